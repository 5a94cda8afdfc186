import { CtaButton } from "@/ui/cta-button";
import type { CtaBandContent } from "@/platform/page/content-shapes";

interface CtaBandProps {
  readonly content: CtaBandContent;
}

/** The closing call to action of a page. */
export function CtaBand({ content }: CtaBandProps) {
  return (
    <section className="section section--cta">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2>{content.title}</h2>
            <p>{content.body}</p>
          </div>
          <div className="cta-band__actions">
            <CtaButton text={content.primary.label} href={content.primary.href} size="lg" />
            {content.secondary ? (
              <CtaButton text={content.secondary.label} href={content.secondary.href} variant="secondary" size="lg" />
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
