import "server-only";
import { getReminderStore } from "@/features/admin/reminders/get-store";
import { runReminderSweep, type SweepDependencies, type SweptReminder } from "@/features/admin/reminders/sweep";
import { getBookingStore } from "@/features/booking/get-store";
import { getDelegationStore } from "@/features/delegation/get-store";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { onOutboxTimer } from "@/features/delegation/outbox-delivery";
import { getTeamStore } from "@/features/team/get-store";
import { businessHours } from "@/platform/business-hours/settings";
import { logEvent, type Log } from "@/platform/logging/log";

/** The sweep's parts on this server: the shared stores, the team's hours, SALES_INBOX and the site's address. */
export async function getSweepDependencies(now: () => Date = () => new Date(), log: Log = logEvent): Promise<SweepDependencies> {
  const messaging = getMessagingConfig();
  const [requests, bookings, team, reminders] = await Promise.all([getDelegationStore(), getBookingStore(), getTeamStore(), getReminderStore()]);
  return { requests, bookings, team, reminders, hours: businessHours, salesInbox: messaging.salesInbox, siteUrl: messaging.siteUrl, now, log };
}

/**
 * Writes the reminders due now into the outbox; never throws (the flush endpoint, the outbox's timer), a
 * failure is logged and the next sweep, a minute later, finds the same reminders still unwritten.
 */
export async function sweepRemindersQuietly(log: Log = logEvent): Promise<SweptReminder[]> {
  try {
    // With e-mail off on this server nothing could deliver them; the desk still shows what is due.
    if (getMessagingConfig().mail === "off") return [];
    return await runReminderSweep(await getSweepDependencies(undefined, log));
  } catch (error) {
    log("reminders.sweep_failed", { error: error instanceof Error ? error.message.slice(0, 300) : "unknown" }, "error", { error });
    return [];
  }
}

/**
 * A long-running server sweeps on the outbox's timer and delivers what it wrote at once; on Cloud Run the
 * scheduler's call to POST /api/outbox/flush does (app/api/outbox/flush/route.ts). Returns the stop.
 */
export function scheduleReminderSweep(): () => Promise<void> {
  return onOutboxTimer(async () => (await sweepRemindersQuietly()).some((item) => item.written));
}
