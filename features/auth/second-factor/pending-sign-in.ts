import { hkdfSync, randomUUID } from "node:crypto";
import { openSignedToken, signToken } from "@/platform/security/signed-token";

/*
 * The half-signed-in state: the password was right, a step is still to come (the code, setting up the
 * factor, a new password). It is not a session: next-auth issues none until every step is done, so the
 * proxy and the data layer have nothing to admit. What it is instead: a short-lived token, signed with a
 * key derived from the session secret, in an httpOnly cookie that only the sign-in steps read. It names the
 * admin, the step, whether the password must still change and the admin's session version when the
 * password was checked, so signing out or `admin:revoke` ends a half-done sign-in too. Each token has a
 * random id of its own, by which a finished one is spent on the one session it gives (sign-in-steps.ts).
 */

export type SignInStage = "enroll" | "code" | "change-password" | "done";

export interface PendingSignIn {
  /** Random, new with every token: what spending a finished sign-in records. */
  readonly id: string;
  readonly email: string;
  readonly stage: SignInStage;
  /** The stored password failed the rule when it was checked: a new one is asked for after the factor. */
  readonly mustChangePassword: boolean;
  readonly sessionVersion: number;
  readonly expiresAt: number;
}

/** Ten minutes: enough to install an authenticator app while the page waits, short enough to be useless when left behind. */
export const PENDING_SIGN_IN_SECONDS = 10 * 60;

const STAGES: readonly SignInStage[] = ["enroll", "code", "change-password", "done"];

export function pendingKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "", "admin pending sign-in", 32));
}

/** A new token's id: 122 random bits, never reused, so a spent one cannot be spent again. */
export function newPendingId(): string {
  return randomUUID();
}

export function signPending(pending: PendingSignIn, key: Buffer): string {
  return signToken(key, pending);
}

/** The pending sign-in, or null for anything forged, altered, malformed or expired. */
export function readPending(token: string | undefined | null, key: Buffer, nowMs: number): PendingSignIn | null {
  const opened = openSignedToken(key, token, 2048);
  if (!opened.ok || typeof opened.value !== "object" || opened.value === null) return null;
  const candidate = opened.value as Partial<PendingSignIn>;
  if (
    typeof candidate.id !== "string" ||
    typeof candidate.email !== "string" ||
    !STAGES.includes(candidate.stage as SignInStage) ||
    typeof candidate.mustChangePassword !== "boolean" ||
    typeof candidate.sessionVersion !== "number" ||
    typeof candidate.expiresAt !== "number" ||
    candidate.expiresAt <= nowMs
  ) {
    return null;
  }
  return candidate as PendingSignIn;
}

/** Where a sign-in goes once the password is right. The factor comes first, so a guessed password alone changes nothing. */
export function stageAfterPassword(options: {
  readonly factorRequired: boolean;
  readonly enrolled: boolean;
  readonly mustChangePassword: boolean;
}): SignInStage {
  if (options.factorRequired) return options.enrolled ? "code" : "enroll";
  return stageAfterFactor(options.mustChangePassword);
}

/** Where it goes once the code is right (or the factor is set up, or not required). */
export function stageAfterFactor(mustChangePassword: boolean): SignInStage {
  return mustChangePassword ? "change-password" : "done";
}

/** The sign-in page's step for each stage. */
export const stagePaths: Readonly<Record<Exclude<SignInStage, "done">, string>> = {
  enroll: "/admin/sign-in/set-up",
  code: "/admin/sign-in/code",
  "change-password": "/admin/sign-in/new-password",
};
