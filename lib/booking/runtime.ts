import "server-only";
import { getBookingStore } from "@/lib/booking/get-store";
import type { BookingDependencies } from "@/lib/booking/service";
import { callSettings } from "@/lib/booking/slots";
import { businessHours } from "@/lib/business-hours/settings";
import { getDelegationStore } from "@/lib/delegation/get-store";
import { getLimits } from "@/lib/env";
import { getFormSecret } from "@/lib/delegation/submit-dependencies";
import { getMessagingConfig } from "@/lib/outbox/runtime";
import { getRateLimiter } from "@/lib/rate-limit/get-store";
import { getTeamStore } from "@/lib/team/get-store";

/** The booking step's parts on this server: the shared stores, this site's secret, hours and address. */
export async function getBookingDependencies(): Promise<BookingDependencies> {
  const messaging = getMessagingConfig();
  const [requests, bookings, team, limiter] = await Promise.all([getDelegationStore(), getBookingStore(), getTeamStore(), getRateLimiter()]);
  return {
    requests,
    bookings,
    team,
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
