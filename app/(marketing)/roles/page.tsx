import { CtaBand } from "@/components/marketing/cta-band";
import { JumpLinks } from "@/components/marketing/jump-links";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { CtaButton } from "@/components/ui/cta-button";
import { roles, rolesCta, rolesHero, rolesHowToChoose, rolesJumpLabel, rolesMeta } from "@/lib/content/roles";
import { portraitAlt, sampleProfiles, sampleProfilesIntro } from "@/lib/content/sample-profiles";
import { createMetadata } from "@/lib/metadata";
import { RoleSection } from "./_components/role-section";
import { SampleProfileCard } from "./_components/sample-profile-card";

export const metadata = createMetadata(rolesMeta);

const jumpLinks = [
  ...roles.map((role) => ({ id: role.id, heading: role.title })),
  { id: sampleProfilesIntro.id, heading: sampleProfilesIntro.jumpLabel },
];

export default function RolesPage() {
  return (
    <>
      <PageHero content={rolesHero} />
      <JumpLinks label={rolesJumpLabel} links={jumpLinks} />
      {roles.map((role, index) => (
        <RoleSection key={role.id} role={role} tone={index % 2 === 0 ? "default" : "alt"} />
      ))}
      <PageSection id={sampleProfilesIntro.id}>
        <SectionHeading intro={sampleProfilesIntro} />
        <ul className="grid grid--2 profile-grid">
          {sampleProfiles.map((profile) => (
            <li key={profile.id}>
              <SampleProfileCard profile={profile} sampleLabel={sampleProfilesIntro.label} portraitLabel={portraitAlt} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={rolesHowToChoose} />
        <CtaButton text="Read the delegation guide" href="/delegation-tasks-guide" variant="outline" />
      </PageSection>
      <CtaBand content={rolesCta} />
    </>
  );
}
