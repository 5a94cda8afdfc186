import { CardGrid } from "@/components/marketing/card-grid";
import { PageHero } from "@/components/marketing/page-hero";
import { PageSection } from "@/components/marketing/page-section";
import { SectionHeading } from "@/components/marketing/section-heading";
import { company } from "@/lib/company";
import {
  companyFacts,
  companyFactsIntro,
  companyHero,
  companyMeta,
  companyPolicies,
  companyPoliciesIntro,
  companyTeams,
  companyTeamsIntro,
} from "@/lib/content/company";
import { createMetadata } from "@/lib/metadata";

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
