import { CardGrid } from "@/components/marketing/card-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { FaqList } from "@/components/marketing/faq-list";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatList } from "@/components/marketing/stat-list";
import { StepList } from "@/components/marketing/step-list";
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
} from "@/lib/content/for-agencies";
import { createMetadata } from "@/lib/metadata";

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
