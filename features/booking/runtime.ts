import "server-only";
import { getBookingStore } from "@/features/booking/get-store";
import type { BookingDependencies } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { businessHours } from "@/platform/business-hours/settings";
import { getDelegationStore } from "@/features/delegation/get-store";
import { getLimits } from "@/platform/env";
import { getFormSecret } from "@/features/delegation/submit-dependencies";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { getTeamStore } from "@/features/team/get-store";

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
