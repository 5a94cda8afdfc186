import { z } from "zod";
import { utcMidnightOf, type CalendarDate, type Weekday } from "@/platform/business-hours/calendar-date";
import type { BusinessHours, ClockTime } from "@/platform/business-hours/settings";
import { otherTimeZone, timeZoneValues } from "@/platform/business-hours/time-zones";
import { wallClockAt } from "@/platform/business-hours/zoned-clock";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";
import { meetingLinkHref } from "@/features/team/meeting-link";
import type { TeamRole } from "@/features/team/roles";

/** When an admin works, on their own clock: the team's hours (platform/business-hours/settings.ts) unless they set their own. */
export interface WorkingHours {
  /** IANA zone of the admin's own clock, one the time-zone list offers. */
  readonly timeZone: string;
  /** From this minute on they take calls; a call ends by `closes`, on the same day (no night shifts). */
  readonly opens: ClockTime;
  readonly closes: ClockTime;
}

/** Days off on the admin's own calendar: one day (start = end) or a range, both ends included. */
export interface DatesOff {
  readonly start: CalendarDate;
  readonly end: CalendarDate;
}

/**
 * One admin as the team directory knows them: who they are, whether they take calls, when they work, and
 * the days they are off. Every admin is in it from their first sign-in (password or Google), so assigning
 * a request to a colleague always has someone to choose.
 */
export interface TeamMember {
  /** The admin's normalized e-mail: their identifier everywhere in the admin area. */
  readonly email: string;
  /** Empty until they set it; the e-mail stands in for it. */
  readonly name: string;
  readonly takesCalls: boolean;
  /** ISO weekdays (Monday 1 … Sunday 7) they do not work every week, on their own calendar, ascending. */
  readonly daysOff: readonly Weekday[];
  /** Their own hours and zone; null follows the team's, so a change of the team's hours reaches them. */
  readonly hours: WorkingHours | null;
  /** Dates off besides the weekly ones, earliest first; ranges that ended before they last saved are dropped. */
  readonly datesOff: readonly DatesOff[];
  /** Their own video meeting address (https), given to buyers who book a video call with them; empty when none. */
  readonly meetingUrl: string;
  /** ISO 8601: their first sign-in. */
  readonly joinedAt: string;
  /** Owner or member (features/team/roles.ts); absent on entries stored before roles, which read as owners. */
  readonly role: TeamRole;
  /** ISO 8601 of their removal from the team, whose notes and history keep their name; null while on it. */
  readonly removedAt: string | null;
  /** Whether the reminder sweep sends them the morning digest (features/admin/reminders/): on until they turn it off. */
  readonly morningDigest: boolean;
}

/** What the profile form changes; without `morningDigest` the stored choice stays (on for a new profile). */
export type TeamProfileChange = Pick<TeamMember, "name" | "takesCalls" | "daysOff" | "meetingUrl" | "hours" | "datesOff"> & { readonly morningDigest?: boolean };

export const weekdays: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 7];

export const weekdayNames: Readonly<Record<Weekday, string>> = {
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
  7: "Sunday",
};

export const MAX_TEAM_NAME_LENGTH = 100;
export { MAX_MEETING_URL_LENGTH } from "@/features/team/meeting-link";

/** The profile's first fields: a name (may be empty), the calls box, the weekly days-off boxes and the meeting link (may be empty). */
export const teamProfileSchema = z.object({
  // Invisible characters are removed (one that is only those is an empty name: the e-mail stands in);
  // a control character is refused, as no one types a line break or an escape into a one-line field.
  name: z
    .string()
    .transform(stripInvisibleCharacters)
    .pipe(z.string().trim().max(MAX_TEAM_NAME_LENGTH).regex(/^\P{Cc}*$/u)),
  takesCalls: z.boolean(),
  daysOff: z
    .array(z.coerce.number().int().min(1).max(7))
    .max(7)
    .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
  // Stored as its href, or refused (features/team/meeting-link.ts): it reaches buyers' e-mails and calendars unescaped.
  meetingUrl: z
    .string()
    .trim()
    .transform((typed, context) => {
      if (typed === "") return "";
      const href = meetingLinkHref(typed);
      if (href === null) context.addIssue({ code: "custom", message: "not a meeting link" });
      return href ?? "";
    }),
});

/** How a member is named in lists: their name, else their e-mail. */
export function displayName(member: Pick<TeamMember, "name" | "email">): string {
  return member.name || member.email;
}

/** Directory order: by shown name, case-insensitively, then e-mail. */
export function byDisplayName(a: TeamMember, b: TeamMember): number {
  return displayName(a).localeCompare(displayName(b), "en", { sensitivity: "base" }) || a.email.localeCompare(b.email);
}

/**
 * Whether buyers are offered calls with the admin. They take calls from their first sign-in (when the
 * directory first has them) and only once they have given a name: every name a buyer sees is a person's,
 * never an address, so an admin who takes calls without a name is left out until they give one.
 */
