import "server-only";
import { getBookingStore } from "@/features/booking/get-store";
import type { BookingDependencies } from "@/features/booking/service";
import { LINK_UPDATE_COALESCE_MS, type CallChangeDependencies } from "@/features/booking/call-changes";
import { callSettings } from "@/features/booking/slots";
import { businessHours } from "@/platform/business-hours/settings";
import { getDelegationStore } from "@/features/delegation/get-store";
import { getEnv, getLimits } from "@/platform/env";
import { getFormSecret } from "@/features/delegation/submit-dependencies";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { onOutboxTimer } from "@/features/delegation/outbox-delivery";
import { sendDueLinkUpdates } from "@/features/booking/link-updates";
import { logEvent, type Log } from "@/platform/logging/log";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { getTeamStore, listTeamForDisplay } from "@/features/team/get-store";

/** The booking step's parts on this server: the shared stores, this site's secret, hours and address. */
export async function getBookingDependencies(): Promise<BookingDependencies> {
  const messaging = getMessagingConfig();
  const [requests, bookings, team, limiter] = await Promise.all([getDelegationStore(), getBookingStore(), getTeamStore(), getRateLimiter()]);
  return {
    requests,
    bookings,
    team,
    teamForDisplay: listTeamForDisplay,
    secret: getFormSecret(),
    hours: businessHours,
    settings: callSettings,
    now: () => new Date(),
    siteUrl: messaging.siteUrl,
    sendMail: messaging.mail !== "off",
    limiter,
    limits: getLimits().booking,
  };
}

/** The same parts for the changes staff and the site make to booked calls (features/booking/call-owner.ts, link-updates.ts). */
export async function getCallChangeDependencies(): Promise<CallChangeDependencies> {
  return { ...(await getBookingDependencies()), linkUpdateDelayMs: getEnv().MEETING_LINK_UPDATE_DELAY_MS ?? LINK_UPDATE_COALESCE_MS };
}

/**
 * Puts the meeting-link updates due now into the outbox; never throws (the flush endpoint, the timer,
 * after()), a failure is logged and the updates stay owed in the store for the next run.
 */
export async function sendDueLinkUpdatesQuietly(log: Log = logEvent): Promise<number> {
  try {
    return await sendDueLinkUpdates({ ...(await getCallChangeDependencies()), log });
  } catch (error) {
    log("booking.link_updates_failed", { error: error instanceof Error ? error.message.slice(0, 300) : "unknown" }, "error", { error });
    return 0;
  }
}

/**
 * A long-running server sends due link updates on the outbox's timer, and delivers them at once; on Cloud
 * Run the scheduler's call to POST /api/outbox/flush does (app/api/outbox/flush/route.ts). Returns the stop.
 */
export function scheduleLinkUpdates(): () => Promise<void> {
  return onOutboxTimer(async () => (await sendDueLinkUpdatesQuietly()) > 0);
}
