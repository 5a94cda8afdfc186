import "server-only";

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

export interface AdminStore {
  findByEmail(email: string): Promise<AdminRecord | null>;
  /** Rejects with DuplicateAdminError when the (normalised) e-mail already has an account. */
  create(admin: NewAdmin): Promise<AdminRecord>;
  count(): Promise<number>;
}

export class DuplicateAdminError extends Error {
  constructor(email: string) {
    super(`An admin with the e-mail ${email} already exists.`);
    this.name = "DuplicateAdminError";
  }
}
