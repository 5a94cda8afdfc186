import { formatDateTime } from "@/features/admin/format";
import { rolesText, tasksText } from "@/features/delegation/answer-text";
import { budgetLabels, heardFromLabels, hoursLabels, organisationTypeLabels, startLabels } from "@/features/delegation/options";
import { timeZoneLabel } from "@/platform/business-hours/time-zones";
import type { ReactNode } from "react";
import { mailtoHref, replyMailtoHref, telHref, websiteHref } from "@/features/admin/contact-links";
import { leadDeskCopy } from "@/features/admin/admin-copy";
import type { DelegationRequest } from "@/features/delegation/store";

export interface RequestDetailsProps {
  readonly request: DelegationRequest;
  /** The trading name, for the reply's subject line. */
  readonly brandName: string;
}

interface Row {
  readonly term: string;
  readonly value: ReactNode;
}

interface DetailSectionProps {
  /** Prefix of the heading's id, which names the section for assistive technology. */
  readonly id: string;
  readonly title: string;
  readonly rows: readonly Row[];
}

function DetailSection({ id, title, rows }: DetailSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="admin-section">
      <h2 id={headingId} className="admin-section__title">
        {title}
      </h2>
      <dl className="admin-details">
        {rows.map(({ term, value }) => (
          <div key={term} className="admin-details__row">
            <dt>{term}</dt>
            <dd>{value ? value : <span className="admin-muted">Not given</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every field the prospect sent, plus where the request came from. Values render as text, never as HTML. */
export function RequestDetails({ request, brandName }: RequestDetailsProps) {
  const tel = telHref(request.phone);
  const site = websiteHref(request.website);
  const contact: Row[] = [
    { term: "Full name", value: request.fullName },
    { term: "E-mail", value: <a href={mailtoHref(request.email)}>{request.email}</a> },
    { term: "Company", value: request.company },
    { term: "Website", value: site ? <a href={site} rel="noopener noreferrer external">{request.website}</a> : request.website },
    { term: "Phone", value: tel ? <a href={tel}>{request.phone}</a> : request.phone },
    { term: "Organization", value: organisationTypeLabels[request.organisationType] },
    { term: "Time zone", value: timeZoneLabel(request.timeZone) },
  ];
  const needs: Row[] = [
    { term: "Roles", value: rolesText(request.roles) },
    { term: "Tasks", value: tasksText(request.tasks) },
    { term: "Other tasks", value: request.otherTasks },
    { term: "Hours", value: hoursLabels[request.hoursPerWeek] },
    { term: "Start", value: startLabels[request.startTimeline] },
    { term: "Monthly budget", value: budgetLabels[request.monthlyBudget] },
    { term: "Anything else", value: request.message },
  ];
  const source: Row[] = [
    { term: "Received", value: formatDateTime(request.createdAt) },
    { term: "Privacy policy accepted", value: formatDateTime(request.consentAt) },
    { term: "Heard about us from", value: request.heardFrom ? heardFromLabels[request.heardFrom] : null },
    { term: "Form page", value: request.source.path },
    { term: "Referrer", value: request.source.referrer },
    { term: "UTM source", value: request.source.utmSource },
    { term: "UTM medium", value: request.source.utmMedium },
    { term: "UTM campaign", value: request.source.utmCampaign },
    { term: "UTM term", value: request.source.utmTerm },
    { term: "UTM content", value: request.source.utmContent },
    { term: "Browser", value: request.source.userAgent },
  ];
  return (
    <>
      <p className="reply-link">
        <a href={replyMailtoHref(request.email, request.reference, brandName)} className="admin-button" aria-describedby="reply-hint">
          {leadDeskCopy.replyByEmail}
        </a>
      </p>
      <p id="reply-hint" className="admin-hint">
        {leadDeskCopy.replyHint}
      </p>
      <DetailSection id="contact" title="Contact" rows={contact} />
      <DetailSection id="needs" title="What they need" rows={needs} />
      <DetailSection id="source" title="Source" rows={source} />
    </>
  );
}
