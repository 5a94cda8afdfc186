import type { TalentGuide } from "@/features/content/delegation-guide";

interface TalentGuideCardProps {
  readonly talent: TalentGuide;
  readonly delegateLabel: string;
  readonly keepLabel: string;
}

export function TalentGuideCard({ talent, delegateLabel, keepLabel }: TalentGuideCardProps) {
  const headingId = `talent-${talent.role}`;
  return (
    <article className="card talent-guide" aria-labelledby={headingId}>
      <h3 id={headingId}>{talent.heading}</h3>
      <p>{talent.summary}</p>
      <h4 className="talent-guide__label">{delegateLabel}</h4>
      <ul className="check-list">
        {talent.delegate.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4 className="talent-guide__label">{keepLabel}</h4>
      <ul className="talent-guide__keep">
        {talent.keepInHouse.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </article>
  );
}
