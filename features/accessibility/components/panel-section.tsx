import { useId, type ReactNode } from "react";

export interface PanelSectionCopy {
  /** The specification's name for the section. */
  readonly title: string;
  /** One plain line under the heading: what the section is for. */
  readonly hint: string;
}

interface PanelSectionProps {
  readonly copy: PanelSectionCopy;
  readonly children: ReactNode;
}

/** One titled section of the panel; the heading names the region and its hint describes it. */
export function PanelSection({ copy, children }: PanelSectionProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <section className="a11y-section" aria-labelledby={id} aria-describedby={hintId}>
      <h3 id={id} className="a11y-section__title">
        {copy.title}
      </h3>
      <p id={hintId} className="a11y-hint a11y-section__hint">
        {copy.hint}
      </p>
      {children}
    </section>
  );
}
