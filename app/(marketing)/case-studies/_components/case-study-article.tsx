import { caseStudySampleLabel, type CaseStudy } from "@/features/content/case-studies";
import type { SectionTone } from "@/features/content/components/page-section";
import { PageSection } from "@/features/content/components/page-section";
import { CheckList } from "@/features/content/components/check-list";
import { StatList } from "@/features/content/components/stat-list";

interface CaseStudyArticleProps {
  readonly study: CaseStudy;
  readonly tone: SectionTone;
}

/**
 * One sample story as a linkable section: the situation, what the specialists did, and the results. The
 * article is named by the client and its headline, so a list of regions tells the stories apart; the
 * heading comes first in the source, so a visitor jumping by headings does not land after the client's
 * name (CSS still shows the name above it).
 */
export function CaseStudyArticle({ study, tone }: CaseStudyArticleProps) {
  const nameId = `${study.id}-client`;
  const headingId = `${study.id}-heading`;
  return (
    <PageSection id={study.id} tone={tone}>
      <article className="case-study" aria-labelledby={`${nameId} ${headingId}`}>
        <header className="case-study__header">
          <h2 id={headingId}>{study.headline}</h2>
          <p className="sample-heading">
            <span className="eyebrow" id={nameId}>
              {study.name}
            </span>
            <span className="badge badge--sample">{caseStudySampleLabel}</span>
          </p>
          <p className="card__meta">
            {study.clientKind} · {study.team}
          </p>
        </header>
        <StatList stats={study.results} label={`${study.name}: sample results`} />
        <div className="case-study__body">
          <div>
            <h3>The challenge</h3>
            <p>{study.challenge}</p>
          </div>
          <div>
            <h3>What the specialists did</h3>
            <CheckList items={study.approach} />
          </div>
        </div>
      </article>
    </PageSection>
  );
}
