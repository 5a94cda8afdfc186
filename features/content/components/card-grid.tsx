import Link from "next/link";
import type { Card } from "@/platform/page/content-shapes";

interface CardGridProps {
  readonly cards: readonly Card[];
  /** Wider cards for longer copy. */
  readonly wide?: boolean;
}

/** A responsive grid of cards, each titled with an h3 under the section's h2. */
export function CardGrid({ cards, wide = false }: CardGridProps) {
  return (
    <ul className={wide ? "grid grid--2" : "grid"}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          {card.badge ? <span className="badge">{card.badge}</span> : null}
          <h3>{card.title}</h3>
          {card.meta ? <p className="card__meta">{card.meta}</p> : null}
          <p>{card.body}</p>
          {card.points ? (
            <ul className="check-list">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {card.link ? (
            <Link className="card__link" href={card.link.href}>
              {card.link.label}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
