import type {
  HeardFrom,
  HoursPerWeek,
  MonthlyBudget,
  OrganisationType,
  RoleId,
  StartTimeline,
} from "@/lib/delegation/options";

/**
 * What a prospect tells us, after validation and normalisation. The zod schema's output
 * satisfies this shape; the stores persist exactly these fields.
 */
export interface DelegationFields {
  readonly fullName: string;
  /** Lower-cased. */
  readonly email: string;
  readonly company: string;
  /** Normalised absolute http(s) URL, or null when not given. */
  readonly website: string | null;
  readonly phone: string | null;
  readonly organisationType: OrganisationType;
  readonly roles: readonly RoleId[];
  /** Task ids from the per-role checklists (see lib/delegation/tasks.ts). */
  readonly tasks: readonly string[];
  /** Free-text tasks not on the checklists; empty string when none. */
  readonly otherTasks: string;
  readonly hoursPerWeek: HoursPerWeek;
  readonly startTimeline: StartTimeline;
  readonly monthlyBudget: MonthlyBudget;
  /** IANA time zone name, e.g. "Europe/London". */
  readonly timeZone: string;
  /** "Anything else"; empty string when none. */
  readonly message: string;
  readonly heardFrom: HeardFrom | null;
}
