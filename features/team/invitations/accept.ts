import "server-only";
import { z } from "zod";
import type { TeamStore } from "@/features/team/store";
import { MAX_TEAM_NAME_LENGTH } from "@/features/team/profile";
import type { InvitationStore } from "@/features/team/invitations/store";
import { invitationForLink } from "@/features/team/invitations/invitations";
import { invitationTokenHash, type Invitation, type LinkState } from "@/features/team/invitations/rules";
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

const postSchema = z.object({ token: z.string().max(100), name: z.string().max(1024), password: z.string().max(1024), repeat: z.string().max(1024) });

export async function acceptInvitation<Problem extends string>(parts: AcceptParts<Problem>, post: unknown): Promise<AcceptOutcome<Problem>> {
  const shape = postSchema.safeParse(post);
  if (!shape.success) return { ok: false, link: "unknown" };
  const { token, password, repeat } = shape.data;
  const name = stripInvisibleCharacters(shape.data.name).replace(/\s+/g, " ").trim();
  const shown = await invitationForLink(parts.invitations, token, parts.now());
  if (shown.state !== "open" || !shown.invitation) return { ok: false, link: shown.state === "open" ? "unknown" : shown.state };
  const address = shown.invitation.address;
  const problems: Partial<Record<AcceptField, "name" | "mismatch" | Problem>> = {};
  if (name === "" || name.length > MAX_TEAM_NAME_LENGTH || name.includes("@")) problems.name = "name";
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
  const member = await parts.team.get(invitation.address);
  // A former member invited back is brought back (audited as the inviter's change); anyone else joins with the role.
  if (member && member.removedAt !== null) await parts.team.setRole(invitation.address, invitation.role, { by: invitation.inviter });
  else await parts.team.record(invitation.address, invitation.role);
  const joined = (await parts.team.get(invitation.address))!;
  await parts.team.update(invitation.address, {
    name,
    takesCalls: joined.takesCalls,
    daysOff: joined.daysOff,
    meetingUrl: joined.meetingUrl,
    hours: joined.hours,
    datesOff: joined.datesOff,
  });
  return { ok: true, invitation };
}
