"use client";

import { signIn } from "next-auth/react";
import { useCallback, useState } from "react";
import { signInErrorMessage } from "@/lib/admin/admin-copy";

/*
 * What every step of the sign-in form shares: the message that says what went wrong (focused, so keyboard
 * and screen-reader users land on it), and the last move, asking next-auth for the session once the
 * steps are done.
 */

export const STEP_ERROR_ID = "sign-in-error";

/** The step's message and a setter that also moves focus to it. */
export function useStepError(initial: string | null = null): [string | null, (message: string | null) => void] {
  const [error, setError] = useState<string | null>(initial);
  const show = useCallback((message: string | null) => {
    setError(message);
    if (message) requestAnimationFrame(() => document.getElementById(STEP_ERROR_ID)?.focus());
  }, []);
  return [error, show];
}

export function StepError({ message }: { readonly message: string | null }) {
  return (
    <div id={STEP_ERROR_ID} tabIndex={-1} role="alert" className={message ? "admin-notice admin-notice--error" : "admin-notice admin-notice--empty"}>
      {message}
    </div>
  );
}

/**
 * Goes on to the next step's page, or (`next` null) asks next-auth for the session, which admits only a
 * finished pending sign-in, then opens the admin area. Returns the message to show when that fails.
 */
export async function goOn(next: string | null, callbackUrl: string): Promise<string | null> {
  if (next) {
    window.location.assign(next);
    return null;
  }
  const result = await signIn("password", { redirect: false, callbackUrl });
  if (!result || result.error || !result.ok) return signInErrorMessage(result?.error ?? "fallback");
  window.location.assign(callbackUrl);
  return null;
}

/** A step's submit button, which says it is working while its post runs. */
export function StepSubmit({ busy, label, busyLabel }: { readonly busy: boolean; readonly label: string; readonly busyLabel: string }) {
  return (
    <button type="submit" className="admin-button admin-button--full" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The way on from a step with nothing left to ask (the recovery codes, a reloaded set-up): its message and button. */
export function ContinueSignIn({ next, callbackUrl, label }: { readonly next: string | null; readonly callbackUrl: string; readonly label: string }) {
  const [error, setError] = useStepError();
  const [busy, setBusy] = useState(false);

  async function onContinue() {
    setBusy(true);
    setError(await goOn(next, callbackUrl).catch(() => signInErrorMessage("fallback")));
    setBusy(false);
  }

  return (
    <>
      <StepError message={error} />
      <button type="button" className="admin-button admin-button--full" onClick={onContinue} disabled={busy}>
        {label}
      </button>
    </>
  );
}
