import { CtaBand } from "@/features/content/components/cta-band";
import { JumpLinks } from "@/features/content/components/jump-links";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { CtaButton } from "@/ui/cta-button";
import { roles, rolesCta, rolesHero, rolesHowToChoose, rolesJumpLabel, rolesMeta } from "@/features/content/roles";
import { portraitAlt, sampleProfiles, sampleProfilesIntro } from "@/features/content/sample-profiles";
import { createMetadata } from "@/platform/page/metadata";
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
