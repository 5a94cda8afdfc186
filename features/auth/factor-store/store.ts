import "server-only";

/*
 * Each password admin's second factor: the TOTP secret (sealed, see second-factor/sealed-secret.ts), whether
 * it was confirmed with a first code, the last time step a code was used for, and the hashes of the recovery
 * codes not yet used. Everything that must hold across server instances lives here: the last step (so a code
 * replayed to another instance is still refused) and the spent recovery codes (each works once, anywhere).
 */

export interface FactorRecord {
  readonly email: string;
  readonly sealedSecret: string;
  /** ISO 8601 time of the first code; null while the enrollment waits for it. */
  readonly confirmedAt: string | null;
  /** The last TOTP step a code was accepted for; null until the first. */
  readonly lastStep: number | null;
  readonly recoveryCodesLeft: number;
  readonly createdAt: string;
}

export interface FactorStore {
  find(email: string): Promise<FactorRecord | null>;
  /**
   * The admin's factor, starting an enrollment with this sealed secret when there is none. A pending one is
   * kept as it is, so reloading the set-up page shows the same QR code the app may already have scanned.
   */
  findOrBegin(email: string, sealedSecret: string): Promise<FactorRecord>;
  /**
   * Confirms a pending enrollment with the step of its first code and stores the recovery codes' hashes.
   * False when there is no pending enrollment (none, or already confirmed) or the sealed secret is not the
   * one the code was checked against (a reset and a new enrollment in between).
   */
  confirm(email: string, sealedSecret: string, step: number, recoveryHashes: readonly string[]): Promise<boolean>;
  /** Records a code's step as used, atomically; false when it is not after the last used (a replay) or there is no confirmed factor. */
  useStep(email: string, step: number): Promise<boolean>;
  /** Spends one recovery code, atomically; false when it is not (or no longer) one of the admin's. */
  useRecoveryCode(email: string, hash: string): Promise<boolean>;
  /**
   * Replaces every recovery code of a confirmed factor with these, in one write: the old ones are refused from
   * then on, on every instance. False when there is no confirmed factor.
   */
  replaceRecoveryCodes(email: string, recoveryHashes: readonly string[]): Promise<boolean>;
  /** Removes the factor and its recovery codes, so the next sign-in enrolls again; false when there was none. */
  reset(email: string): Promise<boolean>;
  /** Every factor, by e-mail: a restore checks which of them the session secret in force can still open. */
  list(): Promise<FactorRecord[]>;
}
