import { z } from "zod";

/**
 * Whom a message belongs to: a request, an invitation, a staff member's digest… The feature that sends the
 * message names the kind and gives the id; the outbox stores the pair as one key and knows no kind's meaning.
 * An owner's messages live and die with it: its feature erases them when it erases the owner.
 */
export interface OutboxOwner {
  readonly kind: string;
  readonly id: string;
}

/**
 * Lower-case words joined by hyphens. No digit, no colon and no dot: a kind never reads as a request id (a
 * UUID, whose version digit every id has), the key splits at its first colon, and a kind's folder of .eml
 * files never reads as a path step.
 */
export const ownerKindPattern = /^[a-z]+(?:-[a-z]+)*$/;

export const ownerKindSchema = z.string().max(40).regex(ownerKindPattern, "an owner kind is lower-case words joined by hyphens");

/** Any id its feature uses (a UUID, an e-mail address), on one line. */
export const ownerIdSchema = z
  .string()
  .min(1)
  .max(200)
  .refine((id) => !/[\u0000-\u001f\u007f]/.test(id), "an owner id is one line of text");

export const outboxOwnerSchema = z.object({ kind: ownerKindSchema, id: ownerIdSchema });

/**
 * The kind of every message stored before owners had a key of their own: outbox migration 1 named a
 * request by `request_id`, and Firestore documents without `owner` name it by `requestId`. The request
 * feature registers its owner under this name (a unit test holds them together); its messages keep the
 * layout they always had: `requestId` on Firestore and the .eml folder `mail/<request id>/`.
 */
export const earlierOwnerKind = "request";

/** An owner kind as a feature declares it: its name, and the owner of one id. */
export interface OutboxOwnerKind<Kind extends string = string> {
  readonly kind: Kind;
  /** The owner with this id; throws on an id no store could hold (empty, several lines, over 200 characters). */
  of(id: string): OutboxOwner & { readonly kind: Kind };
}

/** Declares an owner kind; the name is stored with every message, so it never changes once shipped. */
export function defineOutboxOwner<Kind extends string>(kind: Kind): OutboxOwnerKind<Kind> {
  ownerKindSchema.parse(kind);
  return Object.freeze({ kind, of: (id: string) => Object.freeze({ kind, id: ownerIdSchema.parse(id) }) });
}

/** The owner as stored: `<kind>:<id>`, e.g. `request:5f0c…`. The kind has no colon, so the first one splits it. */
export function ownerKey(owner: OutboxOwner): string {
  return `${owner.kind}:${owner.id}`;
}

export function ownerFromKey(key: string): OutboxOwner {
  const colon = key.indexOf(":");
  if (colon < 1) throw new Error("not an outbox owner's key");
  return { kind: key.slice(0, colon), id: key.slice(colon + 1) };
}
