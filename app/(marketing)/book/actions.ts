"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { z } from "zod";
import { redirect } from "next/navigation";
import { bookingResultPath, postedPlace } from "@/features/booking/display";
import { getBookingDependencies } from "@/features/booking/runtime";
import { bookCall, cancelCall, chooseBuyerZone, type BookingOutcome, type CancelOutcome, type ZoneOutcome } from "@/features/booking/service";
import { tracedLog, type Log } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { deliverOutboxQuietly } from "@/features/delegation/outbox-delivery";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

function storeFailed(log: Log, error: unknown): { ok: false; reason: "unavailable" } {
  log("booking.store_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
  return { ok: false, reason: "unavailable" };
}

/**
 * The booking step's three posts, used with and without JavaScript alike. Each answers with a redirect,
 * whatever came of it, so a reload never posts again and the page says what happened: a booking, a move
 * and a cancellation on the link's own page (the call's home from then on), a change of zone on the page it
 * was made on. A refusal carries the time refused and the kind chosen, so the page shows the choice kept.
 */
export async function bookCallAction(previous: null, formData: FormData): Promise<null> {
  // Posted through ActionForm, with or without JavaScript: the form's state (always null) comes first.
  parseActionArguments("booking.book", [z.unknown(), formDataArgument], [previous, formData]);
  const log = tracedLog(traceFromHeaders(await headers()));
  const token = field(formData, "token") ?? "";
  const kind = field(formData, "kind");
  let outcome: BookingOutcome;
  try {
    outcome = await bookCall({ ...(await getBookingDependencies()), log }, { token, intent: field(formData, "intent"), start: field(formData, "start"), kind, phone: field(formData, "phone") });
  } catch (error) {
    outcome = storeFailed(log, error);
  }
  // After the response: the buyer's answer never waits on the mail server; the messages are already stored.
  if (outcome.ok) after(() => deliverOutboxQuietly(log));
  if (outcome.ok) redirect(bookingResultPath(token, { notice: outcome.change }));
  // A refusal stays where the buyer is, so the page they filled in shows the problem beside the field.
  const place = postedPlace(field(formData, "page"), field(formData, "reference"));
  redirect(bookingResultPath(token, { notice: outcome.reason, near: outcome.near, kind: kind === "video" ? "video" : kind === "phone" ? "phone" : undefined, place }));
}

export async function cancelCallAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("booking.cancel", [z.unknown(), formDataArgument], [previous, formData]);
  const log = tracedLog(traceFromHeaders(await headers()));
  const token = field(formData, "token") ?? "";
  let outcome: CancelOutcome | { ok: false; reason: "unavailable" };
  try {
    outcome = await cancelCall({ ...(await getBookingDependencies()), log }, token);
  } catch (error) {
    outcome = storeFailed(log, error);
  }
  if (outcome.ok) after(() => deliverOutboxQuietly(log));
  redirect(bookingResultPath(token, { notice: outcome.ok ? "canceled" : outcome.reason, place: outcome.ok ? undefined : postedPlace(field(formData, "page"), field(formData, "reference")) }));
}

export async function chooseZoneAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("booking.zone", [z.unknown(), formDataArgument], [previous, formData]);
  const log = tracedLog(traceFromHeaders(await headers()));
  const token = field(formData, "token") ?? "";
  let outcome: ZoneOutcome | { ok: false; reason: "unavailable" };
  try {
    outcome = await chooseBuyerZone({ ...(await getBookingDependencies()), log }, { token, zone: field(formData, "zone") ?? "" });
  } catch (error) {
    outcome = storeFailed(log, error);
  }
  redirect(bookingResultPath(token, { notice: outcome.ok ? "zone" : outcome.reason, place: postedPlace(field(formData, "page"), field(formData, "reference")) }));
}
