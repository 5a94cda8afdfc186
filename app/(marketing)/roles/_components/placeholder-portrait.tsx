interface PlaceholderPortraitProps {
  readonly label: string;
}

/**
 * A drawn head-and-shoulders in place of a photo: example profiles describe no real person, so they show
 * no face. Fixed size attributes reserve its space before styles load (no layout shift).
 */
export function PlaceholderPortrait({ label }: PlaceholderPortraitProps) {
  return (
    <svg className="portrait" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label={label} focusable="false">
      <circle className="portrait__backdrop" cx="32" cy="32" r="32" />
      <circle className="portrait__figure" cx="32" cy="25" r="11" />
      <path className="portrait__figure" d="M12 56c2-11 10-17 20-17s18 6 20 17a31 31 0 0 1-40 0z" />
    </svg>
  );
}
