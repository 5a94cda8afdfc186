"use server";

import { cookies, headers } from "next/headers";
import { z } from "zod";
import { safeCallbackPath } from "@/features/auth/session/callback-url";
import { publicUrl, usesSecureCookies } from "@/platform/server/deployment";
import { PENDING_SIGN_IN_SECONDS, stagePaths, type SignInStage } from "@/features/auth/second-factor/pending-sign-in";
import type { StepError } from "@/features/auth/sign-in/sign-in-steps";
import { pendingCookieName, signInStepsFor } from "@/features/auth/sign-in/sign-in-flow";
import { passwordProblemMessages, secondFactorCopy, signInMessages, signInStepMessages } from "@/features/admin/admin-copy";
import { getEnv } from "@/platform/env";
import { parseActionArguments } from "@/platform/security/action-arguments";

/*
 * The sign-in form's steps before next-auth issues a session. Each checks its arguments' shape (anything
 * else is answered 404 before use), runs one step (features/auth/sign-in/sign-in-steps.ts) and keeps
 * the pending sign-in it gives in an httpOnly cookie. No step grants anything: the session comes only
 * from next-auth's authorize, which admits a finished pending sign-in.
 */

export type StepActionResult =
  | {
      readonly ok: true;
      /** The next step's page, or null when the sign-in is finished and next-auth is to be asked for the session. */
      readonly next: string | null;
      readonly recoveryCodes?: readonly string[];
    }
  | { readonly ok: false; readonly message: string };

const short = z.string().max(1024);

const stepErrors: Readonly<Record<StepError, string>> = {
  CredentialsSignin: signInMessages.CredentialsSignin,
  RateLimited: signInMessages.RateLimited,
  SignInExpired: signInStepMessages.expired,
  WrongCode: signInStepMessages.wrongCode,
  MalformedCode: signInStepMessages.malformedCode,
};

async function pendingToken(): Promise<string | null> {
  return (await cookies()).get(pendingCookieName())?.value ?? null;
}

async function keepPending(token: string): Promise<void> {
  (await cookies()).set(pendingCookieName(), token, {
    httpOnly: true,
    // Strict: no other site can carry a half-finished sign-in into one of these steps.
    sameSite: "strict",
    path: "/",
    secure: usesSecureCookies(getEnv()),
    maxAge: PENDING_SIGN_IN_SECONDS,
  });
}

function nextStep(stage: SignInStage, callbackUrl: string): string | null {
  if (stage === "done") return null;
  const safe = safeCallbackPath(callbackUrl, publicUrl(getEnv()).origin);
  return `${stagePaths[stage]}?${new URLSearchParams({ callbackUrl: safe }).toString()}`;
}

async function advance(
  result: { ok: true; token: string; stage: SignInStage; recoveryCodes?: readonly string[] } | { ok: false; error: StepError },
  callbackUrl: string,
): Promise<StepActionResult> {
  if (!result.ok) return { ok: false, message: stepErrors[result.error] };
  await keepPending(result.token);
  return { ok: true, next: nextStep(result.stage, callbackUrl), recoveryCodes: result.recoveryCodes };
}

export async function passwordStepAction(email: string, password: string, callbackUrl: string): Promise<StepActionResult> {
  parseActionArguments("admin.sign_in_password", [short, short, short], [email, password, callbackUrl]);
  const { steps, client } = signInStepsFor(await headers());
  return advance(await steps.password({ email, password }, client), callbackUrl);
}

export async function confirmEnrollmentAction(code: string, callbackUrl: string): Promise<StepActionResult> {
  parseActionArguments("admin.sign_in_enroll", [short, short], [code, callbackUrl]);
  const { steps, client } = signInStepsFor(await headers());
  return advance(await steps.confirmEnrollment(await pendingToken(), code, client), callbackUrl);
}

export async function codeStepAction(code: string, callbackUrl: string): Promise<StepActionResult> {
  parseActionArguments("admin.sign_in_code", [short, short], [code, callbackUrl]);
  const { steps, client } = signInStepsFor(await headers());
  return advance(await steps.verifyCode(await pendingToken(), code, client), callbackUrl);
}

export async function newPasswordStepAction(password: string, repeat: string, callbackUrl: string): Promise<StepActionResult> {
  parseActionArguments("admin.sign_in_new_password", [short, short, short], [password, repeat, callbackUrl]);
  if (password !== repeat) return { ok: false, message: secondFactorCopy.mismatch };
  const { steps } = signInStepsFor(await headers());
  const result = await steps.changePassword(await pendingToken(), password);
  if (!result.ok && "problem" in result) return { ok: false, message: passwordProblemMessages[result.problem] };
  return advance(result, callbackUrl);
}
