import { CheckList } from "@/components/marketing/check-list";
import { CtaBand } from "@/components/marketing/cta-band";
import { FaqList } from "@/components/marketing/faq-list";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { PricingPlanCard } from "./_components/pricing-plan-card";
import { SectionHeading } from "@/components/marketing/section-heading";
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
} from "@/lib/content/pricing";
import { getStartedLink } from "@/lib/content/shared";
import { createMetadata } from "@/lib/metadata";

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
