import type { TeamMember } from "@/features/team/profile";

/**
 * The name an admin gave, for whatever a buyer or a colleague reads as a name (an e-mail's "With", an
 * invitation's organizer, "assigned by"); null when there is none. An address is never shown as a name:
 * "With ana@northwind.test" reads as a system talking, and a name that is itself an address is no better.
 */
export function personName(member: Pick<TeamMember, "name"> | null | undefined): string | null {
  const name = member?.name.trim() ?? "";
  return name === "" || name.includes("@") ? null : name;
}
