import { CheckList } from "@/features/content/components/check-list";
import { CtaBand } from "@/features/content/components/cta-band";
import { FaqList } from "@/features/content/components/faq-list";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { PricingPlanCard } from "./_components/pricing-plan-card";
import { SectionHeading } from "@/features/content/components/section-heading";
import {
  pricingCta,
  pricingFaq,
  pricingFaqIntro,
  pricingHero,
  pricingIncluded,
  pricingIncludedIntro,
  pricingMeta,
  pricingPlans,
  pricingPlansIntro,
} from "@/features/content/pricing";
import { getStartedLink } from "@/features/content/shared";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(pricingMeta);

export default function PricingPage() {
  return (
    <>
      <PageHero content={pricingHero} />
      <PageSection id="plans">
        <SectionHeading intro={pricingPlansIntro} />
        <ul className="grid plans">
          {pricingPlans.map((plan) => (
            <li key={plan.id}>
              <PricingPlanCard plan={plan} href={getStartedLink.href} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={pricingIncludedIntro} />
        <CheckList items={pricingIncluded} columns />
      </PageSection>
      <PageSection id="faq">
        <SectionHeading intro={pricingFaqIntro} />
        <FaqList items={pricingFaq} />
      </PageSection>
      <CtaBand content={pricingCta} />
    </>
  );
}
