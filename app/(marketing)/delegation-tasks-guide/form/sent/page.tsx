import type { Metadata } from "next";
import Link from "next/link";
import { SentSummary } from "@/components/delegation/sent-summary";
import { PageHero } from "@/components/marketing/page-hero";
import {
  requestSentCopy,
  requestSentHero,
  requestSentMeta,
  requestSentMissingHero,
  requestSentMissingMeta,
} from "@/lib/content/request-sent";
import { referenceFromQuery } from "@/lib/delegation/sent-page";
import { createMetadata } from "@/lib/metadata";

interface SentPageProps {
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

const headingId = "request-sent-heading";

export async function generateMetadata({ searchParams }: SentPageProps): Promise<Metadata> {
  const reference = referenceFromQuery((await searchParams).reference);
  return createMetadata({ ...requestSentMeta, ...(reference ? {} : requestSentMissingMeta), noIndex: true });
}

/**
 * Where a stored request lands, with and without JavaScript. Rendered per request only to echo the
 * reference from its own address: it reads no store, so it costs little and reveals nothing.
 */
export default async function RequestSentPage({ searchParams }: SentPageProps) {
  const reference = referenceFromQuery((await searchParams).reference);
  if (!reference) return <PageHero content={requestSentMissingHero} />;
  const copy = requestSentCopy;
  return (
    <>
      <PageHero content={requestSentHero} headingId={headingId} />
      <div className="container form-layout sent-layout">
        <section className="confirmation" aria-labelledby="confirmation-reference">
          <p className="confirmation__reference" id="confirmation-reference">
            {copy.referenceLabel}: <strong data-testid="delegation-reference">{reference}</strong>
          </p>
          <h2>{copy.nextHeading}</h2>
          <ol className="confirmation__steps">
            {copy.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <ul className="confirmation__links">
            <li>
              <Link href="/delegation-tasks-guide/form">{copy.anotherLabel}</Link>
            </li>
            <li>
              <Link href="/delegation-tasks-guide">{copy.backLabel}</Link>
            </li>
          </ul>
          <SentSummary reference={reference} heading={copy.summaryHeading} note={copy.summaryNote} focusId={headingId} />
        </section>
      </div>
    </>
  );
}
