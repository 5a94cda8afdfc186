import { CardGrid } from "@/components/marketing/card-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { FinePrint } from "@/components/marketing/fine-print";
import { OrganizationJsonLd } from "@/components/marketing/organization-json-ld";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StatList } from "@/components/marketing/stat-list";
import { StepList } from "@/components/marketing/step-list";
import { TalentNetworkIllustration } from "@/components/marketing/talent-network-illustration";
import { TestimonialList } from "@/components/marketing/testimonial-list";
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
import { createMetadata } from "@/lib/metadata";

export const metadata = createMetadata(homeMeta);

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd />
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
