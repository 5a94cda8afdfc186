import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import type { TeamRole } from "@/features/team/roles";
import { INVITATION_LIFETIME_MS } from "@/features/team/invitations/lifetime";

/*
 * What an invitation to the team is and what may be done with it. Pure (the clock and the facts about the
 * address are passed in), so both stores, the team page and the accept page apply one rule, and its tests
 * need no store.
 */

export { INVITATION_KEPT_DAYS, INVITATION_LIFETIME_MS, SETTLED_KEPT_MS } from "@/features/team/invitations/lifetime";

export const invitationStates = ["pending", "accepted", "canceled"] as const;
export type InvitationState = (typeof invitationStates)[number];

/** One invitation as stored: one per address (a new one replaces a settled or expired one). */
export interface Invitation {
  /** Lower-cased and trimmed: the key. */
  readonly address: string;
  readonly role: TeamRole;
  /** The e-mail of the owner who sent it (or resent it last). */
  readonly inviter: string;
  /** ISO 8601 of its sending or latest resend. */
  readonly createdAt: string;
  /** ISO 8601: createdAt plus INVITATION_LIFETIME_MS. */
  readonly expiresAt: string;
  /** SHA-256 of the link's token, base64url: the token itself is never stored. */
  readonly tokenHash: string;
  readonly state: InvitationState;
  /** ISO 8601 of its acceptance or cancellation; null while pending. */
  readonly settledAt: string | null;
}

export function expiresAtFor(createdAt: Date): Date {
  return new Date(createdAt.getTime() + INVITATION_LIFETIME_MS);
}

/** Pending and not yet expired: the link works, the team page lists it, and the address cannot be invited again. */
export function isLive(invitation: Pick<Invitation, "state" | "expiresAt">, now: Date): boolean {
  return invitation.state === "pending" && Date.parse(invitation.expiresAt) > now.getTime();
}

/** What a link comes to: it may be used, or why not. "unknown" covers a replaced (resent) link and a made-up one. */
export type LinkState = "open" | "used" | "canceled" | "expired" | "unknown";

export function linkState(invitation: Pick<Invitation, "state" | "expiresAt"> | null, now: Date): LinkState {
  if (!invitation) return "unknown";
  if (invitation.state === "accepted") return "used";
  if (invitation.state === "canceled") return "canceled";
  return isLive(invitation, now) ? "open" : "expired";
}

/** Why an owner's invitation is refused: said beside the address field, to an owner only. */
export type InviteProblem = "has-account" | "pending-invitation";

/**
 * Whether the address may be invited: not when it already has a way in (a password account, or a place on the
 * team, which is how a Google admin is known) or a live invitation. A former member without an account may be
 * invited back.
 */
export function inviteProblem(facts: { readonly hasAccount: boolean; readonly onTeam: boolean; readonly pending: Pick<Invitation, "state" | "expiresAt"> | null }, now: Date): InviteProblem | null {
  if (facts.hasAccount || facts.onTeam) return "has-account";
  if (facts.pending && isLive(facts.pending, now)) return "pending-invitation";
  return null;
}

/** The link's token: 256 random bits, base64url (43 characters). Goes in the e-mail only. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored of a token, and what a presented token is looked up by. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

/** A token as the link carries it: anything else is answered as an unknown link without a store read. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
