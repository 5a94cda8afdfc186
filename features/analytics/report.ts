import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import { addDays } from "@/platform/business-hours/calendar-date";
import { daysEndingWith } from "./day-key";
import { dimensions, type Dimension, type FormStep } from "./dimensions";

/** One daily counter, as the store reads it back (features/analytics/store.ts). */
export interface DailyCount {
  readonly day: CalendarDate;
  readonly dimension: Dimension;
  readonly value: string;
  readonly count: number;
}

export interface DayFigures {
  readonly day: CalendarDate;
  readonly visits: number;
  readonly views: number;
}

export interface RankedValue {
  readonly value: string;
  readonly count: number;
  /** Its share of the dimension's total over the period, 0 to 1. */
  readonly share: number;
}

export interface FunnelStep {
  readonly step: FormStep;
  readonly count: number;
  /** The share of the previous step's forms that did not reach this one, 0 to 1; null for the first step or when the previous counted none. */
  readonly dropOff: number | null;
}

/** What the admin page shows, all computed here so the page only lays it out. */
export interface FiguresReport {
  readonly today: CalendarDate;
  /** The period the rankings and the funnel cover, in days, ending today. */
  readonly periodDays: number;
  readonly last30: readonly DayFigures[];
  readonly last90: readonly DayFigures[];
  readonly topPages: readonly RankedValue[];
  readonly topReferrers: readonly RankedValue[];
  readonly campaigns: readonly RankedValue[];
  /** Viewed, first field focused, stored: each step with its drop-off from the one before. */
  readonly funnel: readonly FunnelStep[];
  /** Forms sent with errors at least once: a detour beside the funnel, not a step every form takes. */
  readonly sentWithError: { readonly count: number; readonly shareOfStarted: number | null };
  readonly storedPerCampaign: readonly RankedValue[];
}

/** Rows listed per ranking; the rest stays in the CSV. */
export const RANKED_ROWS = 10;
export const REPORT_PERIOD_DAYS = 30;
/** The longest series the page draws, which is how far back it reads. */
export const LONGEST_SERIES_DAYS = 90;

function sumBy(rows: readonly DailyCount[], dimension: Dimension, from: CalendarDate): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) {
    if (row.dimension !== dimension || row.day < from) continue;
    totals.set(row.value, (totals.get(row.value) ?? 0) + row.count);
  }
  return totals;
}

/** Largest first; ties in the order of the value, so the page reads the same on every load. */
export function ranked(totals: ReadonlyMap<string, number>, limit: number = RANKED_ROWS): RankedValue[] {
  const all = [...totals.values()].reduce((sum, count) => sum + count, 0);
  return [...totals.entries()]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([value, count]) => ({ value, count, share: all === 0 ? 0 : count / all }));
}

function series(rows: readonly DailyCount[], today: CalendarDate, days: number): DayFigures[] {
  const byDay = new Map<string, { visits: number; views: number }>();
  for (const row of rows) {
    if (row.dimension !== dimensions.visit && row.dimension !== dimensions.view) continue;
    const day = byDay.get(row.day) ?? { visits: 0, views: 0 };
    if (row.dimension === dimensions.visit) day.visits += row.count;
    else day.views += row.count;
    byDay.set(row.day, day);
  }
  return daysEndingWith(today, days).map((day) => ({ day, visits: byDay.get(day)?.visits ?? 0, views: byDay.get(day)?.views ?? 0 }));
}

const dropOff = (previous: number, count: number): number | null => (previous === 0 ? null : Math.max(0, 1 - count / previous));

/** The admin page's figures from the counters of the last 90 days up to `today` (days on the team's calendar). */
export function buildFiguresReport(rows: readonly DailyCount[], today: CalendarDate): FiguresReport {
  const from = addDays(today, 1 - REPORT_PERIOD_DAYS);
  const form = sumBy(rows, dimensions.form, from);
  const step = (name: FormStep) => form.get(name) ?? 0;
  const [viewed, started, stored] = [step("viewed"), step("first-field-focused"), step("stored")];
  return {
    today,
    periodDays: REPORT_PERIOD_DAYS,
    last30: series(rows, today, 30),
    last90: series(rows, today, LONGEST_SERIES_DAYS),
    topPages: ranked(sumBy(rows, dimensions.view, from)),
    topReferrers: ranked(sumBy(rows, dimensions.referrer, from)),
    campaigns: ranked(sumBy(rows, dimensions.campaign, from)),
    funnel: [
      { step: "viewed", count: viewed, dropOff: null },
      { step: "first-field-focused", count: started, dropOff: dropOff(viewed, started) },
      { step: "stored", count: stored, dropOff: dropOff(started, stored) },
    ],
    sentWithError: { count: step("sent-with-error"), shareOfStarted: started === 0 ? null : step("sent-with-error") / started },
    storedPerCampaign: ranked(sumBy(rows, dimensions.storedCampaign, from)),
  };
}

/** The CSV's rows: every counter read, one per day, dimension and value, oldest day first. */
export function figuresCsvRows(rows: readonly DailyCount[]): (readonly [string, string, string, number])[] {
  return [...rows]
    .sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.dimension !== b.dimension ? (a.dimension < b.dimension ? -1 : 1) : a.value < b.value ? -1 : 1))
    .map((row) => [row.day, row.dimension, row.value, row.count] as const);
}
