/**
 * How long a delegation request is kept: a number of months after the last contact. Pure, so the
 * stores, the purge script and the privacy policy all count the same way.
 */

/** The moment `months` calendar months after `from` (UTC); the 31st becomes the month's last day. */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Requests whose last contact is before this instant have outlived the retention period. */
export function retentionCutoff(now: Date, months: number): Date {
  return addMonths(now, -months);
}

/** How often a long-running server purges (the embedded store has no TTL of its own). */
export const PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;
