import { CardGrid } from "@/features/content/components/card-grid";
import { CtaBand } from "@/features/content/components/cta-band";
import { FinePrint } from "@/features/content/components/fine-print";
import { JumpLinks } from "@/features/content/components/jump-links";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import {
  resourceSections,
  resourcesCta,
  resourcesFinePrint,
  resourcesHero,
  resourcesJumpLabel,
  resourcesMeta,
} from "@/features/content/resources";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(resourcesMeta);

export default function ResourcesPage() {
  return (
    <>
      <PageHero content={resourcesHero} />
      <JumpLinks label={resourcesJumpLabel} links={resourceSections} />
      {resourceSections.map((section, index) => (
        <PageSection key={section.id} id={section.id} tone={index % 2 === 0 ? "default" : "alt"}>
          <SectionHeading intro={section} />
          <CardGrid cards={section.items} />
        </PageSection>
      ))}
      <CtaBand content={resourcesCta} />
      <FinePrint>{resourcesFinePrint}</FinePrint>
    </>
  );
}
