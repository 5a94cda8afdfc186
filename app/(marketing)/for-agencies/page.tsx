import { CardGrid } from "@/features/content/components/card-grid";
import { CtaBand } from "@/features/content/components/cta-band";
import { FaqList } from "@/features/content/components/faq-list";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { StatList } from "@/features/content/components/stat-list";
import { StepList } from "@/features/content/components/step-list";
import {
  agenciesBenefits,
  agenciesBenefitsIntro,
  agenciesCta,
  agenciesFaq,
  agenciesFaqIntro,
  agenciesHero,
  agenciesMeta,
  agenciesStats,
  agenciesSteps,
  agenciesStepsIntro,
} from "@/features/content/for-agencies";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(agenciesMeta);

export default function ForAgenciesPage() {
  return (
    <>
      <PageHero content={agenciesHero} />
      <div className="container stats-strip">
        <StatList stats={agenciesStats} label="The partnership at a glance" />
      </div>
      <PageSection>
        <SectionHeading intro={agenciesBenefitsIntro} />
        <CardGrid cards={agenciesBenefits} wide />
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={agenciesStepsIntro} />
        <StepList steps={agenciesSteps} />
      </PageSection>
      <PageSection>
        <SectionHeading intro={agenciesFaqIntro} />
        <FaqList items={agenciesFaq} />
      </PageSection>
      <CtaBand content={agenciesCta} />
    </>
  );
}
