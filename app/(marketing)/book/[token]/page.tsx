import type { Metadata } from "next";
import Link from "next/link";
import { BookingPanel } from "@/features/booking/components/booking-panel";
import { PageHero } from "@/features/content/components/page-hero";
import { bookingPageState } from "@/features/booking/page-state";
import { getBookingDependencies } from "@/features/booking/runtime";
import { bookingPath, loadBookingView } from "@/features/booking/service";
import { businessHours } from "@/platform/business-hours/settings";
import { bookingCopy, bookingPageMeta } from "@/features/booking/booking-copy";
import { createMetadata } from "@/platform/page/metadata";
import { bookCallAction, cancelCallAction } from "../actions";

interface BookingPageProps {
  readonly params: Promise<{ readonly token: string }>;
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

// The address holds the buyer's key: never indexed, and the canonical path is the bare /book.
export const metadata: Metadata = createMetadata({ ...bookingPageMeta, noIndex: true });

/** A token is base64url and a dot; anything that does not decode is simply not one (the link check refuses it). */
function decodedToken(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

/** The e-mails' link: book, move or cancel the call of the request the signed token names. */
export default async function BookingPage({ params, searchParams }: BookingPageProps) {
  const view = await loadBookingView(await getBookingDependencies(), decodedToken((await params).token));
  if (view.state === "stopped") {
    const stopped = bookingCopy.stopped[view.reason === "malformed" ? "tampered" : view.reason];
    return (
      <>
        <PageHero content={{ eyebrow: bookingCopy.pageHeading, title: stopped.title, lead: stopped.body }} />
        <div className="container form-layout">
          <p>
            <Link href={bookingCopy.newRequest.href}>{bookingCopy.newRequest.label}</Link>
          </p>
        </div>
      </>
    );
  }
  const state = bookingPageState(view, await searchParams, businessHours);
  const booked = view.booking?.status === "booked";
  return (
    <>
      <PageHero
        content={{ eyebrow: view.request.reference, title: bookingCopy.pageHeading, lead: booked ? bookingCopy.leadBooked : bookingCopy.lead }}
      />
      <div className="container form-layout">
        <BookingPanel
          view={view}
          {...state}
          bookAction={bookCallAction}
          cancelAction={cancelCallAction}
          zoneForm={{ action: bookingPath(view.token), hidden: {} }}
        />
      </div>
    </>
  );
}
