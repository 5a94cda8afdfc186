import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import { businessHours } from "@/platform/business-hours/settings";
import { logRequestEvent } from "@/platform/logging/request-log";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { isOfferedToBuyers, readProfile, type ProfileProblem, type TeamMember } from "@/features/team/profile";
import { getTeamStore } from "@/features/team/get-store";
import { noteMeetingLinkChange } from "@/features/booking/link-updates";
import { getCallChangeDependencies } from "@/features/booking/runtime";

/**
 * The admin directory as the admin area reaches it: every function checks the session first. An admin
 * edits only their own profile; the e-mail comes from the session, never from the form. A changed meeting
 * link owes each of their upcoming video calls' buyers an updated invitation (features/booking/link-updates.ts).
 */

export async function listTeam(): Promise<TeamMember[]> {
  await requireAdmin();
  return withoutInvisibleCharacters(await (await getTeamStore()).list());
}

/** The signed-in admin's profile; recorded now if their sign-in predates the directory. */
export async function myProfile(): Promise<TeamMember> {
  const admin = await requireAdmin();
  const store = await getTeamStore();
  await store.record(admin.email);
  return withoutInvisibleCharacters((await store.get(admin.email))!);
}

export type ProfileResult = { readonly ok: true; readonly member: TeamMember } | { readonly ok: false; readonly problems: readonly ProfileProblem[] };

/** Saves the signed-in admin's profile, every field checked (features/team/profile.ts readProfile) against what they have stored. */
export async function updateMyProfile(post: unknown, now: Date = new Date()): Promise<ProfileResult> {
  const admin = await requireAdmin();
  const store = await getTeamStore();
  const stored = (await store.get(admin.email)) ?? { datesOff: [] };
  const reading = readProfile(post, { team: businessHours, stored, now });
  if (!reading.ok) return { ok: false, problems: reading.problems };
  const member = await store.update(admin.email, reading.change);
  await logRequestEvent("admin.profile_updated", { by: admin.email });
  // After the profile is stored: a failure here fails the save, and saving again finds the same calls owed.
  const owed = await noteMeetingLinkChange(await getCallChangeDependencies(), admin.email);
  if (owed > 0) await logRequestEvent("admin.link_updates_owed", { calls: owed, by: admin.email });
  return { ok: true, member };
}

/** Whether an e-mail is an admin the directory knows: only those can be given a request. */
export async function isTeamMember(email: string): Promise<boolean> {
  await requireAdmin();
  return (await (await getTeamStore()).get(email)) !== null;
}

/** Who buyers can book, as the desk warns about it: those offered, and those who take calls but gave no name. */
export interface CallReadiness {
  readonly offered: readonly TeamMember[];
  /** Take calls, yet are not offered until they give a name: the dashboard names them. */
  readonly unnamed: readonly TeamMember[];
}

/** Read from the directory as listTeam gives it (the session already checked there). */
export function callReadinessOf(team: readonly TeamMember[]): CallReadiness {
  return { offered: team.filter(isOfferedToBuyers), unnamed: team.filter((member) => member.takesCalls && !isOfferedToBuyers(member)) };
}
