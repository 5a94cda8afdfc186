import { GuideChecklist } from "@/features/delegation/components/guide-checklist";
import { TalentGuideCard } from "@/features/content/components/talent-guide-card";
import { CtaBand } from "@/features/content/components/cta-band";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { StepList } from "@/features/content/components/step-list";
import {
  delegationGuide,
  delegationGuideCta,
  delegationGuideHero,
  delegationGuideMeta,
} from "@/features/content/delegation-guide";
import { createMetadata } from "@/platform/page/metadata";

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
