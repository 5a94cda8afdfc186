import { GuideChecklist } from "@/components/delegation/guide-checklist";
import { TalentGuideCard } from "@/components/delegation/talent-guide-card";
import { CtaBand } from "@/components/marketing/cta-band";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { StepList } from "@/components/marketing/step-list";
import {
  delegationGuide,
  delegationGuideCta,
  delegationGuideHero,
  delegationGuideMeta,
} from "@/lib/content/delegation-guide";
import { createMetadata } from "@/lib/metadata";

export const metadata = createMetadata(delegationGuideMeta);

export default function DelegationGuidePage() {
  return (
    <>
      <PageHero content={delegationGuideHero} />
      <PageSection id="talent">
        <SectionHeading intro={delegationGuide.talentsIntro} />
        <ul className="grid grid--2">
          {delegationGuide.talents.map((talent) => (
            <li key={talent.role}>
              <TalentGuideCard talent={talent} delegateLabel={delegationGuide.delegateLabel} keepLabel={delegationGuide.keepLabel} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="hand-over" tone="alt">
        <SectionHeading intro={delegationGuide.handOverIntro} />
        <StepList steps={delegationGuide.handOverSteps} />
      </PageSection>
      <PageSection id="checklist">
        <SectionHeading intro={delegationGuide.checklistIntro} />
        <GuideChecklist submitLabel={delegationGuide.checklistSubmit} />
      </PageSection>
      <CtaBand content={delegationGuideCta} />
    </>
  );
}
