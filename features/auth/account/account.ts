import "server-only";
import { headers } from "next/headers";
import { getEnv } from "@/platform/env";
import { tracedLog } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { requestClientAddress } from "@/platform/security/client-address";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getFactorStore } from "@/features/auth/factor-store/get-store";
import { hashPassword, verifyPassword } from "@/features/auth/password/password";
import { adminPasswordProblem } from "@/features/auth/password/password-rule";
import { requireAdminSession } from "@/features/auth/require-admin";
import { factorKey } from "@/features/auth/second-factor/sealed-secret";
import { createSignInThrottle } from "@/features/auth/sign-in/authorize";
import { getSessionStore } from "@/features/auth/session-store/get-store";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import {
  createAccountSteps,
  type AccountSession,
  type PasswordChangeResult,
  type RecoveryRenewal,
} from "@/features/auth/account/account-steps";

/*
 * The account page's data layer: every function checks the session first and acts only on the signed-in
 * admin's own account (features/auth/account/account-steps.ts has the rules).
 */

async function stepsForRequest() {
  const requestHeaders = await headers();
  const log = tracedLog(traceFromHeaders(requestHeaders));
  const steps = createAccountSteps({
    admins: getAdminStore,
    factors: getFactorStore,
    sessions: getSessionStore,
    throttle: createSignInThrottle(getRateLimiter, log),
    factorKey: factorKey(resolveSessionSecret(getEnv())),
    now: Date.now,
    verifyPassword,
    hashPassword: (password) => hashPassword(password),
    passwordProblem: adminPasswordProblem,
    log,
  });
  return { steps, client: requestClientAddress(requestHeaders) };
}

export interface MyAccount {
  readonly email: string;
  /** False for a Google admin: no password here, so no password or recovery-code controls. */
  readonly hasPassword: boolean;
  /** Recovery codes not yet used; null without a confirmed second factor. */
  readonly recoveryCodesLeft: number | null;
  readonly sessions: readonly AccountSession[];
}

export async function myAccount(): Promise<MyAccount> {
  const holder = await requireAdminSession();
  const { steps } = await stepsForRequest();
  const [admin, factor, sessions] = await Promise.all([
    (await getAdminStore()).findByEmail(holder.email),
    (await getFactorStore()).find(holder.email),
    steps.sessions(holder),
  ]);
  return {
    email: holder.email,
    hasPassword: holder.provider === "password" && admin !== null,
    recoveryCodesLeft: factor?.confirmedAt ? factor.recoveryCodesLeft : null,
    sessions,
  };
}

export async function endMySession(id: unknown): Promise<boolean> {
  const holder = await requireAdminSession();
  return (await stepsForRequest()).steps.endSession(holder, id);
}

export async function endMyOtherSessions(): Promise<number> {
  const holder = await requireAdminSession();
  return (await stepsForRequest()).steps.endOtherSessions(holder);
}

export async function changeMyPassword(post: unknown): Promise<PasswordChangeResult> {
  const holder = await requireAdminSession();
  const { steps, client } = await stepsForRequest();
  return steps.changePassword(holder, post, client);
}

export async function renewMyRecoveryCodes(code: unknown): Promise<RecoveryRenewal> {
  const holder = await requireAdminSession();
  const { steps, client } = await stepsForRequest();
  return steps.renewRecoveryCodes(holder, code, client);
}
