import type { ReactNode } from "react";

export type SectionTone = "default" | "alt" | "inverse";

interface PageSectionProps {
  /** Fragment id; the global scroll-margin keeps it clear of the sticky header. */
  readonly id?: string;
  readonly tone?: SectionTone;
  readonly children: ReactNode;
}

/** A full-width band of a page with its content held to the container width. */
export function PageSection({ id, tone = "default", children }: PageSectionProps) {
  const className = tone === "default" ? "section" : `section section--${tone}`;
  return (
    <section id={id} className={className}>
      <div className="container">{children}</div>
    </section>
  );
}
