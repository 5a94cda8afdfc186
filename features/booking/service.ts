import "server-only";
import { z } from "zod";
import { chosenZone } from "@/features/booking/display";
import { issueBookingLink, verifyBookingLink } from "@/features/booking/link-token";
import { callMessages, composeStaffCallMail, type CallChange, type CallMailContext } from "@/features/booking/messages";
import {
  availability,
  bookingWindowEnd,
  checkSlot,
  nearestSlots,
  type CallSettings,
  type NoSlotsReason,
  type Slot,
  type SlotContext,
  type SlotRefusal,
} from "@/features/booking/slots";
import { callKinds, type Booking, type BookingStore, type CallKind, type HeldSlot } from "@/features/booking/store";
import { buyerDisplayZone } from "@/platform/business-hours/display-zone";
import type { BusinessHours } from "@/platform/business-hours/settings";
import type { DelegationRequest, DelegationRequestStore } from "@/features/delegation/store";
import type { BookingLimits } from "@/platform/config/limits";
import { logEvent, type Log } from "@/platform/logging/log";
import type { OutboxDraft } from "@/features/outbox/store";
import type { RateLimiter } from "@/platform/rate-limit/limiter";
import type { TeamMember, TeamStore } from "@/features/team/store";
import { usableMeetingLink } from "@/features/team/meeting-link";
import { isOfferedToBuyers } from "@/features/team/profile";
import { callTakerOf } from "@/features/booking/call-taker";

/**
 * The booking step's server side: what a link may show, and the one POST that books, moves or cancels a
 * call. Every input is checked here (the token, the time against the rules, the phone number), whatever
 * the page offered, since a post can say anything.
 */

export interface BookingDependencies {
  readonly requests: DelegationRequestStore;
  readonly bookings: BookingStore;
  readonly team: TeamStore;
  /**
   * The team as the link's view shows it (who takes calls, their hours): read recently rather than on every view
   * (features/team/get-store.ts listTeamForDisplay); the store's list when not given. Booking reads the store.
   */
  readonly teamForDisplay?: () => Promise<TeamMember[]>;
  readonly secret: Buffer;
  readonly hours: BusinessHours;
  readonly settings: CallSettings;
  readonly now: () => Date;
  /** The site's public address: the links in the e-mails and the UIDs' host. */
  readonly siteUrl: URL;
  /** False when e-mail is off on this server: the call is booked all the same. */
  readonly sendMail: boolean;
  /** Counts each link's changes in the shared store, so every server process sees the same count. */
  readonly limiter: RateLimiter;
  readonly limits: BookingLimits;
  readonly log?: Log;
}

export type StoppedReason = "malformed" | "tampered" | "expired" | "erased" | "over";

export type BookingView =
  | { readonly state: "stopped"; readonly reason: StoppedReason }
  | {
      readonly state: "open";
      readonly token: string;
      readonly request: DelegationRequest;
      readonly booking: Booking | null;
      readonly admin: TeamMember | null;
      readonly slots: readonly Slot[];
      /** Why there are no slots, when there are none: the page never calls "nobody takes calls" fully booked. */
      readonly empty: NoSlotsReason | null;
      /** The buyer's zone: the one they last chose here, else the form's, else the team's (buyerZoneOf). */
      readonly zone: string;
    };

/** The path of a request's booking page: the e-mails link to it, the confirmation page posts from it. */
export function bookingPath(token: string): string {
  return `/book/${token}`;
}

/**
 * The signed link for a stored request: valid to the close of its booking window. `key`: the request's
 * idempotency key, where the caller has it (the form's answer), so opening the link reads the request in one get.
 */
export function bookingLinkFor(secret: Buffer, request: Pick<DelegationRequest, "id" | "createdAt">, hours: BusinessHours, settings: CallSettings, key?: string): string {
  const expiresAt = bookingWindowEnd(new Date(request.createdAt), hours, settings).getTime();
  return issueBookingLink(secret, { requestId: request.id, expiresAt, ...(key ? { key } : {}) });
}

/**
 * Who may take the request's call: its owner alone when it has one, otherwise every admin offered to buyers
 * (they take calls and gave a name: features/team/profile.ts isOfferedToBuyers).
 */
function takersFor(request: DelegationRequest, team: readonly TeamMember[]): TeamMember[] {
  const callers = team.filter(isOfferedToBuyers);
  return request.owner ? callers.filter((member) => member.email === request.owner) : callers;
}

