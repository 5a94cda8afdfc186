import type { Metadata } from "next";
import Link from "next/link";
import { randomUUID } from "node:crypto";
import { BookingPanel } from "@/features/booking/components/booking-panel";
import { StylesheetBeforeFocus } from "@/app/styles/stylesheet-before-focus";
import { PageHero } from "@/features/content/components/page-hero";
import { bookingPageState, bookingTitle } from "@/features/booking/page-state";
import { bookingViewFor } from "@/features/booking/page-view";
import { bookingCopy, bookingPageMeta } from "@/features/booking/booking-copy";
import { createMetadata } from "@/platform/page/metadata";
import { bookCallAction, cancelCallAction, chooseZoneAction } from "../actions";

interface BookingPageProps {
  readonly params: Promise<{ readonly token: string }>;
  readonly searchParams: Promise<Readonly<Record<string, string | string[] | undefined>>>;
}

/** A token is base64url and a dot; anything that does not decode is simply not one (the link check refuses it). */
function decodedToken(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return "";
  }
}

// The address holds the buyer's key: never indexed, and the canonical path is the bare /book. The title
// says what the last post came to ("Error: " first after a refusal), as a screen reader reads it first.
export async function generateMetadata({ params, searchParams }: BookingPageProps): Promise<Metadata> {
  const view = await bookingViewFor(decodedToken((await params).token));
  const title = view.state === "stopped" ? bookingCopy.stopped[view.reason === "malformed" ? "tampered" : view.reason].title : bookingPageMeta.title;
  return createMetadata({ ...bookingPageMeta, title: bookingTitle(title, view, await searchParams), noIndex: true });
}

/** The e-mails' link: book, move or cancel the call of the request the signed token names. */
export default async function BookingPage({ params, searchParams }: BookingPageProps) {
  const view = await bookingViewFor(decodedToken((await params).token));
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
  return (
    <>
      <PageHero content={{ eyebrow: view.request.reference, title: bookingCopy.pageHeading, lead: bookingCopy.pageLead }} />
      <div className="container form-layout">
        <StylesheetBeforeFocus />
        <BookingPanel
          view={view}
          state={bookingPageState(view, await searchParams)}
          place={{ page: "book" }}
          bookAction={bookCallAction}
          cancelAction={cancelCallAction}
          zoneAction={chooseZoneAction}
          stamp={randomUUID()}
        />
      </div>
    </>
  );
}
