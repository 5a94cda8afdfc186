import "server-only";
import type { TeamMember, TeamProfileChange } from "@/features/team/profile";

export type { TeamMember, TeamProfileChange } from "@/features/team/profile";

/**
 * The admin directory. Callers pass normalized e-mails (lower-cased, trimmed) and authorize before they
 * call; the store knows nothing about sessions.
 */
export interface TeamStore {
  /** Adds the admin with an empty profile if they are not in the directory yet; never changes an existing one. */
  record(email: string): Promise<void>;
  get(email: string): Promise<TeamMember | null>;
  /** Every admin, in directory order (features/team/profile.ts byDisplayName). */
  list(): Promise<TeamMember[]>;
  /** Sets the admin's own profile, adding them if needed; returns it. */
  update(email: string, change: TeamProfileChange): Promise<TeamMember>;
}

/** The directory holds a handful of people; listing reads at most this many. */
export const MAX_TEAM_SIZE = 500;
