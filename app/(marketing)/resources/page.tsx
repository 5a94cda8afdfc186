import { CardGrid } from "@/components/marketing/card-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { FinePrint } from "@/components/marketing/fine-print";
import { JumpLinks } from "@/components/marketing/jump-links";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import {
  resourceSections,
  resourcesCta,
  resourcesFinePrint,
  resourcesHero,
  resourcesJumpLabel,
  resourcesMeta,
} from "@/lib/content/resources";
import { createMetadata } from "@/lib/metadata";

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
