import "server-only";
import type { TeamMember, TeamProfileChange } from "@/features/team/profile";
import type { TeamAuditEntry, TeamChangeProblem, TeamRole } from "@/features/team/roles";

export type { TeamMember, TeamProfileChange } from "@/features/team/profile";

/** What an owner's change of the team came to: the member as stored after it, or why it was refused (features/team/roles.ts). */
export type TeamChangeResult = { readonly ok: true; readonly member: TeamMember } | { readonly ok: false; readonly reason: TeamChangeProblem };

/** Who did a change of the team, and whether the last-owner rule is set aside (the commands' `--force`). */
export interface TeamChangeBy {
  readonly by: string;
  readonly force?: boolean;
}

/**
 * The admin directory. Callers pass normalized e-mails (lower-cased, trimmed) and authorize before they
 * call; the store knows nothing about sessions. Role changes and removals check the last-owner rule
 * (features/team/roles.ts teamChangeProblem) against the team as stored, in the same atomic write that
 * makes them and records them on the audit trail.
 */
export interface TeamStore {
  /**
   * Adds the admin with an empty profile and `role` (the owner by default) if they are not in the directory
   * yet; never changes an existing one, a former member included.
   */
  record(email: string, role?: TeamRole): Promise<void>;
  /** The admin, on the team or former (removedAt set); null when the directory never had them. */
  get(email: string): Promise<TeamMember | null>;
  /** Every admin on the team (former members left out), in directory order (features/team/profile.ts byDisplayName). */
  list(): Promise<TeamMember[]>;
  /** Every former member, in directory order: their names stay on the notes and history they left. */
  listFormer(): Promise<TeamMember[]>;
  /** Sets the admin's own profile, adding them if needed; returns it. Never changes their role. */
  update(email: string, change: TeamProfileChange): Promise<TeamMember>;
  /** Gives the admin a role, adding them (or bringing a former member back) as needed; audited when it changes anything. */
  setRole(email: string, role: TeamRole, change: TeamChangeBy): Promise<TeamChangeResult>;
  /** Marks the admin former: off the list and never offered to buyers; their profile stays for their name. Audited. */
  remove(email: string, change: TeamChangeBy): Promise<TeamChangeResult>;
  /** Appends an entry of the kind the store does not make itself (an invitation). */
  audit(entry: TeamAuditEntry): Promise<void>;
  /** The audit trail, newest first, at most `limit` entries. */
  auditTrail(limit: number): Promise<TeamAuditEntry[]>;
}

/** The directory holds a handful of people; listing reads at most this many. */
export const MAX_TEAM_SIZE = 500;