/** The buyer's zone: the one they last chose on the booking step (checked again), else the form's, else the team's. */
export function buyerZoneOf(request: Pick<DelegationRequest, "timeZone">, chosen: string | null, hours: BusinessHours): string {
  return chosenZone(chosen) ?? buyerDisplayZone(request.timeZone, hours).timeZone;
}

/**
 * The booked times of the window from now to `windowEnd`: read beside the request when the link says where its
 * window closes (its expiry is that close), so the page waits one round of reads; read again in the rare case
 * the request's window reaches further than the link's (the hours changed since it was issued).
 */
async function heldIn(deps: BookingDependencies, now: Date, windowEnd: Date, early: EarlyHeld | null): Promise<readonly HeldSlot[]> {
  if (!early || early.until < windowEnd.getTime()) return deps.bookings.heldBetween(now.toISOString(), windowEnd.toISOString());
  // The same times the read of [now, windowEnd) gives: the early read began a moment before and may end later.
  const [from, to] = [now.getTime(), windowEnd.getTime()];
  return (await early.held).filter((slot) => Date.parse(slot.start) >= from && Date.parse(slot.start) < to);
}

/** The held times read beside the request, from a moment before now until `until`. */
interface EarlyHeld {
  readonly until: number;
  readonly held: Promise<readonly HeldSlot[]>;
}

async function slotContext(
  deps: BookingDependencies,
  request: DelegationRequest,
  team: readonly TeamMember[],
  buyerZone: string,
  early: EarlyHeld | null = null,
): Promise<SlotContext> {
  const now = deps.now();
  const requestedAt = new Date(request.createdAt);
  const windowEnd = bookingWindowEnd(requestedAt, deps.hours, deps.settings);
  const held = await heldIn(deps, now, windowEnd, early);
  return {
    now,
    requestedAt,
    hours: deps.hours,
    settings: deps.settings,
    takers: takersFor(request, team).map((member) => callTakerOf(member, deps.hours)),
    booked: held.map((slot) => ({ admin: slot.admin, start: new Date(slot.start), end: new Date(slot.end) })),
    buyerZone,
  };
}

type Opened =
  | { readonly ok: false; readonly reason: StoppedReason }
  | { readonly ok: true; readonly request: DelegationRequest; readonly booking: Booking | null };

/** What the link's request and call allow: an erased request, or a call already over, stops the link. */
function openedFrom(request: DelegationRequest | null, booking: Booking | null, now: Date): Opened {
  if (!request) return { ok: false, reason: "erased" };
  if (booking?.status === "booked" && Date.parse(booking.end) <= now.getTime()) return { ok: false, reason: "over" };
  return { ok: true, request, booking };
}

async function open(deps: BookingDependencies, token: unknown): Promise<Opened> {
  const now = deps.now();
  const check = verifyBookingLink(deps.secret, token, now.getTime());
  if (!check.ok) return { ok: false, reason: check.reason };
  const request = await deps.requests.get(check.link.requestId, check.link.key);
  return openedFrom(request, request ? await deps.bookings.get(request.id) : null, now);
}

export async function loadBookingView(deps: BookingDependencies, token: string): Promise<BookingView> {
  const now = deps.now();
  const check = verifyBookingLink(deps.secret, token, now.getTime());
  if (!check.ok) return { state: "stopped", reason: check.reason };
  const { requestId, key, expiresAt } = check.link;
  // Every read the view needs hangs on the link alone (its request id and key, and its expiry, the close of
  // the request's booking window), so they go out together: the confirmation page every new request lands on
  // waits one round of store reads, not two. The held times of a link whose request is gone are read for nothing.
  const held = deps.bookings.heldBetween(now.toISOString(), new Date(expiresAt).toISOString());
  // Settled here, not only when awaited: a request that stops the link leaves it unread.
  held.catch(() => undefined);
  const [request, { booking, chosenZone: chosen }, team] = await Promise.all([
    deps.requests.get(requestId, key),
    deps.bookings.callAndZone(requestId),
    deps.teamForDisplay?.() ?? deps.team.list(),
  ]);
  const opened = openedFrom(request, booking, now);
  if (!opened.ok) return { state: "stopped", reason: opened.reason };
  const zone = buyerZoneOf(opened.request, chosen, deps.hours);
  const { slots, empty } = availability(await slotContext(deps, opened.request, team, zone, { until: expiresAt, held }));
  const admin = opened.booking ? (team.find((member) => member.email === opened.booking!.admin) ?? null) : null;
  return { state: "open", token, request: opened.request, booking: opened.booking, admin, slots, empty, zone };
}

const phonePattern = /^\+?[\d\s().-]+$/;

