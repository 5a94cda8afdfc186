/** Case-studies hero artwork: rising bars and a trend line. Decorative; the figures are in the text. */
export function GrowthIllustration() {
  const bars = [90, 120, 150, 200, 260];
  return (
    <svg className="illo" viewBox="0 0 420 340" width="420" height="340" aria-hidden="true" focusable="false">
      <rect className="illo__surface" x="10" y="10" width="400" height="320" rx="24" />
      <line className="illo__line" x1="50" y1="290" x2="380" y2="290" />
      {bars.map((height, index) => (
        <rect
          key={height}
          className={index === bars.length - 1 ? "illo__accent" : "illo__primary-soft"}
          x={70 + index * 62}
          y={290 - height}
          width="40"
          height={height}
          rx="6"
        />
      ))}
      <polyline className="illo__trend" points="90,190 152,160 214,128 276,82 338,34" />
      <circle className="illo__primary" cx="338" cy="34" r="9" />
    </svg>
  );
}
