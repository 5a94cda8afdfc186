import { addBusinessDays, closingOf, isBusinessDay, msOfDay, openingOf } from "@/platform/business-hours/business-days";
import { addDays, weekdayOf, type CalendarDate, type Weekday } from "@/platform/business-hours/calendar-date";
import type { BusinessHours, ClockTime } from "@/platform/business-hours/settings";
import { instantAt, wallClockAt, zoneClockBetween, type ZoneClock } from "@/platform/business-hours/zoned-clock";

/**
 * When a buyer may book their first call: each admin's own working hours cut into calls, on their own
 * calendar less their days off and the team's holidays, kept only where they fall inside a reasonable day
 * on the buyer's clock, from a notice after now to the end of the request's booking window, less the calls
 * already booked. Every instant is UTC (Date); zones only say where a day begins and how a time is shown.
 */

/** The numbers the pages promise: change them here and every page, check and e-mail follows. */
export interface CallSettings {
  readonly callMinutes: number;
  /** Business time between now and the earliest call, so the admin can prepare. */
  readonly noticeBusinessHours: number;
  /** Calls can be booked on the request's day and this many business days after it. */
  readonly windowBusinessDays: number;
  /** The part of the buyer's own day a call may fall in, on their clock: nobody is offered 4 AM. */
  readonly buyerDay: { readonly from: ClockTime; readonly to: ClockTime };
}

export const callSettings: CallSettings = {
  callMinutes: 20,
  noticeBusinessHours: 4,
  windowBusinessDays: 10,
  buyerDay: { from: { hour: 8, minute: 0 }, to: { hour: 19, minute: 0 } },
};

/** An admin who may take a call, with the hours they work on their own clock. */
export interface CallTaker {
  readonly email: string;
  /** IANA zone of the admin's clock: their hours, weekdays and dates off are read on it. */
  readonly timeZone: string;
  readonly opens: ClockTime;
  readonly closes: ClockTime;
  /** ISO weekdays they work: the team's week less their weekly days off. */
  readonly workdays: readonly Weekday[];
  /** Whole days off on their calendar, both ends included. */
  readonly datesOff: readonly { readonly start: CalendarDate; readonly end: CalendarDate }[];
}

/** A call already booked, holding its admin for its length. */
export interface BookedCall {
  readonly admin: string;
  readonly start: Date;
  readonly end: Date;
}

/** A time a call can start, and the admins free for it, in the order the candidates were given. */
export interface Slot {
  readonly start: Date;
  readonly end: Date;
  readonly admins: readonly string[];
}

export interface SlotContext {
  readonly now: Date;
  /** When the request was stored: its booking window counts from here. */
  readonly requestedAt: Date;
  /** The team's hours: the notice and the window are counted in its business time, holidays on its calendar. */
  readonly hours: BusinessHours;
  readonly settings: CallSettings;
  /** Who may take this request's call: its owner alone, or every admin offered to buyers. */
  readonly takers: readonly CallTaker[];
  readonly booked: readonly BookedCall[];
  /**
   * The buyer's zone: only times inside their day on this clock are offered. Null for a time the buyer chose
   * already (staff moving their call to another admin): their day was checked when they chose it.
   */
  readonly buyerZone: string | null;
}

const minuteMs = 60_000;

/** The instant `ms` of business time after `from`: outside hours the clock stands still. */
export function addBusinessTime(from: Date, ms: number, hours: BusinessHours): Date {
  let remaining = ms;
  let date = wallClockAt(from, hours.timeZone).date;
  for (let step = 0; step <= 366; step += 1, date = addDays(date, 1)) {
    if (!isBusinessDay(date, hours)) continue;
    const start = Math.max(from.getTime(), openingOf(date, hours).getTime());
    const available = closingOf(date, hours).getTime() - start;
    if (available <= 0) continue;
    if (remaining <= available) return new Date(start + remaining);
    remaining -= available;
  }
  throw new Error("No business time in the year ahead: check the business hours' days and holidays");
}

/** The close of the last day a request's call may be on: its link stops working then, unless a call is booked. */
export function bookingWindowEnd(requestedAt: Date, hours: BusinessHours, settings: CallSettings): Date {
  const first = wallClockAt(requestedAt, hours.timeZone).date;
  return closingOf(addBusinessDays(first, settings.windowBusinessDays, hours), hours);
}

/** The earliest a call may start when booked at `now`. */
export function earliestCallStart(now: Date, hours: BusinessHours, settings: CallSettings): Date {
  return addBusinessTime(now, settings.noticeBusinessHours * 60 * minuteMs, hours);
}

