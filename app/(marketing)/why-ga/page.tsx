import { CardGrid } from "@/features/content/components/card-grid";
import { ComparisonTable } from "./_components/comparison-table";
import { CtaBand } from "@/features/content/components/cta-band";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import {
  whyComparison,
  whyComparisonCaption,
  whyComparisonHint,
  whyComparisonIntro,
  whyCta,
  whyHero,
  whyMeta,
  whyPrinciples,
  whyPrinciplesIntro,
  whyReasons,
  whyReasonsIntro,
} from "@/features/content/why-ga";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(whyMeta);

/** Names the comparison's scrolling frame; the table inside is named by its own caption. */
const comparisonHeadingId = "comparison-heading";

export default function WhyPage() {
  return (
    <>
      <PageHero content={whyHero} />
      <PageSection>
        <SectionHeading intro={whyReasonsIntro} />
        <CardGrid cards={whyReasons} />
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={whyComparisonIntro} headingId={comparisonHeadingId} />
        <p className="table-scroll__hint">{whyComparisonHint}</p>
        <ComparisonTable rows={whyComparison} caption={whyComparisonCaption} labelledBy={comparisonHeadingId} />
      </PageSection>
      <PageSection>
        <SectionHeading intro={whyPrinciplesIntro} />
        <CardGrid cards={whyPrinciples} />
      </PageSection>
      <CtaBand content={whyCta} />
    </>
  );
}
