/** @jest-environment node */
import { randomBytes } from "node:crypto";
import type { Firestore } from "firebase-admin/firestore";
import { bookCall, bookingLinkFor, loadBookingView, type BookingDependencies } from "@/features/booking/service";
import { callSettings } from "@/features/booking/slots";
import { createFirestoreBookingStore } from "@/features/booking/firestore";
import { createSqliteBookingStore } from "@/features/booking/sqlite";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { defaultLimits } from "@/platform/config/limits";
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreRateLimitStore } from "@/platform/rate-limit/firestore";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";
import { londonHours } from "../unit/platform/business-hours/london-hours";
import { describeOnEveryStore } from "../support/firestore-emulator";
import { newRequest } from "./delegation-store-contract";

// Wednesday March 25, 2026, 10:00 GMT: the first free call is at 14:00 (four business hours' notice).
const created = new Date("2026-03-25T10:00:00Z");
const profile = { name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] } as const;

type Parts = Pick<BookingDependencies, "requests" | "bookings" | "team" | "limiter">;

/**
 * The booking step's reads on each store: the link the form's answer issues names the request's key (read in one
 * get on Firestore), links issued elsewhere or before it name the id alone (a query there); both open the same view.
 */
function describeBookingLinks(name: string, makeParts: (options?: { now: () => Date }) => Promise<Parts>): void {
  describe(`the booking link's reads: ${name}`, () => {
    it("opens the same view from a link with the request's key and from an old link without it, held times included", async () => {
      const now = () => created;
      const parts = await makeParts({ now });
      await parts.team.update("ann@openseat.example", { ...profile, name: "Ann Agent" });
      const secret = randomBytes(32);
      const deps: BookingDependencies = {
        ...parts,
        secret,
        hours: londonHours,
        settings: callSettings,
        now,
        siteUrl: new URL("https://www.openseat.example"),
        sendMail: false,
        limits: defaultLimits.booking,
        log: () => undefined,
      };
      const buyer = async (key: string) => {
        const { request } = await parts.requests.create(newRequest({ timeZone: "Europe/London" }, key));
        return { request, keyed: bookingLinkFor(secret, request, londonHours, callSettings, key), old: bookingLinkFor(secret, request, londonHours, callSettings) };
      };
      const first = await buyer("post-first");
      const second = await buyer("post-second");
      expect(first.keyed).not.toBe(first.old);

      const keyed = await loadBookingView(deps, first.keyed);
      const old = await loadBookingView(deps, first.old);
      expect(keyed).toMatchObject({ state: "open", request: first.request });
      expect({ ...old, token: "" }).toEqual({ ...keyed, token: "" });

      // Another buyer takes the first free time with an old link: both of the first buyer's links stop offering it.
      const taken = keyed.state === "open" ? keyed.slots[0]!.start.toISOString() : "";
      expect(await bookCall(deps, { token: second.old, intent: "book", start: taken, kind: "video" })).toMatchObject({ ok: true });
      for (const token of [first.keyed, first.old]) {
        const view = await loadBookingView(deps, token);
        expect(view.state === "open" && view.slots.map((slot) => slot.start.toISOString())).not.toContain(taken);
      }
      expect(await loadBookingView(deps, second.keyed)).toMatchObject({ state: "open", booking: { start: taken } });

      await parts.requests.delete(first.request.id);
      for (const token of [first.keyed, first.old]) expect(await loadBookingView(deps, token)).toEqual({ state: "stopped", reason: "erased" });
    });
  });
}

function firestoreParts(db: Firestore, options?: { now: () => Date }): Parts {
  return {
    requests: createFirestoreDelegationStore(db, options),
    bookings: createFirestoreBookingStore(db),
    team: createFirestoreTeamStore(db),
    limiter: createRateLimiter(createFirestoreRateLimitStore(db), () => created.getTime()),
  };
}

describeOnEveryStore<Parts, { now: () => Date }>(describeBookingLinks, {
  sqlite: (options) => {
    const db = openDatabase(".", ":memory:");
    return {
      requests: createSqliteDelegationStore(db, options),
      bookings: createSqliteBookingStore(db),
      team: createSqliteTeamStore(db),
      limiter: createRateLimiter(createSqliteRateLimitStore(db), () => created.getTime()),
    };
  },
  firestore: (db, options) => firestoreParts(db, options),
});
