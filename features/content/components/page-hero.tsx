import type { ReactNode } from "react";
import { CtaButton } from "@/ui/cta-button";
import type { HeroContent } from "@/platform/page/content-shapes";

interface PageHeroProps {
  readonly content: HeroContent;
  /** Optional artwork beside the copy; decorative or labelled by the illustration itself. */
  readonly illustration?: ReactNode;
  /** Lets a script move focus to the heading (for example on arrival after sending a form). */
  readonly headingId?: string;
}

/** The top of every marketing page, holding its only h1. */
export function PageHero({ content, illustration, headingId }: PageHeroProps) {
  const { eyebrow, title, lead, primary, secondary } = content;
  return (
    <section className="page-hero">
      <div className={`container page-hero__inner${illustration ? " page-hero__inner--split" : ""}`}>
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 id={headingId} tabIndex={headingId ? -1 : undefined}>
            {title}
          </h1>
          <p className="lead">{lead}</p>
          {primary || secondary ? (
            <div className="actions">
              {primary ? <CtaButton text={primary.label} href={primary.href} size="lg" /> : null}
              {secondary ? <CtaButton text={secondary.label} href={secondary.href} variant="outline" size="lg" /> : null}
            </div>
          ) : null}
        </div>
        {illustration ? <div className="page-hero__art">{illustration}</div> : null}
      </div>
    </section>
  );
}
