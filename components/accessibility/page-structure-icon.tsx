/** An outline of stacked lines, like a table of contents; decorative, the button carries the name. */
export function PageStructureIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <path d="M4 5h16M8 10h12M8 15h12M4 20h16" />
    </svg>
  );
}
