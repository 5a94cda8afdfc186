import type { Role } from "@/features/content/roles";
import type { SectionTone } from "@/features/content/components/page-section";
import { PageSection } from "@/features/content/components/page-section";
import { CheckList } from "@/features/content/components/check-list";

interface RoleSectionProps {
  readonly role: Role;
  readonly tone: SectionTone;
}

/** One role as its own linkable section, the same for all eight: what they do and the tools they bring. */
export function RoleSection({ role, tone }: RoleSectionProps) {
  return (
    <PageSection id={role.id} tone={tone}>
      <div className="role">
        <div className="role__intro">
          <p className="eyebrow">{role.name}</p>
          <h2>{role.title}</h2>
          <p className="lead">{role.summary}</p>
        </div>
        <div className="role__details">
          <h3>What they take off your plate</h3>
          <CheckList items={role.tasks} />
          <h3>Tools they work in</h3>
          <ul className="tag-list" aria-label={`${role.title}: tools`}>
            {role.tools.map((tool) => (
              <li key={tool}>{tool}</li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
