import type { Database } from "better-sqlite3";
import type { BookingDependencies } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import type { Booking } from "@/features/booking/store";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { TeamStore } from "@/features/team/store";
import { defaultLimits } from "@/platform/config/limits";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { londonHours } from "../../platform/business-hours/london-hours";

/**
 * The booking step's dependencies on real SQLite stores for the unit tests: the London team's hours, the
 * default call settings and limits, mail on, and the clock the test moves.
 */
export function sqliteBookingDependencies(parts: {
  readonly db: Database;
  readonly requests: DelegationRequestStore;
  readonly team: TeamStore;
  readonly secret: Buffer;
  readonly now: () => Date;
}): BookingDependencies {
  const { db, requests, team, secret, now } = parts;
  return {
    requests,
    bookings: createSqliteBookingStore(db),
    team,
    secret,
    hours: londonHours,
    settings: callSettings,
    now,
    siteUrl: new URL("https://www.openseat.example"),
    sendMail: true,
    limiter: createRateLimiter(createSqliteRateLimitStore(db), () => now().getTime()),
    limits: defaultLimits.booking,
    log: () => undefined,
  };
}

/** A video call with Ana on Thursday March 26, 2026, booked the day before, its link not yet sent; each test names what differs. */
export function bookedCall(start: string, more: Partial<Booking> = {}): Booking {
  const end = new Date(Date.parse(start) + callSettings.callMinutes * 60_000).toISOString();
  return {
    requestId: "r1",
    generation: 1,
    admin: "ana@northwind.test",
    start,
    end,
    kind: "video",
    phone: null,
    status: "booked",
    sequence: 0,
    createdAt: "2026-03-25T10:00:00.000Z",
    updatedAt: "2026-03-25T10:00:00.000Z",
    canceledAt: null,
    events: [],
    meetingUrl: "",
    linkUpdateDueAt: null,
    kept: null,
    ...more,
  };
}
