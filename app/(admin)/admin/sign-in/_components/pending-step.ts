import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeCallbackPath, SIGN_IN_PATH } from "@/lib/auth/callback-url";
import { publicUrl } from "@/lib/auth/deployment";
import type { PendingSignIn, SignInStage } from "@/lib/auth/second-factor/pending-sign-in";
import { pendingCookieName, signInStepsFor } from "@/lib/auth/sign-in-flow";
import { getEnv } from "@/lib/env";

/** What a step's page is given in its query: where to go once signed in. */
export type StepSearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function stepCallbackUrl(searchParams: StepSearchParams): Promise<string> {
  const raw = (await searchParams).callbackUrl;
  return safeCallbackPath(typeof raw === "string" ? raw : null, publicUrl(getEnv()).origin);
}

/**
 * The pending sign-in when it is at this page's step; anyone else (no pending sign-in, an expired or
 * altered one, one at another step) goes back to the first step with a message that says why.
 */
export async function pendingStepOrRestart(stage: SignInStage, callbackUrl: string): Promise<{ pending: PendingSignIn; token: string }> {
  const { steps } = signInStepsFor(await headers());
  const token = (await cookies()).get(pendingCookieName())?.value ?? null;
  const pending = steps.at(token, stage);
  if (!pending || !token) redirect(`${SIGN_IN_PATH}?${new URLSearchParams({ error: "SignInExpired", callbackUrl }).toString()}`);
  return { pending, token };
}
