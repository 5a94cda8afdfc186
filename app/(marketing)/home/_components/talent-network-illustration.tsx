/** Home hero artwork: specialists around the world linked to one team. Decorative; the copy says the same. */
export function TalentNetworkIllustration() {
  const nodes = [
    { x: 70, y: 90 },
    { x: 330, y: 70 },
    { x: 360, y: 230 },
    { x: 60, y: 250 },
    { x: 200, y: 320 },
  ];
  return (
    <svg className="illo" viewBox="0 0 420 380" width="420" height="380" aria-hidden="true" focusable="false">
      <circle className="illo__surface" cx="210" cy="190" r="170" />
      <ellipse className="illo__line" cx="210" cy="190" rx="170" ry="64" />
      <ellipse className="illo__line" cx="210" cy="190" rx="64" ry="170" />
      <line className="illo__line" x1="40" y1="190" x2="380" y2="190" />
      {nodes.map((node) => (
        <line key={`link-${node.x}`} className="illo__link" x1="210" y1="190" x2={node.x} y2={node.y} />
      ))}
      <rect className="illo__card" x="150" y="150" width="120" height="80" rx="14" />
      <rect className="illo__primary" x="168" y="168" width="28" height="28" rx="8" />
      <rect className="illo__muted" x="204" y="172" width="48" height="8" rx="4" />
      <rect className="illo__muted" x="204" y="186" width="34" height="8" rx="4" />
      <rect className="illo__accent" x="168" y="206" width="84" height="8" rx="4" />
      {nodes.map((node, index) => (
        <g key={`node-${node.x}`}>
          <circle className="illo__node-ring" cx={node.x} cy={node.y} r="24" />
          <circle className={index % 2 === 0 ? "illo__primary" : "illo__accent"} cx={node.x} cy={node.y - 5} r="8" />
          <path className={index % 2 === 0 ? "illo__primary" : "illo__accent"} d={`M${node.x - 12} ${node.y + 14}a12 10 0 0 1 24 0z`} />
        </g>
      ))}
    </svg>
  );
}
