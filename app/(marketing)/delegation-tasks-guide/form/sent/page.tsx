import type { Metadata } from "next";
import Link from "next/link";
import { BookingPanel } from "@/features/booking/components/booking-panel";
import { SentSummary } from "@/features/delegation/components/sent-summary";
import { PageHero } from "@/features/content/components/page-hero";
import {
  requestSentCopy,
  requestSentHero,
  requestSentMeta,
  requestSentMissingHero,
  requestSentMissingMeta,
} from "@/features/delegation/request-sent-copy";
import { bookingPageState } from "@/features/booking/page-state";
import { getBookingDependencies } from "@/features/booking/runtime";
import { loadBookingView, type BookingView } from "@/features/booking/service";
import { businessHours } from "@/platform/business-hours/settings";
import { referenceFromQuery, sentPath } from "@/features/delegation/sent-page";
import { bookCallAction, cancelCallAction } from "../../../book/actions";
import { createMetadata } from "@/platform/page/metadata";

interface SentPageProps {
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

const headingId = "request-sent-heading";

export async function generateMetadata({ searchParams }: SentPageProps): Promise<Metadata> {
  const reference = referenceFromQuery((await searchParams).reference);
  return createMetadata({ ...requestSentMeta, ...(reference ? {} : requestSentMissingMeta), noIndex: true });
}

/** The booking step for the request the signed token names, when it still belongs to this reference. */
async function bookingFor(token: string | string[] | undefined, reference: string): Promise<Extract<BookingView, { state: "open" }> | null> {
  if (typeof token !== "string" || token === "") return null;
  const view = await loadBookingView(await getBookingDependencies(), token);
  return view.state === "open" && view.request.reference === reference ? view : null;
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
          <BookingPanel
            view={booking}
            {...bookingPageState(booking, query, businessHours)}
            bookAction={bookCallAction}
            cancelAction={cancelCallAction}
            zoneForm={{ action: sentPath, hidden: { reference, booking: booking.token } }}
          />
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
          <SentSummary reference={reference} heading={copy.summaryHeading} note={copy.summaryNote} focusId={headingId} />
        </section>
      </div>
    </>
  );
}
