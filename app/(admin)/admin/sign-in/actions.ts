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
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";
import { redirect } from "next/navigation";
import { acceptTeamInvitation, acceptTeamInvitationWithGoogle } from "@/features/admin/team-invitations";
import { acceptPageCopy, googleAcceptCopy } from "@/features/team/invitations/invitation-copy";
import type { LinkState } from "@/features/team/invitations/rules";

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

/** The accept page's answer when it does not go on: the link's state, the name as typed, each field's problem in words. */
export interface AcceptActionResult {
  readonly link: LinkState;
  readonly name: string;
  readonly problems: { readonly name?: string; readonly password?: string; readonly repeat?: string };
}

const acceptProblem = (problem: string | undefined): string | undefined => {
  if (!problem) return undefined;
  if (problem === "name" || problem === "mismatch" || problem === "failed") return acceptPageCopy.problems[problem];
  return passwordProblemMessages[problem as keyof typeof passwordProblemMessages] ?? acceptPageCopy.problems.failed;
};

/**
 * The invitee's post: the account is made (the link consumed once, features/admin/team-invitations.ts), then the
 * sign-in starts with the password they chose, as a first sign-in does: its next step is setting up the second
 * factor, on the sign-in's own page, and from there the desk.
 */
export async function acceptInvitationAction(previous: AcceptActionResult | null, formData: FormData): Promise<AcceptActionResult> {
  parseActionArguments("admin.accept_invitation", [z.unknown(), formDataArgument], [previous, formData]);
  const field = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value.slice(0, 1024) : "";
  };
  const post = { token: field("token").slice(0, 100), name: field("name"), password: field("password"), repeat: field("repeat") };
  const outcome = await acceptTeamInvitation(post);
  if (!outcome.ok) {
    if (outcome.link !== "open") return { link: outcome.link, name: "", problems: {} };
    return { link: "open", name: outcome.name, problems: { name: acceptProblem(outcome.problems.name), password: acceptProblem(outcome.problems.password), repeat: acceptProblem(outcome.problems.repeat) } };
  }
  const step = await passwordStepAction(outcome.invitation.address, post.password, "/admin");
  redirect(step.ok && step.next ? step.next : `/admin/sign-in?${new URLSearchParams({ callbackUrl: "/admin" }).toString()}`);
}

/** The answer to an accept with Google: go on and sign in with the same ID token, or the link's state and what to fix. */
export type GoogleAcceptActionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly link: LinkState; readonly name: string; readonly problems: { readonly name?: string; readonly google?: string } };

/**
 * The invitee's Google post: the ID token from the browser's Google sign-in, the token of the link and the name.
 * On success the admin claim is set, and the browser signs in with Google as any Google admin does (no second
 * factor: Google's own sign-in stands for it in this app).
 */
export async function acceptWithGoogleAction(token: string, name: string, idToken: string): Promise<GoogleAcceptActionResult> {
  parseActionArguments("admin.accept_invitation_google", [z.string().max(100), short, z.string().max(8192)], [token, name, idToken]);
  const outcome = await acceptTeamInvitationWithGoogle({ token, name, idToken });
  if (outcome.ok) return { ok: true };
  if (outcome.link !== "open") return { ok: false, link: outcome.link, name: "", problems: {} };
  return {
    ok: false,
    link: "open",
    name: outcome.name,
    problems: {
      name: outcome.problems.name ? acceptPageCopy.problems.name : undefined,
      google: outcome.problems.google ? googleAcceptCopy.problems[outcome.problems.google](outcome.googleAddress, outcome.invited) : undefined,
    },
  };
}
