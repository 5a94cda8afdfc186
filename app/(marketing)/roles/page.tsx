import { CardGrid } from "@/components/marketing/card-grid";
import { CtaBand } from "@/components/marketing/cta-band";
import { JumpLinks } from "@/components/marketing/jump-links";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { CtaButton } from "@/components/ui/cta-button";
import { moreRolesSection, roles, rolesCta, rolesHero, rolesHowToChoose, rolesMeta } from "@/lib/content/roles";
import { portraitAlt, sampleProfiles, sampleProfilesIntro } from "@/lib/content/sample-profiles";
import { createMetadata } from "@/lib/metadata";
import { RoleSection } from "./_components/role-section";
import { SampleProfileCard } from "./_components/sample-profile-card";

export const metadata = createMetadata(rolesMeta);

const featured = roles.filter((role) => role.featured);
const others = roles.filter((role) => !role.featured);
const jumpLinks = [
  ...featured.map((role) => ({ id: role.id, heading: role.title })),
  { id: moreRolesSection.id, heading: "More specialists" },
  { id: sampleProfilesIntro.id, heading: sampleProfilesIntro.jumpLabel },
];

export default function RolesPage() {
  return (
    <>
      <PageHero content={rolesHero} />
      <JumpLinks label="Roles on this page" links={jumpLinks} />
      {featured.map((role, index) => (
        <RoleSection key={role.id} role={role} tone={index % 2 === 0 ? "default" : "alt"} />
      ))}
      <PageSection id={moreRolesSection.id}>
        <SectionHeading intro={moreRolesSection} />
        <CardGrid
          cards={others.map((role) => ({ title: role.title, body: role.summary, points: role.tasks, meta: role.tools.join(" · ") }))}
          wide
        />
      </PageSection>
      <PageSection id={sampleProfilesIntro.id} tone="alt">
        <SectionHeading intro={sampleProfilesIntro} />
        <ul className="grid grid--2 profile-grid">
          {sampleProfiles.map((profile) => (
            <li key={profile.id}>
              <SampleProfileCard profile={profile} sampleLabel={sampleProfilesIntro.label} portraitLabel={portraitAlt} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection>
        <SectionHeading intro={rolesHowToChoose} />
        <CtaButton text="Read the delegation guide" href="/delegation-tasks-guide" variant="outline" />
      </PageSection>
      <CtaBand content={rolesCta} />
    </>
  );
}
