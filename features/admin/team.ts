import "server-only";
import { requireAdmin } from "@/features/auth/require-admin";
import { logRequestEvent } from "@/platform/logging/request-log";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { teamProfileSchema, type TeamMember } from "@/features/team/profile";
import { getTeamStore } from "@/features/team/get-store";

/**
 * The admin directory as the admin area reaches it: every function checks the session first. An admin
 * edits only their own profile; the e-mail comes from the session, never from the form.
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

export type ProfileResult = { readonly ok: true; readonly member: TeamMember } | { readonly ok: false; readonly reason: "invalid" };

export async function updateMyProfile(input: {
  readonly name: string;
  readonly takesCalls: boolean;
  readonly daysOff: readonly string[];
  readonly meetingUrl: string;
}): Promise<ProfileResult> {
  const admin = await requireAdmin();
  const parsed = teamProfileSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const member = await (await getTeamStore()).update(admin.email, parsed.data);
  await logRequestEvent("admin.profile_updated", { by: admin.email });
  return { ok: true, member };
}

/** Whether an e-mail is an admin the directory knows: only those can be given a request. */
export async function isTeamMember(email: string): Promise<boolean> {
  await requireAdmin();
  return (await (await getTeamStore()).get(email)) !== null;
}
