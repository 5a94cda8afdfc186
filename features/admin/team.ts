import "server-only";
import { z } from "zod";
import { requireAdmin } from "@/features/auth/require-admin";
import { requireOwner, roleOf } from "@/features/auth/require-owner";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getFactorStore } from "@/features/auth/factor-store/get-store";
import { revokeGoogleAdminClaim } from "@/features/auth/google-claim";
import { handOffCalls } from "@/features/booking/call-owner";
import { getDelegationStore } from "@/features/delegation/get-store";
import { AUDIT_SHOWN, teamRoleSchema, type TeamAuditEntry, type TeamChangeProblem, type TeamRole } from "@/features/team/roles";
import { businessHours } from "@/platform/business-hours/settings";
import { logRequestEvent } from "@/platform/logging/request-log";
import { withoutInvisibleCharacters } from "@/platform/security/invisible-characters";
import { isOfferedToBuyers, readProfile, type ProfileProblem, type TeamMember } from "@/features/team/profile";
import { getTeamStore } from "@/features/team/get-store";
import { noteMeetingLinkChange } from "@/features/booking/link-updates";
import { getCallChangeDependencies } from "@/features/booking/runtime";
import { getOutboxStore } from "@/features/outbox/get-store";
import { reminderChannels } from "@/features/admin/reminders/outbox-channels";

/**
 * The admin directory as the admin area reaches it: every function checks the session first. An admin
 * edits only their own profile; the e-mail comes from the session, never from the form. A changed meeting
 * link owes each of their upcoming video calls' buyers an updated invitation (features/booking/link-updates.ts).
 */

export async function listTeam(): Promise<TeamMember[]> {
  await requireAdmin();
  return withoutInvisibleCharacters(await (await getTeamStore()).list());
}

/** Everyone the team ever had, former members included: names for the leads and history they left. */
export async function everyoneEverOnTeam(): Promise<TeamMember[]> {
  await requireAdmin();
  const store = await getTeamStore();
  const [current, former] = await Promise.all([store.list(), store.listFormer()]);
  return withoutInvisibleCharacters([...current, ...former]);
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
  // A former member keeps their name on what they did, but is given nothing new.
  return (await (await getTeamStore()).get(email))?.removedAt === null;
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

/** The team page's view of the team: who is on it, who left, what changed, and what the viewer may do. */
export interface TeamOverview {
  readonly members: readonly TeamMember[];
  readonly former: readonly TeamMember[];
  readonly trail: readonly TeamAuditEntry[];
  /** The signed-in admin's role: owners see the controls that manage the team. */
  readonly myRole: TeamRole | null;
}

export async function teamOverview(): Promise<TeamOverview> {
  const admin = await requireAdmin();
  const store = await getTeamStore();
  const [myRole, members, former, trail] = await Promise.all([roleOf(admin), store.list(), store.listFormer(), store.auditTrail(AUDIT_SHOWN)]);
  return withoutInvisibleCharacters({ members, former, trail, myRole });
}

const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type TeamChangeOutcome =
  | { readonly ok: true; readonly member: TeamMember }
  /** invalid: the post could not be read; self: an owner removing themselves (another owner does it). */
  | { readonly ok: false; readonly reason: TeamChangeProblem | "invalid" | "self" };

/** An owner gives a colleague a role; the last owner stays one (features/team/roles.ts). */
export async function changeRole(email: unknown, role: unknown): Promise<TeamChangeOutcome> {
  const admin = await requireOwner("change-role");
  const target = emailSchema.safeParse(email);
  const given = teamRoleSchema.safeParse(role);
  if (!target.success || !given.success) return { ok: false, reason: "invalid" };
  const store = await getTeamStore();
  // Only someone on the team: a role given here never adds a stranger (invitations do that).
  const current = await store.get(target.data);
  if (!current || current.removedAt !== null) return { ok: false, reason: "not-on-team" };
  const result = await store.setRole(target.data, given.data, { by: admin.email });
  if (result.ok) await logRequestEvent("admin.role_changed", { role: given.data, by: admin.email });
  return result;
}

/** What removing an admin did besides taking them off the team. */
export interface Removal {
  readonly leadsUnassigned: number;
  readonly callsMoved: number;
  readonly callsCanceled: number;
}

const OPEN_STATUSES = new Set(["new", "contacted", "qualified"]);
const PAGE = 100;

/** The removed admin's open leads, left without an owner so the desk's Unassigned view shows them; closed ones keep their name. */
async function unassignOpenLeads(email: string, by: string): Promise<number> {
  const store = await getDelegationStore();
  const open: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.list({ owner: email, sort: "oldest", limit: PAGE, cursor });
    open.push(...page.items.filter((request) => OPEN_STATUSES.has(request.status)).map((request) => request.id));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  for (const id of open) await store.assign(id, null, by);
  return open.length;
}

/**
 * An owner removes a colleague: off the team (marked former, so booking never offers them again and their
 * name stays on their notes and history), every session of theirs ended in the store (so their next request
 * on any instance meets sign-in), their password account and second factor gone, a Google admin's claim
 * revoked, their open leads unassigned, and their calls still to come moved or canceled (handOffCalls).
 * A removal that failed half-way is finished by removing them again.
 */
export async function removeTeamMember(email: unknown): Promise<({ readonly ok: true } & Removal) | Exclude<TeamChangeOutcome, { ok: true }>> {
  const admin = await requireOwner("remove-admin");
  const target = emailSchema.safeParse(email);
  if (!target.success) return { ok: false, reason: "invalid" };
  if (target.data === admin.email) return { ok: false, reason: "self" };
  const store = await getTeamStore();
  const removed = await store.remove(target.data, { by: admin.email });
  const former = !removed.ok && removed.reason === "not-on-team" && (await store.get(target.data))?.removedAt;
  if (!removed.ok && !former) return removed;
  // Sessions first: whatever follows, they are signed out everywhere from their next request on.
  const admins = await getAdminStore();
  await admins.revokeSessions(target.data);
  // Their digests and reminders not yet sent: the digest would tell a former member the day's leads. Safe to repeat (a second run finds none).
  const messagesWithdrawn = await (await getOutboxStore()).withdrawRecipient(target.data, Object.values(reminderChannels).map((channel) => channel.name));
  if (await admins.remove(target.data)) await (await getFactorStore()).reset(target.data);
  const claimRevoked = await revokeGoogleAdminClaim(target.data);
  const leadsUnassigned = await unassignOpenLeads(target.data, admin.email);
  const me = (await store.get(admin.email)) ?? { email: admin.email, name: "" };
  const calls = await handOffCalls(await getCallChangeDependencies(), target.data, me);
  await logRequestEvent("admin.admin_removed", { by: admin.email, claimRevoked, messagesWithdrawn, leadsUnassigned, callsMoved: calls.moved, callsCanceled: calls.canceled });
  return { ok: true, leadsUnassigned, callsMoved: calls.moved, callsCanceled: calls.canceled };
}
