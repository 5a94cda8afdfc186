import { z } from "zod";

/*
 * Who may manage the team. Owners manage it (roles, removals, and the admin area's irreversible steps:
 * erasing a visitor's data, deleting a request, exporting the requests); members work the desk. Pure, so
 * both stores and the commands apply one rule, and its tests need no store.
 */

export const teamRoles = ["owner", "member"] as const;
export type TeamRole = (typeof teamRoles)[number];

export const teamRoleSchema = z.enum(teamRoles);

/**
 * The role of an admin the directory has no role for: one who signed in before roles existed, or was made
 * by `admin:create` / `admin:grant` without `--role`. Owner, so nobody loses access at the upgrade.
 */
export const defaultRole: TeamRole = "owner";

/** What the rule needs of a directory entry. */
export interface RoleHolder {
  readonly email: string;
  readonly role: TeamRole;
  /** ISO 8601 of their removal; null while they are on the team. */
  readonly removedAt: string | null;
}

export const isCurrent = (member: RoleHolder): boolean => member.removedAt === null;
export const isOwner = (member: RoleHolder | null | undefined): boolean => !!member && isCurrent(member) && member.role === "owner";

/** Why a change is refused: it would leave the team with no owner, or names nobody on the team. */
export type TeamChangeProblem = "last-owner" | "not-on-team";

/** A change of the directory: `email` gets `role`, or (role null) leaves the team. */
export interface TeamChange {
  readonly email: string;
  readonly role: TeamRole | null;
  /** The commands' `--force`: an operator may leave the team without an owner (and make one again later). */
  readonly force?: boolean;
}

/**
 * Whether the change may be made to the team as it stands: the last owner can be neither removed nor made
 * a member, unless forced. Removing someone not on the team is refused; giving a role to someone not (or
 * no longer) on it adds them.
 */
export function teamChangeProblem(team: readonly RoleHolder[], change: TeamChange): TeamChangeProblem | null {
  const target = team.find((member) => member.email === change.email && isCurrent(member));
  if (change.role === null && !target) return "not-on-team";
  if (change.force || !isOwner(target) || change.role === "owner") return null;
  const otherOwners = team.filter((member) => member.email !== change.email && isOwner(member));
  return otherOwners.length === 0 ? "last-owner" : null;
}

/** What the audit trail records: who did what to whom, and when. */
export type TeamAuditAction = "role" | "removed" | "invited";

export interface TeamAuditEntry {
  /** ISO 8601. */
  readonly at: string;
  /** The admin who did it (their e-mail), or the command that did it (e.g. "admin:create"). */
  readonly by: string;
  readonly action: TeamAuditAction;
  /** Whom it was done to: their e-mail. */
  readonly subject: string;
  /** The role given (action "role" or "invited"); null for a removal. */
  readonly role: TeamRole | null;
}

/** How many entries the team page shows and the stores return, newest first. */
export const AUDIT_SHOWN = 50;
