import "server-only";
import { z } from "zod";
import type { TeamStore } from "@/features/team/store";
import { MAX_TEAM_NAME_LENGTH } from "@/features/team/profile";
import type { InvitationStore } from "@/features/team/invitations/store";
import { invitationForLink } from "@/features/team/invitations/invitations";
import { invitationTokenHash, type Invitation, type LinkState } from "@/features/team/invitations/rules";
import { googleAcceptProblem, type GoogleAcceptProblem, type GoogleIdentity } from "@/features/team/invitations/google-accept-rules";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/*
 * Accepting an invitation: the page's post, never its GET. Everything the invitee typed is checked before the
 * link is consumed, so a weak password costs them nothing; the link is then consumed (once, on any instance:
 * the store's atomic write), and only the call that consumed it makes the account.
 */

export interface AcceptParts<Problem extends string> {
  readonly invitations: InvitationStore;
  readonly team: TeamStore;
  /** The password rule (features/auth/password), with the address as personal context; null when it passes. */
  readonly passwordProblem: (password: string, address: string) => Promise<Problem | null>;
  readonly hashPassword: (password: string) => Promise<string>;
  /** Makes the password account through the admin store admin:create uses; false when the address already has one. */
  readonly createAccount: (address: string, passwordHash: string) => Promise<boolean>;
  readonly now: () => Date;
}

export { MAX_TEAM_NAME_LENGTH as NAME_MAX_LENGTH } from "@/features/team/profile";

export type AcceptField = "name" | "password" | "repeat";

export type AcceptOutcome<Problem extends string> =
  | { readonly ok: true; readonly invitation: Invitation }
  /** The link does not work (any more): the page says so and offers nothing else. */
  | { readonly ok: false; readonly link: Exclude<LinkState, "open"> }
  /** A field to fix; the name comes back as typed (never the passwords). */
  | { readonly ok: false; readonly link: "open"; readonly name: string; readonly problems: Partial<Record<AcceptField, "name" | "mismatch" | "failed" | Problem>> };

/** The name as kept: invisible characters out, runs of spaces one space. */
function cleanName(raw: string): string {
  return stripInvisibleCharacters(raw).replace(/\s+/g, " ").trim();
}

function isAcceptableName(name: string): boolean {
  return name !== "" && name.length <= MAX_TEAM_NAME_LENGTH && !name.includes("@");
}

/** The team row of a consumed invitation: the invited role, the name given; the rest of the profile as it was. */
async function joinTeam(team: TeamStore, invitation: Invitation, name: string): Promise<void> {
  const member = await team.get(invitation.address);
  // A former member invited back is brought back (audited as the inviter's change); anyone else joins with the role.
  if (member && member.removedAt !== null) await team.setRole(invitation.address, invitation.role, { by: invitation.inviter });
  else await team.record(invitation.address, invitation.role);
  const joined = (await team.get(invitation.address))!;
  await team.update(invitation.address, {
    name,
    takesCalls: joined.takesCalls,
    daysOff: joined.daysOff,
    meetingUrl: joined.meetingUrl,
    hours: joined.hours,
    datesOff: joined.datesOff,
  });
}

const postSchema = z.object({ token: z.string().max(100), name: z.string().max(1024), password: z.string().max(1024), repeat: z.string().max(1024) });