/** What the form posts. The zone only says how the answer is shown; the time is an instant either way. */
export const bookingPostSchema = z.object({
  token: z.string().max(400),
  intent: z.enum(["book", "move"]),
  start: z.string().max(40).optional(),
  kind: z.enum(callKinds).catch("phone"),
  phone: z.string().max(64).optional(),
});

export type BookingRefusal = SlotRefusal | StoppedReason | "no-time" | "phone-required" | "phone-invalid" | "same-time" | "was-canceled" | "unavailable" | "too-many";

export type BookingOutcome =
  | { readonly ok: true; readonly change: Exclude<CallChange, "canceled">; readonly booking: Booking }
  | { readonly ok: false; readonly reason: BookingRefusal; readonly near?: string };

function readPhone(kind: CallKind, value: string | undefined): { ok: true; phone: string | null } | { ok: false; reason: "phone-required" | "phone-invalid" } {
  if (kind === "video") return { ok: true, phone: null };
  const phone = (value ?? "").replace(/\s+/g, " ").trim();
  if (phone === "") return { ok: false, reason: "phone-required" };
  const digits = phone.replace(/\D/g, "").length;
  if (!phonePattern.test(phone) || digits < 6 || digits > 15) return { ok: false, reason: "phone-invalid" };
  return { ok: true, phone };
}

/** What every e-mail about the request's call needs besides the call: the request, the admin, the links. */
export function mailContext(deps: Pick<BookingDependencies, "siteUrl" | "hours" | "settings">, request: DelegationRequest, admin: Pick<TeamMember, "email" | "name">, token: string): CallMailContext {
  return {
    request,
    admin,
    manageUrl: new URL(bookingPath(token), deps.siteUrl).toString(),
    bookingClosesAt: bookingWindowEnd(new Date(request.createdAt), deps.hours, deps.settings),
    adminRequestUrl: new URL(`/admin/requests/${encodeURIComponent(request.id)}`, deps.siteUrl).toString(),
    teamUrl: new URL("/admin/team", deps.siteUrl).toString(),
    host: deps.siteUrl.hostname,
    hours: deps.hours,
  };
}

/** Each admin's link as buyers may be sent it: a link stored before the rule on links existed, and failing it, is none. */
export function meetingUrlsOf(team: readonly TeamMember[]): Record<string, string> {
  return Object.fromEntries(team.map((member) => [member.email, usableMeetingLink(member.meetingUrl)]));
}

export function memberOrPlaceholder(team: readonly TeamMember[], email: string): TeamMember {
  return team.find((member) => member.email === email) ?? { email, name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [], joinedAt: "", role: "member", removedAt: null, morningDigest: false };
}

/** Books the request's call, or moves it; refusals name why, and where a time was refused, the one it was. */
export async function bookCall(deps: BookingDependencies, posted: unknown): Promise<BookingOutcome> {
  const log = deps.log ?? logEvent;
  const parsed = bookingPostSchema.safeParse(posted);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const input = parsed.data;
  const opened = await open(deps, input.token);
  if (!opened.ok) return { ok: false, reason: opened.reason };
  const { request, booking: current } = opened;
  if (input.intent === "move" && current?.status !== "booked") return { ok: false, reason: "was-canceled" };
  const startTime = input.start ? Date.parse(input.start) : Number.NaN;
  if (!input.start || Number.isNaN(startTime)) return { ok: false, reason: "no-time" };
  const start = new Date(startTime);
  const phone = readPhone(input.kind, input.phone);
  if (!phone.ok) return { ok: false, reason: phone.reason, near: start.toISOString() };
  if (current?.status === "booked" && Date.parse(current.start) === start.getTime()) return { ok: false, reason: "same-time", near: start.toISOString() };

  const [team, chosen] = await Promise.all([deps.team.list(), deps.bookings.chosenZone(request.id)]);
  // The buyer's day is read on the zone kept in the store, whatever the post says: the page showed that one.
  const context = await slotContext(deps, request, team, buyerZoneOf(request, chosen, deps.hours));
  const check = checkSlot(start, context);
  if (!check.ok) {
    log("booking.refused", { reason: check.reason }, "warn");
    return { ok: false, reason: check.reason, near: start.toISOString() };
  }
  if (!(await withinChangeLimit(deps, request.id, log))) return { ok: false, reason: "too-many", near: start.toISOString() };
  const rotate = request.owner === null;
  const result = await deps.bookings.book({
    requestId: request.id,
    candidates: check.slot.admins,
    rotate,
    start: check.slot.start.toISOString(),
    end: check.slot.end.toISOString(),
    kind: input.kind,
    phone: phone.phone,
    meetingUrls: meetingUrlsOf(team),
    at: deps.now().toISOString(),
    outbox: (booking, previous) => {
      if (!deps.sendMail) return [];
      const change = previous?.status === "booked" ? "rescheduled" : "booked";
      const drafts: OutboxDraft[] = callMessages(mailContext(deps, request, memberOrPlaceholder(team, booking.admin), input.token), booking, change);
      // Moved to another admin (the request changed hands): the first one's calendar loses the event.
      if (previous?.status === "booked" && previous.admin !== booking.admin) {
        const handed = { ...previous, status: "canceled" as const, sequence: booking.sequence };
        const to = memberOrPlaceholder(team, booking.admin);
        drafts.push(composeStaffCallMail(mailContext(deps, request, memberOrPlaceholder(team, previous.admin), input.token), handed, "handed-away", { to }));
      }
      return drafts;
    },
  });
  if (!result.ok) {
    log("booking.refused", { reason: result.reason }, "warn");
    return { ok: false, reason: result.reason, near: start.toISOString() };
  }
  const change = result.previous?.status === "booked" ? "rescheduled" : "booked";
  // The call's admin answers the request from now on, unless someone already does.
  if (rotate) await deps.requests.assign(request.id, result.booking.admin, "system");
  log(`booking.${change}`, { reference: request.reference, kind: result.booking.kind, sequence: result.booking.sequence });
  return { ok: true, change, booking: result.booking };
}