export function isOfferedToBuyers(member: Pick<TeamMember, "takesCalls" | "name">): boolean {
  return member.takesCalls && member.name.trim() !== "";
}

/** The hours an admin works: their own, or the team's on the team's clock. */
export function workingHoursOf(member: Pick<TeamMember, "hours">, team: BusinessHours): WorkingHours {
  return member.hours ?? { timeZone: team.timeZone, opens: team.opens, closes: team.closes };
}

/** The longest stretch of dates off one entry may hold, counted inclusive: a year, a leap year's included. */
export const MAX_DATES_OFF_DAYS = 366;
/** Entries a profile keeps; past ones are dropped on every save, so this is room for a year of single days off. */
export const MAX_DATES_OFF_ENTRIES = 60;

const clockPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "09:30" as a ClockTime, or null. */
export function parseClockTime(value: string): ClockTime | null {
  const match = clockPattern.exec(value.trim());
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
}

/** A ClockTime as a time input writes it: "09:05". */
export function clockTimeValue(time: ClockTime): string {
  return `${String(time.hour).padStart(2, "0")}:${String(time.minute).padStart(2, "0")}`;
}

const minutesOf = (time: ClockTime) => time.hour * 60 + time.minute;

/** A written date, "2026-04-03", when it is a day on the calendar. */
function calendarDate(value: string): CalendarDate | null {
  const trimmed = value.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return null;
  try {
    utcMidnightOf(trimmed as CalendarDate);
    return trimmed as CalendarDate;
  } catch {
    return null;
  }
}

/** How many days a range holds, both ends counted. */
export function daysInRange(range: DatesOff): number {
  return Math.round((utcMidnightOf(range.end) - utcMidnightOf(range.start)) / 86_400_000) + 1;
}

/** The value a kept range's box posts: "2026-04-01/2026-04-03". */
export function datesOffValue(range: DatesOff): string {
  return `${range.start}/${range.end}`;
}

/** Whether the date is one of the admin's dates off. */
export function isDateOff(date: CalendarDate, datesOff: readonly DatesOff[]): boolean {
  return datesOff.some((range) => range.start <= date && date <= range.end);
}

/**
 * What the profile form posts, bounded before anything reads it; readProfile then checks what each field
 * means. The kept dates off are the stored entries whose box is still ticked; the new entry is its first
 * day and its last (empty for one day).
 */
export const profilePostSchema = z.object({
  name: z.string().max(500),
  takesCalls: z.boolean(),
  daysOff: z.array(z.string().max(2)).max(7),
  meetingUrl: z.string().max(1000),
  timeZone: z.string().max(60),
  opens: z.string().max(10),
  closes: z.string().max(10),
  keptDatesOff: z.array(z.string().max(30)).max(MAX_DATES_OFF_ENTRIES),
  newDatesOffStart: z.string().max(30),
  newDatesOffEnd: z.string().max(30),
  morningDigest: z.boolean().optional(),
});

export type ProfilePost = z.infer<typeof profilePostSchema>;

/** The fields a refusal can point at, each with the reason it names. */
export type ProfileProblem =
  | { readonly field: "name"; readonly reason: "invalid" | "needed-for-calls" }
  | { readonly field: "meetingUrl"; readonly reason: "invalid" }
  | { readonly field: "daysOff"; readonly reason: "invalid" }
  | { readonly field: "timeZone"; readonly reason: "invalid" }
  | { readonly field: "opens" | "closes"; readonly reason: "invalid" }
  | { readonly field: "closes"; readonly reason: "not-after-opens" }
  | { readonly field: "newDatesOffStart"; readonly reason: "invalid" | "past" | "too-many" }
  | { readonly field: "newDatesOffEnd"; readonly reason: "invalid" | "before-start" | "too-long" };

export type ProfileReading = { readonly ok: true; readonly change: TeamProfileChange } | { readonly ok: false; readonly problems: readonly ProfileProblem[] };

export interface ProfileRules {
  /** The team's hours: the default the form starts from, and what "the team's" stores as null. */
  readonly team: BusinessHours;
  /** The admin's profile as stored: only its own dates off can be kept (a post cannot add one unchecked). */
  readonly stored: Pick<TeamMember, "datesOff">;
  readonly now: Date;
}

/**
 * The whole profile as posted, checked field by field, every problem named at once (the form shows each
 * beside its field). Hours equal to the team's are stored as null, so they keep following the team's.
 */