export async function acceptInvitation<Problem extends string>(parts: AcceptParts<Problem>, post: unknown): Promise<AcceptOutcome<Problem>> {
  const shape = postSchema.safeParse(post);
  if (!shape.success) return { ok: false, link: "unknown" };
  const { token, password, repeat } = shape.data;
  const name = cleanName(shape.data.name);
  const shown = await invitationForLink(parts.invitations, token, parts.now());
  if (shown.state !== "open" || !shown.invitation) return { ok: false, link: shown.state === "open" ? "unknown" : shown.state };
  const address = shown.invitation.address;
  const problems: Partial<Record<AcceptField, "name" | "mismatch" | Problem>> = {};
  if (!isAcceptableName(name)) problems.name = "name";
  const passwordProblem = await parts.passwordProblem(password, address);
  if (passwordProblem) problems.password = passwordProblem;
  else if (password !== repeat) problems.repeat = "mismatch";
  if (Object.keys(problems).length > 0) return { ok: false, link: "open", name: shape.data.name, problems };

  // Hashed before the link is consumed: the slow step cannot leave a consumed link without an account.
  const passwordHash = await parts.hashPassword(password);
  const consumed = await parts.invitations.consume(invitationTokenHash(token), parts.now().toISOString());
  if (!consumed.ok) return { ok: false, link: consumed.reason };
  const { invitation } = consumed;
  if (!(await parts.createAccount(invitation.address, passwordHash))) return { ok: false, link: "used" };
  await joinTeam(parts.team, invitation, name);
  return { ok: true, invitation };
}

export interface GoogleAcceptParts {
  readonly invitations: InvitationStore;
  readonly team: TeamStore;
  /** Verifies the ID token exactly as Google sign-in does (features/auth/session/id-token.ts); rejects a bad one. */
  readonly verify: (idToken: string) => Promise<GoogleIdentity & { readonly uid: string }>;
  /** Sets the `admin` claim through firebase-admin, as admin:grant does. */
  readonly grantClaim: (uid: string) => Promise<void>;
  readonly now: () => Date;
}

export type GoogleAcceptField = "name" | "google";

export type GoogleAcceptOutcome =
  | { readonly ok: true; readonly invitation: Invitation }
  | { readonly ok: false; readonly link: Exclude<LinkState, "open"> }
  /** Something to fix, the link untouched: the name as typed, and the Google address that was refused, if any. */
  | {
      readonly ok: false;
      readonly link: "open";
      readonly name: string;
      readonly googleAddress: string | null;
      /** The invited address, to say which Google account to use. */
      readonly invited: string;
      readonly problems: { readonly name?: "name"; readonly google?: GoogleAcceptProblem | "failed" };
    };

const googlePostSchema = z.object({ token: z.string().max(100), name: z.string().max(1024), idToken: z.string().max(8192) });

/**
 * Accepting with Google: the name and the Google account are checked before the link is consumed (a wrong
 * account costs the invitee nothing), then the link is consumed by the same store call the password path makes,
 * so of two accepts of one link only one makes an account. The claim is set after that, never for a link lost.
 */
export async function acceptInvitationWithGoogle(parts: GoogleAcceptParts, post: unknown): Promise<GoogleAcceptOutcome> {
  const shape = googlePostSchema.safeParse(post);
  if (!shape.success) return { ok: false, link: "unknown" };
  const { token, idToken } = shape.data;
  const name = cleanName(shape.data.name);
  const shown = await invitationForLink(parts.invitations, token, parts.now());
  if (shown.state !== "open" || !shown.invitation) return { ok: false, link: shown.state === "open" ? "unknown" : shown.state };
  let identity: GoogleIdentity & { readonly uid: string };
  try {
    identity = await parts.verify(idToken);
  } catch {
    return { ok: false, link: "open", name: shape.data.name, googleAddress: null, invited: shown.invitation.address, problems: { google: "failed", ...(isAcceptableName(name) ? {} : { name: "name" }) } };
  }
  const google = googleAcceptProblem(identity, shown.invitation.address);
  if (google || !isAcceptableName(name)) {
    return {
      ok: false,
      link: "open",
      name: shape.data.name,
      googleAddress: identity.email,
      invited: shown.invitation.address,
      problems: { ...(google ? { google } : {}), ...(isAcceptableName(name) ? {} : { name: "name" as const }) },
    };
  }
  const consumed = await parts.invitations.consume(invitationTokenHash(token), parts.now().toISOString());
  if (!consumed.ok) return { ok: false, link: consumed.reason };
  await parts.grantClaim(identity.uid);
  await joinTeam(parts.team, consumed.invitation, name);
  return { ok: true, invitation: consumed.invitation };
}
