import type { Stat } from "@/platform/page/content-shapes";

interface StatListProps {
  readonly stats: readonly Stat[];
  /** Names the list for assistive technology, since the figures alone lack context. */
  readonly label: string;
}

/** Headline figures, each value read before its explanation. */
export function StatList({ stats, label }: StatListProps) {
  return (
    <ul className="stats" aria-label={label}>
      {stats.map((stat) => (
        <li key={stat.label} className="stat">
          <span className="stat__value">{stat.value}</span>
          <span className="stat__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
