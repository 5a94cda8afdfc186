import "server-only";
import { randomUUID } from "node:crypto";
import { stripInvisibleCharacters } from "@/platform/security/invisible-characters";

/** E-mail addresses are compared case-insensitively, without surrounding spaces or invisible characters. */
export function normalizeEmail(email: string): string {
  return stripInvisibleCharacters(email).trim().toLowerCase();
}

/** A local admin: signs in with e-mail and password. Firebase admins are not stored; their claim is checked instead. */
export interface AdminRecord {
  readonly id: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly createdAt: string;
}

export interface NewAdmin {
  readonly email: string;
  readonly passwordHash: string;
}

/** The record both stores write for a new admin: a fresh id, the normalised e-mail, the time now. */
export function newAdminRecord({ email, passwordHash }: NewAdmin): AdminRecord {
  return { id: randomUUID(), email: normalizeEmail(email), passwordHash, createdAt: new Date().toISOString() };
}

export interface AdminStore {
  findByEmail(email: string): Promise<AdminRecord | null>;
  /** Rejects with DuplicateAdminError when the (normalised) e-mail already has an account. */
  create(admin: NewAdmin): Promise<AdminRecord>;
  count(): Promise<number>;
  /** Replaces the admin's password hash; false when there is no such admin. Sessions are left as they are. */
  setPassword(email: string, passwordHash: string): Promise<boolean>;
  /**
   * The admin's session version (0 until first revoked). A session carries the version it was signed in
   * with and is refused once they differ; kept per e-mail, so it covers Google admins, who are not stored here.
   */
  sessionVersion(email: string): Promise<number>;
  /** Ends every session of this e-mail at once, by moving its version on; returns the new version. */
  revokeSessions(email: string): Promise<number>;
  /** Deletes the local admin and ends its sessions; false when there was none. */
  remove(email: string): Promise<boolean>;
}

export class DuplicateAdminError extends Error {
  constructor(email: string) {
    super(`An admin with the e-mail ${email} already exists.`);
    this.name = "DuplicateAdminError";
  }
}