/** Whether the admin works on the date, on their own calendar, and the team is not closed for a holiday then. */
function works(taker: CallTaker, date: CalendarDate): boolean {
  return taker.workdays.includes(weekdayOf(date)) && !taker.datesOff.some((range) => range.start <= date && date <= range.end);
}

/**
 * The clocks one reckoning reads (the team's, the buyer's, each admin's), over the window: a page of free
 * times reads them thousands of times, which Intl alone makes cost hundreds of milliseconds.
 */
type Clocks = (timeZone: string) => ZoneClock;

function clocksFor(context: SlotContext): Clocks {
  const from = context.now;
  const to = bookingWindowEnd(context.requestedAt, context.hours, context.settings);
  const made = new Map<string, ZoneClock>();
  return (timeZone) => {
    let clock = made.get(timeZone);
    if (!clock) made.set(timeZone, (clock = zoneClockBetween(timeZone, from < to ? from : to, from < to ? to : from)));
    return clock;
  };
}

/** Holidays are the team's: a call whose start or end falls on one, on the team's calendar, is not offered. */
function onTeamHoliday(start: Date, end: Date, hours: BusinessHours, teamDate: (instant: Date) => CalendarDate): boolean {
  return hours.holidays.includes(teamDate(start)) || hours.holidays.includes(teamDate(new Date(end.getTime() - 1)));
}

/** Whether the call lies inside the buyer's day on their clock, ending by its close on the day it began. */
export function inBuyerDay(start: Date, end: Date, timeZone: string, settings: CallSettings, clock?: ZoneClock): boolean {
  const read = (instant: Date) => (clock ? clock.wallClockAt(instant) : wallClockAt(instant, timeZone));
  const from = read(start);
  const to = read(end);
  const endMs = to.date === from.date ? to.msOfDay : to.msOfDay + 24 * 60 * minuteMs;
  return from.msOfDay >= msOfDay(settings.buyerDay.from) && endMs <= msOfDay(settings.buyerDay.to);
}

/** Every start of a call the admin could take on the date, on their clock: from opening, the last ending by closing. */
function takerStarts(taker: CallTaker, date: CalendarDate, settings: CallSettings, clock: ZoneClock): Date[] {
  const callMs = settings.callMinutes * minuteMs;
  const starts: Date[] = [];
  for (let time = msOfDay(taker.opens); time + callMs <= msOfDay(taker.closes); time += callMs) {
    const start = clock.instantAt(date, time);
    // A time the clocks skip (a spring-forward night) is not on the admin's wall at all.
    if (clock.wallClockAt(start).msOfDay === time) starts.push(start);
  }
  return starts;
}

function isBooked(admin: string, start: Date, end: Date, booked: readonly BookedCall[]): boolean {
  return booked.some((call) => call.admin === admin && call.start < end && call.end > start);
}

/** Why a buyer has no times to choose from, when they have none. */
export type NoSlotsReason =
  /** No admin takes this request's calls: nobody is offered to buyers, or its owner is not. */
  | "nobody-takes-calls"
  /** Admins are free in the window, but never inside the buyer's day on their clock. */
  | "no-overlap"
  /** Every time inside the buyer's day is booked, or the window is (nearly) over. */
  | "none-free";

export interface Availability {
  readonly slots: readonly Slot[];
  readonly empty: NoSlotsReason | null;
}

interface Candidate {
  readonly start: Date;
  readonly end: Date;
  readonly admin: string;
}

/** Every free (admin, start) in the window, the buyer's day not yet applied, in the takers' order. */
function freeCandidates(context: SlotContext, clocks: Clocks): Candidate[] {
  const { hours, settings } = context;
  const earliest = earliestCallStart(context.now, hours, settings);
  const windowEnd = bookingWindowEnd(context.requestedAt, hours, settings);
  if (earliest >= windowEnd) return [];
  const callMs = settings.callMinutes * minuteMs;
  const found: Candidate[] = [];
  const team = clocks(hours.timeZone);
  const teamDate = (instant: Date) => team.wallClockAt(instant).date;
  for (const taker of context.takers) {
    const clock = clocks(taker.timeZone);
    const last = clock.wallClockAt(windowEnd).date;
    for (let date = clock.wallClockAt(earliest).date; date <= last; date = addDays(date, 1)) {
      if (!works(taker, date)) continue;
      for (const start of takerStarts(taker, date, settings, clock)) {
        const end = new Date(start.getTime() + callMs);
        if (start < earliest || end > windowEnd || onTeamHoliday(start, end, hours, teamDate)) continue;
        if (!isBooked(taker.email, start, end, context.booked)) found.push({ start, end, admin: taker.email });
      }
    }
  }
  return found;
}

