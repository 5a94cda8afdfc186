import "server-only";
import type { TeamRole } from "@/features/team/roles";
import type { Invitation, LinkState } from "@/features/team/invitations/rules";

export type { Invitation } from "@/features/team/invitations/rules";

export interface NewInvitation {
  readonly address: string;
  readonly role: TeamRole;
  readonly inviter: string;
  readonly tokenHash: string;
  /** ISO 8601. */
  readonly createdAt: string;
  /** ISO 8601. */
  readonly expiresAt: string;
}

/** A consumption's outcome: the invitation, accepted by this call and by no other, or why the link does not work. */
export type ConsumeResult = { readonly ok: true; readonly invitation: Invitation } | { readonly ok: false; readonly reason: Exclude<LinkState, "open"> };

/**
 * The invitations to the team, one per address (lower-cased by the caller). The caller authorizes and checks
 * the rules (features/team/invitations/rules.ts) before; the store makes the writes that must hold across
 * instances atomic: one live invitation per address, and a link consumed once.
 */
export interface InvitationStore {
  /** Stores the invitation, replacing a settled or expired one for the address; refused while one is live (`now`). */
  create(invitation: NewInvitation, now: string): Promise<{ readonly ok: true; readonly invitation: Invitation } | { readonly ok: false; readonly reason: "pending" }>;
  /** The address's invitation, in whatever state; null when it never had one (or it was purged). */
  get(address: string): Promise<Invitation | null>;
  /** The invitation whose link carries this token's hash; null for a replaced or made-up link. */
  findByTokenHash(tokenHash: string): Promise<Invitation | null>;
  /** Live invitations (pending, not expired at `now`), oldest first. */
  listPending(now: string): Promise<Invitation[]>;
  /** Gives a live invitation a new link and a new 72 hours (the old link dies); null when it is not live. */
  resend(address: string, change: { readonly tokenHash: string; readonly inviter: string; readonly createdAt: string; readonly expiresAt: string }): Promise<Invitation | null>;
  /** Cancels a pending invitation (its link dies); null when there was none pending. */
  cancel(address: string, at: string): Promise<Invitation | null>;
  /** Marks the invitation of this token accepted if it is live at `at`: atomic, so of any calls at once on any instance one succeeds. */
  consume(tokenHash: string, at: string): Promise<ConsumeResult>;
}

export { SETTLED_KEPT_MS } from "@/features/team/invitations/rules";
