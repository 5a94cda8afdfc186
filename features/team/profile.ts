import { z } from "zod";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";
import { meetingLinkHref } from "@/features/team/meeting-link";

/**
 * One admin as the team directory knows them: who they are, whether they take calls, and the weekdays they
 * are off. Every admin is in it from their first sign-in (password or Google), so assigning a request to a
 * colleague always has someone to choose.
 */
export interface TeamMember {
  /** The admin's normalized e-mail: their identifier everywhere in the admin area. */
  readonly email: string;
  /** Empty until they set it; the e-mail stands in for it. */
  readonly name: string;
  readonly takesCalls: boolean;
  /** ISO weekdays (Monday 1 … Sunday 7) they do not work, ascending. */
  readonly daysOff: readonly Weekday[];
  /** Their own video meeting address (https), given to buyers who book a video call with them; empty when none. */
  readonly meetingUrl: string;
  /** ISO 8601: their first sign-in. */
  readonly joinedAt: string;
}

export type TeamProfileChange = Pick<TeamMember, "name" | "takesCalls" | "daysOff" | "meetingUrl">;

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

/** What the team page posts: a name (may be empty), the calls box, the days-off boxes and the meeting link (may be empty). */
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