/** Candidates merged into slots, one per start, earliest first, each naming every admin free then. */
function mergeSlots(candidates: readonly Candidate[]): Slot[] {
  const byStart = new Map<number, { start: Date; end: Date; admins: string[] }>();
  for (const candidate of candidates) {
    const slot = byStart.get(candidate.start.getTime());
    if (slot) slot.admins.push(candidate.admin);
    else byStart.set(candidate.start.getTime(), { start: candidate.start, end: candidate.end, admins: [candidate.admin] });
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The free slots a buyer is offered, and, when there are none, why: the page says the true reason. */
export function availability(context: SlotContext): Availability {
  if (context.takers.length === 0) return { slots: [], empty: "nobody-takes-calls" };
  const clocks = clocksFor(context);
  const candidates = freeCandidates(context, clocks);
  const { buyerZone } = context;
  const buyer = buyerZone === null ? null : clocks(buyerZone);
  const slots = mergeSlots(buyerZone === null || !buyer ? candidates : candidates.filter((candidate) => inBuyerDay(candidate.start, candidate.end, buyerZone, context.settings, buyer)));
  if (slots.length > 0) return { slots, empty: null };
  return { slots, empty: candidates.length > 0 ? "no-overlap" : "none-free" };
}

/** The free slots, earliest first. */
export function freeSlots(context: SlotContext): Slot[] {
  return [...availability(context).slots];
}

export type SlotRefusal = "past" | "too-soon" | "outside-hours" | "beyond-window" | "taken";

export type SlotCheck = { readonly ok: true; readonly slot: Slot } | { readonly ok: false; readonly reason: SlotRefusal };

/** The admins whose working grid has a call starting at `start`, in the takers' order. */
function takersAt(start: Date, context: SlotContext): CallTaker[] {
  const callMs = context.settings.callMinutes * minuteMs;
  return context.takers.filter((taker) => {
    const clock = wallClockAt(start, taker.timeZone);
    const opens = msOfDay(taker.opens);
    const onWall = clock.msOfDay >= opens && (clock.msOfDay - opens) % callMs === 0 && clock.msOfDay + callMs <= msOfDay(taker.closes);
    // The same instant takerStarts gives: of a wall time shown twice (an autumn night), only the first.
    return onWall && works(taker, clock.date) && instantAt(clock.date, clock.msOfDay, taker.timeZone).getTime() === start.getTime();
  });
}

/**
 * Whether a call can start at `start`, and why not: the reasons go in the order a buyer can act on them,
 * so a time both past and off the grid reads as past. A time outside the buyer's day is one "we do not take".
 */
export function checkSlot(start: Date, context: SlotContext): SlotCheck {
  const { hours, settings } = context;
  if (start.getTime() <= context.now.getTime()) return { ok: false, reason: "past" };
  const end = new Date(start.getTime() + settings.callMinutes * minuteMs);
  const onGrid = takersAt(start, context);
  const teamDate = (instant: Date) => wallClockAt(instant, hours.timeZone).date;
  if (onGrid.length === 0 || onTeamHoliday(start, end, hours, teamDate) || (context.buyerZone !== null && !inBuyerDay(start, end, context.buyerZone, settings))) return { ok: false, reason: "outside-hours" };
  if (start < earliestCallStart(context.now, hours, settings)) return { ok: false, reason: "too-soon" };
  if (end > bookingWindowEnd(context.requestedAt, hours, settings)) return { ok: false, reason: "beyond-window" };
  const admins = onGrid.filter((taker) => !isBooked(taker.email, start, end, context.booked)).map((taker) => taker.email);
  return admins.length > 0 ? { ok: true, slot: { start, end, admins } } : { ok: false, reason: "taken" };
}

/** The `count` free slots closest in time to `target`, earliest first: what a refused choice is offered instead. */
export function nearestSlots(slots: readonly Slot[], target: Date, count: number): Slot[] {
  return [...slots]
    .sort((a, b) => Math.abs(a.start.getTime() - target.getTime()) - Math.abs(b.start.getTime() - target.getTime()) || a.start.getTime() - b.start.getTime())
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The slots by day on the reader's calendar, in order: one group (one fieldset) per day. */
export function slotsByDay(slots: readonly Slot[], timeZone: string): { readonly date: CalendarDate; readonly slots: readonly Slot[] }[] {
  const days = new Map<CalendarDate, Slot[]>();
  for (const slot of slots) {
    const date = wallClockAt(slot.start, timeZone).date;
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
