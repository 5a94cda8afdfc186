import "server-only";
import { z } from "zod";
import type { OutboxDraft, OutboxStore } from "@/features/outbox/store";
import { teamRoleSchema, type TeamRole } from "@/features/team/roles";
import type { TeamStore } from "@/features/team/store";
import { invitationOwner } from "@/features/team/invitations/outbox-channels";
import { expiresAtFor, invitationTokenHash, invitationTokenSchema, inviteProblem, linkState, newInvitationToken, type Invitation, type InviteProblem, type LinkState } from "@/features/team/invitations/rules";
import { SETTLED_KEPT_MS, type InvitationStore } from "@/features/team/invitations/store";
import type { RateLimiter, RatePolicy } from "@/platform/rate-limit/limiter";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/*
 * Sending, resending, canceling and accepting invitations, with every part passed in (the stores, the limiter,
 * the e-mail, whether an address has a password account), so the admin area wires them to its session checks
 * and the tests to real stores. The callers have checked that the acting admin is an owner (invite, resend,
 * cancel) before they call.
 */

export interface InvitationParts {
  readonly invitations: InvitationStore;
  readonly team: TeamStore;
  readonly outbox: OutboxStore;
  readonly limiter: RateLimiter;
  /** The per-owner limit (platform/config/limits.ts invitations.perOwner). */
  readonly perOwner: RatePolicy;
  /** Whether the address has a password account (the admin store is not the team's to read). */
  readonly hasAccount: (address: string) => Promise<boolean>;
  /** The e-mail with the link carrying `token`. */
  readonly compose: (invitation: Invitation, token: string) => Promise<OutboxDraft>;
  readonly now: () => Date;
}

const addressSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type InviteFieldProblem = InviteProblem | "invalid-address" | "invalid-role" | "rate-limited";

export type InviteOutcome =
  | { readonly ok: true; readonly invitation: Invitation }
  /** What was typed comes back with the problems, so the form keeps it. */
  | { readonly ok: false; readonly values: { readonly address: string; readonly role: string }; readonly problems: { readonly address?: InviteFieldProblem; readonly role?: InviteFieldProblem } };

/** Reads the form's post: an address and a role. */
export function readInvitePost(post: unknown): { ok: true; address: string; role: TeamRole } | Extract<InviteOutcome, { ok: false }> {
  const shape = z.object({ address: z.string().max(1024).catch(""), role: z.string().max(40).catch("") }).catch({ address: "", role: "" }).parse(post);
  const address = addressSchema.safeParse(stripInvisibleCharacters(shape.address));
  const role = teamRoleSchema.safeParse(shape.role);
  if (address.success && role.success) return { ok: true, address: address.data, role: role.data };
  return {
    ok: false,
    values: { address: shape.address, role: shape.role },
    problems: { ...(address.success ? {} : { address: "invalid-address" as const }), ...(role.success ? {} : { role: "invalid-role" as const }) },
  };
}

/** Writes the invitation's e-mail, erasing whatever it had not sent yet: a canceled or replaced link is never mailed. */
async function mailInvitation(parts: InvitationParts, invitation: Invitation, token: string): Promise<void> {
  const owner = invitationOwner.of(invitation.address);
  await parts.outbox.eraseOwner(owner);
  const draft = await parts.compose(invitation, token);
  await parts.outbox.enqueue(owner, [draft], { at: invitation.createdAt, expiresAt: new Date(Date.parse(invitation.expiresAt) + SETTLED_KEPT_MS).toISOString() });
}

export async function sendInvitation(parts: InvitationParts, by: string, post: unknown): Promise<InviteOutcome> {
  const read = readInvitePost(post);
  if (!read.ok) return read;
  const values = { address: read.address, role: read.role };
  const now = parts.now();
  const [hasAccount, member, pending] = await Promise.all([parts.hasAccount(read.address), parts.team.get(read.address), parts.invitations.get(read.address)]);
  const problem = inviteProblem({ hasAccount, onTeam: member !== null && member.removedAt === null, pending }, now);
  if (problem) return { ok: false, values, problems: { address: problem } };
  // Counted only once the invitation would go: a typo refused above costs the owner nothing.
  if (!(await parts.limiter.consume(parts.perOwner, by)).allowed) return { ok: false, values, problems: { address: "rate-limited" } };
  const token = newInvitationToken();
  const created = await parts.invitations.create(
    { address: read.address, role: read.role, inviter: by, tokenHash: invitationTokenHash(token), createdAt: now.toISOString(), expiresAt: expiresAtFor(now).toISOString() },
    now.toISOString(),
  );
  // Another owner invited the address a moment ago.
  if (!created.ok) return { ok: false, values, problems: { address: "pending-invitation" } };
  await mailInvitation(parts, created.invitation, token);
  await parts.team.audit({ at: now.toISOString(), by, action: "invited", subject: read.address, role: read.role });
  return { ok: true, invitation: created.invitation };
}

export type ResendOutcome = { readonly ok: true; readonly invitation: Invitation } | { readonly ok: false; readonly reason: "gone" | "rate-limited" };

/** A new link and 72 hours from now; the old link dies and its e-mail, if not yet sent, is never sent. */
export async function resendInvitation(parts: InvitationParts, by: string, address: unknown): Promise<ResendOutcome> {
  const target = addressSchema.safeParse(address);
  if (!target.success) return { ok: false, reason: "gone" };
  const now = parts.now();
  const before = await parts.invitations.get(target.data);
  if (!before || linkState(before, now) !== "open") return { ok: false, reason: "gone" };
  if (!(await parts.limiter.consume(parts.perOwner, by)).allowed) return { ok: false, reason: "rate-limited" };
  const token = newInvitationToken();
  const resent = await parts.invitations.resend(target.data, { tokenHash: invitationTokenHash(token), inviter: by, createdAt: now.toISOString(), expiresAt: expiresAtFor(now).toISOString() });
  if (!resent) return { ok: false, reason: "gone" };
  await mailInvitation(parts, resent, token);
  return { ok: true, invitation: resent };
}

/** Cancels a pending invitation: its link dies, and its e-mail, if not yet sent, is erased unsent. */
export async function cancelInvitation(parts: Pick<InvitationParts, "invitations" | "outbox" | "now">, address: unknown): Promise<Invitation | null> {
  const target = addressSchema.safeParse(address);
  if (!target.success) return null;
  const canceled = await parts.invitations.cancel(target.data, parts.now().toISOString());
  if (canceled) await parts.outbox.eraseOwner(invitationOwner.of(target.data));
  return canceled;
}

/** The invitation a link shows, read without consuming it (the page's GET); never the token's owner to a stranger beyond its address and role. */
export async function invitationForLink(invitations: InvitationStore, token: unknown, now: Date): Promise<{ readonly state: LinkState; readonly invitation: Invitation | null }> {
  const parsed = invitationTokenSchema.safeParse(token);
  if (!parsed.success) return { state: "unknown", invitation: null };
  const invitation = await invitations.findByTokenHash(invitationTokenHash(parsed.data));
  const state = linkState(invitation, now);
  return { state, invitation: state === "open" ? invitation : null };
}
