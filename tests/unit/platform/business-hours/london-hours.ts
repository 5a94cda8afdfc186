import type { BusinessHours } from "@/platform/business-hours/settings";

/**
 * Business hours fixed for the rule tests, apart from the site's settings: the rules must hold whatever
 * the team sets, and replacing the default holidays must not break them. March and April 2026 in London:
 * Friday the 27th is the last working day before the clocks go forward on Sunday the 29th, and Good Friday
 * (April 3) and Easter Monday (April 6) close a four-day weekend.
 */
export const londonHours: BusinessHours = {
  timeZone: "Europe/London",
  days: [1, 2, 3, 4, 5],
  opens: { hour: 9, minute: 0 },
  closes: { hour: 17, minute: 30 },
  holidays: ["2026-04-03", "2026-04-06", "2026-05-25", "2026-12-25", "2026-12-28"],
  replyBusinessDays: 1,
};

/** One business day of these hours: 09:00 to 17:30. */
export const businessDayMs = 8.5 * 60 * 60 * 1000;
