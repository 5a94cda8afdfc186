import type { SampleProfile } from "@/features/content/sample-profiles";
import { PlaceholderPortrait } from "./placeholder-portrait";

interface SampleProfileCardProps {
  readonly profile: SampleProfile;
  readonly sampleLabel: string;
  readonly portraitLabel: string;
}

/** One example of the profile a client sees for each shortlisted candidate, marked as an example. */
export function SampleProfileCard({ profile, sampleLabel, portraitLabel }: SampleProfileCardProps) {
  return (
    <article className="card profile-card" aria-labelledby={`${profile.id}-title`}>
      <div className="profile-card__top">
        <PlaceholderPortrait label={portraitLabel} />
        <div>
          <span className="badge badge--sample">{sampleLabel}</span>
          <h3 id={`${profile.id}-title`}>{profile.title}</h3>
        </div>
      </div>
      <dl className="profile-card__facts">
        <div>
          <dt>Experience</dt>
          <dd>{profile.experience}</dd>
        </div>
        <div>
          <dt>Based in</dt>
          <dd>{profile.basedIn}</dd>
        </div>
        <div>
          <dt>Time zone</dt>
          <dd>
            {profile.timeZoneName}. {profile.overlap}.
          </dd>
        </div>
        <div>
          <dt>Tools</dt>
          <dd>{profile.tools.join(", ")}</dd>
        </div>
      </dl>
      <p className="profile-card__highlight">{profile.highlight}.</p>
    </article>
  );
}
