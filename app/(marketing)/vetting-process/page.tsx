import { CardGrid } from "@/features/content/components/card-grid";
import { CtaBand } from "@/features/content/components/cta-band";
import { FaqList } from "@/features/content/components/faq-list";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { StatList } from "@/features/content/components/stat-list";
import { VettingFunnelChart } from "./_components/vetting-funnel-chart";
import {
  funnelChart,
  funnelIntro,
  funnelRemainingLabel,
  funnelStages,
  vettingAfterIntro,
  vettingCriteria,
  vettingCriteriaIntro,
  vettingCta,
  vettingFaq,
  vettingHero,
  vettingMeta,
  vettingStats,
} from "@/features/content/vetting-process";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(vettingMeta);

export default function VettingProcessPage() {
  return (
    <>
      <PageHero content={vettingHero} />
      <div className="container stats-strip">
        <StatList stats={vettingStats} label="Vetting in numbers" />
      </div>
      <PageSection id="funnel">
        <SectionHeading intro={funnelIntro} />
        <div className="funnel-layout">
          <VettingFunnelChart stages={funnelStages} caption={funnelChart.caption} startLabel={funnelChart.startLabel} />
          <ol className="funnel-stages">
            {funnelStages.map((stage, index) => (
              <li key={stage.name}>
                <span className="funnel-stages__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{stage.name}</h3>
                  <p>{stage.description}</p>
                  <p className="funnel-stages__remaining">{funnelRemainingLabel(stage, index === funnelStages.length - 1)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={vettingCriteriaIntro} />
        <CardGrid cards={vettingCriteria} />
      </PageSection>
      <PageSection>
        <SectionHeading intro={vettingAfterIntro} />
        <FaqList items={vettingFaq} />
      </PageSection>
      <CtaBand content={vettingCta} />
    </>
  );
}
