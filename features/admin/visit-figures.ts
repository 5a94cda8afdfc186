import "server-only";
import { dayKeyAt, firstKeptDay } from "@/features/analytics/day-key";
import { getFiguresStore } from "@/features/analytics/get-store";
import { buildFiguresReport, figuresCsvRows, LONGEST_SERIES_DAYS, type FiguresReport } from "@/features/analytics/report";
import { toCsv } from "@/features/admin/csv";
import { requireAdmin } from "@/features/auth/require-admin";
import { addDays } from "@/platform/business-hours/calendar-date";
import { businessHours } from "@/platform/business-hours/settings";

/**
 * The admin area's only way to the visit figures: each function checks the session first, so a page or
 * route reached around the proxy still reads nothing without one.
 */
export async function readFiguresReport(now: Date = new Date()): Promise<FiguresReport> {
  await requireAdmin();
  const today = dayKeyAt(now, businessHours.timeZone);
  const rows = await (await getFiguresStore()).read(addDays(today, 1 - LONGEST_SERIES_DAYS), today);
  return buildFiguresReport(rows, today);
}

/** Every counter still kept, as CSV: day, dimension, value, count. */
export async function figuresCsv(now: Date = new Date()): Promise<string> {
  await requireAdmin();
  const today = dayKeyAt(now, businessHours.timeZone);
  const rows = await (await getFiguresStore()).read(firstKeptDay(today), today);
  return toCsv(["Day", "Dimension", "Value", "Count"], figuresCsvRows(rows));
}
