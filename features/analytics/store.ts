import "server-only";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import type { FigureHit } from "./beacon";
import type { Dimension } from "./dimensions";

/** One daily counter as read back: how many times the value was counted in the dimension that day. */
export interface FigureCount {
  readonly day: CalendarDate;
  readonly dimension: Dimension;
  readonly value: string;
  readonly count: number;
}

/**
 * The figures' daily counters, shared by every instance of the site. Nothing but a day, a dimension, a
 * value and a count is ever stored, so no record can say who was counted.
 */
export interface FiguresStore {
  /**
   * Adds one to each hit's counter on `day`. A value the dimension has not yet counted that day takes a
   * counter of its own only while the day holds fewer than the dimension's cap of them
   * (features/analytics/dimensions.ts); past it the hit counts as "other". Holds however many instances add at once.
   * `expiresAt` is when the day's counters may be deleted (Firestore's TTL field; SQLite purges by day).
   */
  add(day: CalendarDate, hits: readonly FigureHit[], expiresAt: Date): Promise<void>;
  /** Every counter of the days from `from` to `to`, both included, each (day, dimension, value) once. */
  read(from: CalendarDate, to: CalendarDate): Promise<FigureCount[]>;
  /** Deletes the counters of every day before `firstKept`; returns how many days' counters went. */
  purgeBefore(firstKept: CalendarDate): Promise<number>;
}
