import { businessHours } from "@/platform/business-hours/settings";

// Counts a reader takes in at a glance are spelled out; larger ones read better as digits.
const countWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/** A count as a reader takes it in: "three", "12". */
export function countWord(count: number): string {
  return countWords[count] ?? String(count);
}

/** How the pages state a time in business days: "within one business day", "within two business days". */
export function withinBusinessDays(count: number): string {
  return `within ${countWord(count)} business ${count === 1 ? "day" : "days"}`;
}

/** The first reply's promise, worded from the count the reply due times are computed with. */
export const replyPromise = withinBusinessDays(businessHours.replyBusinessDays);