export type CancelOutcome = { readonly ok: true; readonly booking: Booking } | { readonly ok: false; readonly reason: StoppedReason | "not-booked" | "too-many" };

/**
 * Counts one change of the request's call (booking, move or cancellation) against the link's daily
 * limit; false once it is spent. Only a post that would change something is counted.
 */
async function withinChangeLimit(deps: BookingDependencies, requestId: string, log: Log): Promise<boolean> {
  const decision = await deps.limiter.consume(deps.limits.changes, requestId);
  if (!decision.allowed) log("booking.refused", { reason: "too-many" }, "warn");
  return decision.allowed;
}

export async function cancelCall(deps: BookingDependencies, token: unknown): Promise<CancelOutcome> {
  const opened = await open(deps, token);
  if (!opened.ok) return { ok: false, reason: opened.reason };
  const { request, booking } = opened;
  if (booking?.status !== "booked") return { ok: false, reason: "not-booked" };
  if (!(await withinChangeLimit(deps, request.id, deps.log ?? logEvent))) return { ok: false, reason: "too-many" };
  const team = await deps.team.list();
  const canceled = await deps.bookings.cancel(request.id, deps.now().toISOString(), (booking) =>
    deps.sendMail ? callMessages(mailContext(deps, request, memberOrPlaceholder(team, booking.admin), String(token)), booking, "canceled") : [],
  );
  // The store moved the request's reply due time in the cancellation's own write (BookingStore.cancel).
  if (!canceled) return { ok: false, reason: "not-booked" };
  (deps.log ?? logEvent)("booking.canceled", { reference: request.reference, sequence: canceled.sequence });
  return { ok: true, booking: canceled };
}

/** What the zone form posts: the link and a zone from the site's list. */
export const zonePostSchema = z.object({ token: z.string().max(400), zone: z.string().max(60) });

export type ZoneOutcome = { readonly ok: true; readonly zone: string } | { readonly ok: false; readonly reason: StoppedReason | "unknown-zone" };

/**
 * Keeps the zone the buyer chose to see times in: from then on every page of their link, on any instance,
 * offers times inside their day on that clock. Not counted against the link's changes: it changes no call.
 */
export async function chooseBuyerZone(deps: BookingDependencies, posted: unknown): Promise<ZoneOutcome> {
  const parsed = zonePostSchema.safeParse(posted);
  if (!parsed.success) return { ok: false, reason: "malformed" };
  const zone = chosenZone(parsed.data.zone);
  if (!zone) return { ok: false, reason: "unknown-zone" };
  const opened = await open(deps, parsed.data.token);
  if (!opened.ok) return { ok: false, reason: opened.reason };
  if (!(await deps.bookings.chooseZone(opened.request.id, zone, deps.now().toISOString()))) return { ok: false, reason: "erased" };
  (deps.log ?? logEvent)("booking.zone_chosen", { reference: opened.request.reference, zone });
  return { ok: true, zone };
}

/** The free slots nearest a refused time: what the refusal offers instead. */
export function nearestTo(slots: readonly Slot[], near: string | null, count = 3): Slot[] {
  const target = near ? new Date(near) : null;
  return target && !Number.isNaN(target.getTime()) ? nearestSlots(slots, target, count) : [];
}
