/* The floating buttons' icons; decorative, each button carries its name. */

/** The universal access figure. */
export function AccessibilityIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <circle cx="12" cy="4" r="2" />
      <path d="M20.5 7.5 14.6 8.3a1 1 0 0 0-.6.3h-4a1 1 0 0 0-.6-.3L3.5 7.5a1 1 0 0 0-.3 2l5.3.8.6 3.4-1.9 6.9a1 1 0 0 0 1.9.6l2-6.2h1.8l2 6.2a1 1 0 0 0 1.9-.6l-1.9-6.9.6-3.4 5.3-.8a1 1 0 0 0-.3-2Z" />
    </svg>
  );
}

/** An outline of stacked lines, like a table of contents. */
export function PageStructureIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M4 5h16M8 10h12M8 15h12M4 20h16" />
    </svg>
  );
}
