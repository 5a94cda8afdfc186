"use client";

import { useSentSummary } from "@/features/delegation/components/use-sent-summary";

interface SentSummaryProps {
  readonly reference: string;
  readonly heading: string;
  readonly note: string;
  /** The page's heading, focused on arrival from the form so screen readers start at the confirmation. */
  readonly focusId: string;
}

/**
 * What was sent, read from this tab's own memory of the submission (never from the server or the
 * address). Renders nothing without JavaScript, in another tab, or for another reference. It appears
 * after hydration below the page's fixed content, so nothing above it moves.
 */
export function SentSummary({ reference, heading, note, focusId }: SentSummaryProps) {
  const items = useSentSummary(reference, () => {
    // Focus was on the form's submit button, which is gone; leave it alone if the visitor has moved on.
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(focusId)?.focus();
  });

  if (!items || items.length === 0) return null;
  return (
    <section className="sent-summary" aria-labelledby="sent-summary-heading">
      <h2 id="sent-summary-heading">{heading}</h2>
      <p className="field__hint">{note}</p>
      <dl className="fact-list">
        {items.map((item) => (
          <div key={item.label} className="fact-list__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
