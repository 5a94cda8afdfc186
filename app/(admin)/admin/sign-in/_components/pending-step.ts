import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeCallbackPath, SIGN_IN_PATH } from "@/features/auth/session/callback-url";
import { publicUrl } from "@/platform/server/deployment";
import { stagePaths, type PendingSignIn, type SignInStage } from "@/features/auth/second-factor/pending-sign-in";
import { pendingCookieName, signInStepsFor } from "@/features/auth/sign-in/sign-in-flow";
import { getEnv } from "@/platform/env";

/** What a step's page is given in its query: where to go once signed in. */
export type StepSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function stepCallbackUrl(searchParams: StepSearchParams): Promise<string> {
  const raw = (await searchParams).callbackUrl;
  return safeCallbackPath(typeof raw === "string" ? raw : null, publicUrl(getEnv()).origin);
}

/** The first step again, saying why: what anyone without a pending sign-in at the right step is sent to. */
export function restartSignIn(callbackUrl: string): never {
  redirect(`${SIGN_IN_PATH}?${new URLSearchParams({ error: "SignInExpired", callbackUrl }).toString()}`);
}

/**
 * The pending sign-in when it is at one of the page's steps: its own and those after it, since finishing a
 * step sets the cookie and Next renders the page again before its script moves on. Anyone else (no pending
 * sign-in, an expired or altered one, one at an earlier or other step) goes back to the first step.
 */
export async function pendingStepOrRestart(
  stages: readonly SignInStage[],
  callbackUrl: string,
): Promise<{ pending: PendingSignIn; token: string }> {
  const { steps } = signInStepsFor(await headers());
  const token = (await cookies()).get(pendingCookieName())?.value ?? null;
  const pending = steps.at(token, stages);
  if (!pending || !token) restartSignIn(callbackUrl);
  return { pending, token };
}

/** Where a page goes on to when it is shown for a step already finished: the next step's page, or null to ask for the session. */
export function pageOfStage(stage: SignInStage, callbackUrl: string): string | null {
  return stage === "done" ? null : `${stagePaths[stage]}?${new URLSearchParams({ callbackUrl }).toString()}`;
}
