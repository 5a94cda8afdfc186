import "server-only";
import { teamRoleSchema, type TeamChangeProblem, type TeamRole } from "@/features/team/roles";

/** What `--role` reads as for the admin commands: owner when absent, null when it names no role. */
export function commandRole(flag: string | null): TeamRole | null {
  if (flag === null) return "owner";
  const parsed = teamRoleSchema.safeParse(flag.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

/** The commands' words for a refused change of the team. */
export function commandRefusal(reason: TeamChangeProblem, email: string): string {
  return reason === "last-owner"
    ? `${email} is the team's last owner. Make someone else an owner first, or repeat with --force to leave the team without one. Nothing was changed.`
    : `${email} is not on the team. Nothing was changed.`;
}
