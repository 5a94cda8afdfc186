import { CardGrid } from "@/features/content/components/card-grid";
import { CtaBand } from "@/features/content/components/cta-band";
import { FinePrint } from "@/features/content/components/fine-print";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { StatList } from "@/features/content/components/stat-list";
import { StepList } from "@/features/content/components/step-list";
import {
  homeBenefits,
  homeCta,
  homeFinePrint,
  homeHero,
  homeMeta,
  homeProblem,
  homeRoleLinks,
  homeRolesIntro,
  homeStats,
  homeStatsLabel,
  homeSteps,
  homeStepsIntro,
  homeTestimonials,
  homeTestimonialsIntro,
} from "@/features/content/home";
import { organizationJsonLdString } from "@/features/content/organization-json-ld";
import { createMetadata } from "@/platform/page/metadata";
import { TalentNetworkIllustration } from "./_components/talent-network-illustration";
import { TestimonialList } from "./_components/testimonial-list";

export const metadata = createMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      {/* Structured data for search engines: a data block, never executed, so it needs no script permission. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: organizationJsonLdString() }} />
      <PageHero content={homeHero} illustration={<TalentNetworkIllustration />} />
      <div className="container stats-strip">
        <StatList stats={homeStats} label={homeStatsLabel} />
      </div>
      <PageSection>
        <SectionHeading intro={homeProblem} />
        <CardGrid cards={homeBenefits} />
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={homeRolesIntro} />
        <CardGrid cards={homeRoleLinks} />
      </PageSection>
      <PageSection>
        <SectionHeading intro={homeStepsIntro} />
        <StepList steps={homeSteps} />
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={homeTestimonialsIntro} />
        <TestimonialList testimonials={homeTestimonials} />
      </PageSection>
      <CtaBand content={homeCta} />
      <FinePrint>{homeFinePrint}</FinePrint>
    </>
  );
}
