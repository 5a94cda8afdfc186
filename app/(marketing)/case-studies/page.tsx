import { CaseStudyArticle } from "./_components/case-study-article";
import { CtaBand } from "@/features/content/components/cta-band";
import { FinePrint } from "@/features/content/components/fine-print";
import { GrowthIllustration } from "./_components/growth-illustration";
import { JumpLinks } from "@/features/content/components/jump-links";
import { PageHero } from "@/features/content/components/page-hero";
import {
  caseStudies,
  caseStudiesCta,
  caseStudiesFinePrint,
  caseStudiesHero,
  caseStudiesJumpLabel,
  caseStudiesMeta,
} from "@/features/content/case-studies";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(caseStudiesMeta);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero content={caseStudiesHero} illustration={<GrowthIllustration />} />
      <JumpLinks label={caseStudiesJumpLabel} links={caseStudies.map((study) => ({ id: study.id, heading: study.name }))} />
      {caseStudies.map((study, index) => (
        <CaseStudyArticle key={study.id} study={study} tone={index % 2 === 0 ? "default" : "alt"} />
      ))}
      <CtaBand content={caseStudiesCta} />
      <FinePrint>{caseStudiesFinePrint}</FinePrint>
    </>
  );
}
