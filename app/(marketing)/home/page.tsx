import { CardGrid } from "@/components/marketing/card-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { FinePrint } from "@/components/marketing/fine-print";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatList } from "@/components/marketing/stat-list";
import { StepList } from "@/components/marketing/step-list";
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
} from "@/lib/content/home";
import { organizationJsonLdString } from "@/lib/content/organization-json-ld";
import { createMetadata } from "@/lib/metadata";
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
