/** The logo glyph: an open seat at a table. Decorative beside the brand name. */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 22V11a2 2 0 0 1 2-2h3v9h8a2 2 0 0 1 2 2v2h-3v-1h-9v1H9z" fill="var(--color-primary-contrast)" />
    </svg>
  );
}
