import type { Metadata } from "next";
import Link from "next/link";
import { randomUUID } from "node:crypto";
import { BookingPanel } from "@/features/booking/components/booking-panel";
import { StylesheetBeforeFocus } from "@/app/styles/stylesheet-before-focus";
import { SentSummary } from "@/features/delegation/components/sent-summary";
import { PageHero } from "@/features/content/components/page-hero";
import {
  requestSentCopy,
  requestSentHero,
  requestSentMeta,
  requestSentMissingHero,
  requestSentMissingMeta,
} from "@/features/delegation/request-sent-copy";
import { bookingPageState, bookingTitle } from "@/features/booking/page-state";
import { bookingViewFor } from "@/features/booking/page-view";
import type { BookingView } from "@/features/booking/service";
import { referenceFromQuery } from "@/features/delegation/sent-page";
import { servingVisitor } from "@/features/delegation/outbox-delivery";
import { bookCallAction, cancelCallAction, chooseZoneAction } from "../../../book/actions";
import { createMetadata } from "@/platform/page/metadata";

interface SentPageProps {
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

const headingId = "request-sent-heading";

/** The booking step for the request the signed token names, when it still belongs to this reference. */
async function bookingFor(token: string | string[] | undefined, reference: string): Promise<Extract<BookingView, { state: "open" }> | null> {
  if (typeof token !== "string" || token === "") return null;
  // The page every new request lands on: this process's delivery rounds wait for its reads (features/outbox/visitor-gate.ts).
  const view = await servingVisitor(() => bookingViewFor(token));
  return view.state === "open" && view.request.reference === reference ? view : null;
}

// The title says what a post on the booking step came to here (a change of zone, a refusal), as /book's does.
export async function generateMetadata({ searchParams }: SentPageProps): Promise<Metadata> {
  const query = await searchParams;
  const reference = referenceFromQuery(query.reference);
  const meta = { ...requestSentMeta, ...(reference ? {} : requestSentMissingMeta) };
  const booking = reference ? await bookingFor(query.booking, reference) : null;
  return createMetadata({ ...meta, title: booking ? bookingTitle(meta.title, booking, query) : meta.title, noIndex: true });
}

/**
 * Where a stored request lands, with and without JavaScript. It echoes the reference from its own address;
 * only with a valid booking token does it read the store, to offer the first call's free times.
 */
export default async function RequestSentPage({ searchParams }: SentPageProps) {
  const query = await searchParams;
  const reference = referenceFromQuery(query.reference);
  if (!reference) return <PageHero content={requestSentMissingHero} />;
  const booking = await bookingFor(query.booking, reference);
  const copy = requestSentCopy;
  return (
    <>
      <PageHero content={requestSentHero} headingId={headingId} />
      <div className="container form-layout sent-layout">
        <section className="confirmation" aria-labelledby="confirmation-reference">
          <p className="confirmation__reference" id="confirmation-reference">
            {copy.referenceLabel}: <strong data-testid="delegation-reference">{reference}</strong>
          </p>
        </section>
        {booking ? (
          <>
            <StylesheetBeforeFocus />
            <BookingPanel
              view={booking}
              state={bookingPageState(booking, query)}
              place={{ page: "sent", reference }}
              bookAction={bookCallAction}
              cancelAction={cancelCallAction}
              zoneAction={chooseZoneAction}
              stamp={randomUUID()}
            />
          </>
        ) : null}
        <section className="confirmation confirmation--next" aria-labelledby="confirmation-next">
          <h2 id="confirmation-next">{copy.nextHeading}</h2>
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
        </section>
        {/* Beside "What happens next", not inside it: two regions side by side, neither nested in the other. */}
        <SentSummary reference={reference} heading={copy.summaryHeading} note={copy.summaryNote} focusId={headingId} />
      </div>
    </>
  );
}
