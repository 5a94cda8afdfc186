"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { z } from "zod";
import { redirect } from "next/navigation";
import { bookingResultPath, chosenZone } from "@/features/booking/display";
import { getBookingDependencies } from "@/features/booking/runtime";
import { bookCall, cancelCall, type BookingOutcome, type CancelOutcome } from "@/features/booking/service";
import { tracedLog } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { deliverOutboxQuietly } from "@/features/outbox/runtime";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === "string" ? value : undefined;
};

/**
 * The booking step's two posts, used with and without JavaScript alike. Each answers with a redirect to
 * the link's own page, whatever came of it, so a reload never posts again and the page says what happened.
 */
export async function bookCallAction(previous: null, formData: FormData): Promise<null> {
  // Posted through ActionForm, with or without JavaScript: the form's state (always null) comes first.
  parseActionArguments("booking.book", [z.unknown(), formDataArgument], [previous, formData]);
  const log = tracedLog(traceFromHeaders(await headers()));
  const token = field(formData, "token") ?? "";
  let outcome: BookingOutcome;
  try {
    outcome = await bookCall(
      { ...(await getBookingDependencies()), log },
      { token, intent: field(formData, "intent"), start: field(formData, "start"), kind: field(formData, "kind"), phone: field(formData, "phone") },
    );
  } catch (error) {
    log("booking.store_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    outcome = { ok: false, reason: "unavailable" };
  }
  // After the response: the buyer's answer never waits on the mail server; the messages are already stored.
  if (outcome.ok) after(() => deliverOutboxQuietly(log));
  const zone = chosenZone(field(formData, "zone"));
  redirect(bookingResultPath(token, outcome.ok ? { zone, notice: outcome.change } : { zone, notice: outcome.reason, ...(outcome.near ? { near: outcome.near } : {}) }));
}

export async function cancelCallAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("booking.cancel", [z.unknown(), formDataArgument], [previous, formData]);
  const log = tracedLog(traceFromHeaders(await headers()));
  const token = field(formData, "token") ?? "";
  let outcome: CancelOutcome | { ok: false; reason: "unavailable" };
  try {
    outcome = await cancelCall({ ...(await getBookingDependencies()), log }, token);
  } catch (error) {
    log("booking.store_failed", { error: error instanceof Error ? error.message.slice(0, 200) : "unknown" }, "error", { error });
    outcome = { ok: false, reason: "unavailable" };
  }
  if (outcome.ok) after(() => deliverOutboxQuietly(log));
  redirect(bookingResultPath(token, { zone: chosenZone(field(formData, "zone")), notice: outcome.ok ? "canceled" : outcome.reason }));
}
