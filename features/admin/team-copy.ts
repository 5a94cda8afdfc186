import type { TeamAuditEntry, TeamRole } from "@/features/team/roles";

/** What a member sees where an owner's control would be. */
export const ownerOnlyCopy = {
  deleteRequest: "Only an owner of the team can delete a request. Ask an owner, listed on the Team page.",
  eraseVisitorData: "Only an owner of the team can erase a visitor's data. Ask an owner, listed on the Team page.",
} as const;

export const roleLabels: Readonly<Record<TeamRole, string>> = { owner: "Owner", member: "Member" };

/** The team page's roles, removals and audit trail. */
export const teamManagementCopy = {
  roleColumn: "Role",
  manageColumn: "Manage",
  roleLabel: (name: string) => `Role of ${name}`,
  changeRole: "Change role",
  removeLink: (name: string) => `Remove ${name}…`,
  you: "You",
  rolesLead: "Owners manage the team and may delete requests, erase a visitor's data and export the requests. Members work the desk.",
  confirmHeading: (name: string) => `Remove ${name} from the team?`,
  confirmText:
    "They are signed out at their next request, and can no longer sign in. Their open leads become unassigned. Each call they have still to come moves to a colleague free at that time, or, if nobody is, is canceled and the buyer is e-mailed a link to book again. Their notes and history stay, with their name.",
  confirmButton: (name: string) => `Yes, remove ${name}`,
  cancel: "Cancel",
  formerHeading: "Former members",
  formerCaption: "Former members, by name",
  formerColumns: { name: "Name", email: "E-mail", removedAt: "Removed" },
  trailHeading: "Changes to the team",
  trailCaption: "Changes to the team, newest first",
  trailColumns: { at: "When", by: "By", change: "Change" },
  trailEmpty: "No changes yet.",
  trailChange: (entry: TeamAuditEntry, subject: string): string => {
    if (entry.action === "removed") return `Removed ${subject}`;
    if (entry.action === "invited") return `Invited ${subject} as ${entry.role === "owner" ? "an owner" : "a member"}`;
    return `Made ${subject} ${entry.role === "owner" ? "an owner" : "a member"}`;
  },
  notices: {
    role: "The role was changed.",
    /** What removal did, naming only what happened: no "0 calls moved". */
    removed: (leads: number, moved: number, canceled: number) => {
      const done = [
        leads > 0 ? `${leads} open ${leads === 1 ? "lead is" : "leads are"} now unassigned` : "",
        moved > 0 ? `${moved} ${moved === 1 ? "call" : "calls"} moved to a colleague free at the same time` : "",
        canceled > 0 ? (canceled === 1 ? "1 call canceled, and its buyer e-mailed a link to book again" : `${canceled} calls canceled, and their buyers e-mailed a link to book again`) : "",
      ].filter(Boolean);
      return done.length > 0 ? `Removed. ${done.join("; ")}.` : "Removed. They had no open leads and no calls to come.";
    },
    "last-owner": "The team needs at least one owner: make someone else an owner first.",
    "not-on-team": "That admin is not on the team (any more).",
    self: "You cannot remove yourself: another owner can.",
    invalid: "That change could not be read. Reload the page and try again.",
    ownersOnly: "Only an owner of the team can change roles or remove colleagues.",
    failed: "The change could not be saved. Try again.",
  },
} as const;

export type TeamNotice = Exclude<keyof typeof teamManagementCopy.notices, "removed"> | "removed";