export function readProfile(posted: unknown, rules: ProfileRules): ProfileReading {
  const bounded = profilePostSchema.safeParse(posted);
  // Nothing the form sends fails these bounds: a post that does is no one's profile.
  if (!bounded.success) return { ok: false, problems: [{ field: "name", reason: "invalid" }] };
  const post = bounded.data;
  const problems: ProfileProblem[] = [];
  const base = teamProfileSchema.safeParse({ name: post.name, takesCalls: post.takesCalls, daysOff: post.daysOff, meetingUrl: post.meetingUrl });
  if (!base.success) {
    for (const issue of base.error.issues) {
      const field = issue.path[0];
      if (field === "name" || field === "meetingUrl" || field === "daysOff") problems.push({ field, reason: "invalid" });
    }
  } else if (base.data.takesCalls && base.data.name === "") {
    problems.push({ field: "name", reason: "needed-for-calls" });
  }

  const timeZone = post.timeZone.trim();
  const zoneOk = timeZone !== otherTimeZone && timeZoneValues.has(timeZone);
  if (!zoneOk) problems.push({ field: "timeZone", reason: "invalid" });
  const opens = parseClockTime(post.opens);
  const closes = parseClockTime(post.closes);
  if (!opens) problems.push({ field: "opens", reason: "invalid" });
  if (!closes) problems.push({ field: "closes", reason: "invalid" });
  if (opens && closes && minutesOf(closes) <= minutesOf(opens)) problems.push({ field: "closes", reason: "not-after-opens" });

  // Today on the admin's own calendar: a date off must not start before it.
  const today = wallClockAt(rules.now, zoneOk ? timeZone : rules.team.timeZone).date;
  const storedValues = new Map(rules.stored.datesOff.map((range) => [datesOffValue(range), range]));
  // Only ranges the profile holds can be kept, and a range over by today goes: it can never apply again.
  const kept = [...new Set(post.keptDatesOff)].flatMap((value) => storedValues.get(value) ?? []).filter((range) => range.end >= today);
  const datesOff: DatesOff[] = [...kept];
  const startText = post.newDatesOffStart.trim();
  const endText = post.newDatesOffEnd.trim();
  if (startText !== "" || endText !== "") {
    const start = calendarDate(startText);
    const end = endText === "" ? start : calendarDate(endText);
    if (!start) problems.push({ field: "newDatesOffStart", reason: "invalid" });
    else if (start < today) problems.push({ field: "newDatesOffStart", reason: "past" });
    else if (kept.length >= MAX_DATES_OFF_ENTRIES) problems.push({ field: "newDatesOffStart", reason: "too-many" });
    if (!end) problems.push({ field: "newDatesOffEnd", reason: "invalid" });
    else if (start && end < start) problems.push({ field: "newDatesOffEnd", reason: "before-start" });
    else if (start && daysInRange({ start, end }) > MAX_DATES_OFF_DAYS) problems.push({ field: "newDatesOffEnd", reason: "too-long" });
    if (start && end && problems.every((problem) => !problem.field.startsWith("newDatesOff"))) datesOff.push({ start, end });
  }

  if (problems.length > 0 || !base.success || !opens || !closes) return { ok: false, problems };
  const own: WorkingHours = { timeZone, opens, closes };
  const team = rules.team;
  const followsTeam = timeZone === team.timeZone && minutesOf(opens) === minutesOf(team.opens) && minutesOf(closes) === minutesOf(team.closes);
  return {
    ok: true,
    change: {
      ...base.data,
      hours: followsTeam ? null : own,
      ...(post.morningDigest === undefined ? {} : { morningDigest: post.morningDigest }),
      datesOff: datesOff.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end)),
    },
  };
}

/** The dates off a stored profile may hold: well-formed ranges, start <= end, at most a year, earliest first. */
export function storedDatesOff(value: unknown): DatesOff[] {
  if (!Array.isArray(value)) return [];
  return value
    .flatMap((entry) => {
      if (typeof entry !== "object" || entry === null) return [];
      const start = calendarDate(String((entry as { start?: unknown }).start ?? ""));
      const end = calendarDate(String((entry as { end?: unknown }).end ?? ""));
      return start && end && start <= end ? [{ start, end }] : [];
    })
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** Stored working hours, or null (the team's) for anything that is not a whole, valid set. */
export function storedWorkingHours(value: unknown): WorkingHours | null {
  if (typeof value !== "object" || value === null) return null;
  const { timeZone, opens, closes } = value as { timeZone?: unknown; opens?: unknown; closes?: unknown };
  const clock = (time: unknown): ClockTime | null => {
    if (typeof time !== "object" || time === null) return null;
    const { hour, minute } = time as { hour?: unknown; minute?: unknown };
    return Number.isInteger(hour) && Number.isInteger(minute) && (hour as number) >= 0 && (hour as number) < 24 && (minute as number) >= 0 && (minute as number) < 60
      ? { hour: hour as number, minute: minute as number }
      : null;
  };
  const from = clock(opens);
  const to = clock(closes);
  if (typeof timeZone !== "string" || !timeZoneValues.has(timeZone) || timeZone === otherTimeZone || !from || !to || minutesOf(to) <= minutesOf(from)) return null;
  return { timeZone, opens: from, closes: to };
}
