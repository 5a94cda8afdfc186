import { CardGrid } from "@/features/content/components/card-grid";
import { PageHero } from "@/features/content/components/page-hero";
import { PageSection } from "@/features/content/components/page-section";
import { SectionHeading } from "@/features/content/components/section-heading";
import { company } from "@/platform/config/company";
import {
  companyFacts,
  companyFactsIntro,
  companyHero,
  companyMeta,
  companyPolicies,
  companyPoliciesIntro,
  companyTeams,
  companyTeamsIntro,
} from "@/features/content/company";
import { createMetadata } from "@/platform/page/metadata";

export const metadata = createMetadata(companyMeta);

export default function CompanyPage() {
  return (
    <>
      <PageHero content={companyHero} />
      <PageSection id="who-we-are">
        <SectionHeading intro={companyFactsIntro} />
        <dl className="fact-list">
          {companyFacts.map((fact) => (
            <div key={fact.term} className="fact-list__item">
              <dt>{fact.term}</dt>
              <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value}</dd>
            </div>
          ))}
          <div className="fact-list__item">
            <dt>Social profiles</dt>
            <dd>
              <ul className="company-facts__links">
                {company.socials.map((social) => (
                  <li key={social.network}>
                    <a href={social.href} rel="noopener noreferrer">
                      {social.network}
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </PageSection>
      <PageSection tone="alt">
        <SectionHeading intro={companyTeamsIntro} />
        <CardGrid cards={companyTeams} />
      </PageSection>
      <PageSection>
        <SectionHeading intro={companyPoliciesIntro} />
        <CardGrid cards={companyPolicies} wide />
      </PageSection>
    </>
  );
}
