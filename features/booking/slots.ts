import { addBusinessDays, closingOf, isBusinessDay, msOfDay, openingOf } from "@/platform/business-hours/business-days";
import { addDays, weekdayOf, type CalendarDate, type Weekday } from "@/platform/business-hours/calendar-date";
import type { BusinessHours } from "@/platform/business-hours/settings";
import { instantAt, wallClockAt } from "@/platform/business-hours/zoned-clock";

/**
 * When a buyer may book their first call: the team's business hours cut into calls, from a notice after
 * now to the end of the request's booking window, less holidays, each admin's days off and the calls
 * already booked. Every instant is UTC (Date); zones only say where a day begins and how a time is shown.
 */

/** The numbers the pages promise: change them here and every page, check and e-mail follows. */
export interface CallSettings {
  readonly callMinutes: number;
  /** Business time between now and the earliest call, so the admin can prepare. */
  readonly noticeBusinessHours: number;
  /** Calls can be booked on the request's day and this many business days after it. */
  readonly windowBusinessDays: number;
}

export const callSettings: CallSettings = { callMinutes: 20, noticeBusinessHours: 4, windowBusinessDays: 10 };

/** An admin who may take a call: their identifier and the weekdays (team calendar) they are off. */
export interface CallTaker {
  readonly email: string;
  readonly daysOff: readonly Weekday[];
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
  readonly hours: BusinessHours;
  readonly settings: CallSettings;
  /** Who may take this request's call: its owner alone, or every admin who takes calls. */
  readonly takers: readonly CallTaker[];
  readonly booked: readonly BookedCall[];
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

/** Every start of a call on the day, in the team's zone: from opening, one call after another, the last ending by closing. */
function dayStarts(date: CalendarDate, hours: BusinessHours, settings: CallSettings): Date[] {
  const callMs = settings.callMinutes * minuteMs;
  const starts: Date[] = [];
  for (let time = msOfDay(hours.opens); time + callMs <= msOfDay(hours.closes); time += callMs) {
    starts.push(instantAt(date, time, hours.timeZone));
  }
  return starts;
}

function freeAdmins(start: Date, end: Date, date: CalendarDate, context: SlotContext): string[] {
  const weekday = weekdayOf(date);
  return context.takers
    .filter((taker) => !taker.daysOff.includes(weekday))
    .filter((taker) => !context.booked.some((call) => call.admin === taker.email && call.start < end && call.end > start))
    .map((taker) => taker.email);
}

/** The free slots, earliest first. */
export function freeSlots(context: SlotContext): Slot[] {
  const { hours, settings } = context;
  const earliest = earliestCallStart(context.now, hours, settings);
  const windowEnd = bookingWindowEnd(context.requestedAt, hours, settings);
  const callMs = settings.callMinutes * minuteMs;
  const slots: Slot[] = [];
  const last = wallClockAt(windowEnd, hours.timeZone).date;
  for (let date = wallClockAt(earliest, hours.timeZone).date; date <= last; date = addDays(date, 1)) {
    if (!isBusinessDay(date, hours)) continue;
    for (const start of dayStarts(date, hours, settings)) {
      const end = new Date(start.getTime() + callMs);
      if (start < earliest || end > windowEnd) continue;
      const admins = freeAdmins(start, end, date, context);
      if (admins.length > 0) slots.push({ start, end, admins });
    }
  }
  return slots;
}

export type SlotRefusal = "past" | "too-soon" | "outside-hours" | "beyond-window" | "taken";

export type SlotCheck = { readonly ok: true; readonly slot: Slot } | { readonly ok: false; readonly reason: SlotRefusal };

/**
 * Whether a call can start at `start`, and why not: the reasons go in the order a buyer can act on them,
 * so a time both past and off the grid reads as past.
 */
export function checkSlot(start: Date, context: SlotContext): SlotCheck {
  const { hours, settings } = context;
  if (start.getTime() <= context.now.getTime()) return { ok: false, reason: "past" };
  const date = wallClockAt(start, hours.timeZone).date;
  const onGrid = isBusinessDay(date, hours) && dayStarts(date, hours, settings).some((candidate) => candidate.getTime() === start.getTime());
  if (!onGrid) return { ok: false, reason: "outside-hours" };
  if (start < earliestCallStart(context.now, hours, settings)) return { ok: false, reason: "too-soon" };
  const end = new Date(start.getTime() + settings.callMinutes * minuteMs);
  if (end > bookingWindowEnd(context.requestedAt, hours, settings)) return { ok: false, reason: "beyond-window" };
  const admins = freeAdmins(start, end, date, context);
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
