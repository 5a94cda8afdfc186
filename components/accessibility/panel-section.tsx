import { useId, type ReactNode } from "react";

interface PanelSectionProps {
  readonly title: string;
  readonly children: ReactNode;
}

/** One titled section of the panel; the heading names the region. */
export function PanelSection({ title, children }: PanelSectionProps) {
  const id = useId();
  return (
    <section className="a11y-section" aria-labelledby={id}>
      <h3 id={id} className="a11y-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
