"use client";

import { signIn } from "next-auth/react";
import { useCallback, useEffect, useState } from "react";
import { signInErrorMessage } from "@/features/admin/admin-copy";
import { titleWithError } from "@/platform/page/error-title";
import type { StepActionResult } from "../actions";

/*
 * What every step of the sign-in form shares: the message that says what went wrong, and the last move,
 * asking next-auth for the session once the steps are done.
 *
 * A message is heard once, as the request form's summary is: it takes focus (so keyboard users land on it
 * too, as the step's button is busy), a region named by its own words. It is no live region as well, which
 * made a screen reader say it twice, once as it appeared and again as its box changed. The fields it is
 * about are invalid and described by it, so it is heard again on the way back to them; and while it shows
 * the title starts with "Error: ", as the request form's does.
 */

export const STEP_ERROR_ID = "sign-in-error";
/** The message's own words: its region's name, and the description of the fields it is about. */
export const STEP_ERROR_TEXT_ID = "sign-in-error-text";

/** The step's message and a setter that also moves focus to it. */
export function useStepError(initial: string | null = null): [string | null, (message: string | null) => void] {
  const [error, setError] = useState<string | null>(initial);
  // Counts the messages shown, so the same one shown again takes focus again; the initial one does not.
  const [shown, setShown] = useState(0);
  const show = useCallback((message: string | null) => {
    setError(message);
    if (message) setShown((count) => count + 1);
  }, []);
  useEffect(() => {
    // After the commit that rendered it: the message's box exists only while there is a message.
    if (shown > 0) document.getElementById(STEP_ERROR_ID)?.focus();
  }, [shown]);
  useEffect(() => {
    document.title = titleWithError(document.title, error !== null);
  }, [error]);
  return [error, show];
}

export function StepError({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <div id={STEP_ERROR_ID} tabIndex={-1} role="region" aria-labelledby={STEP_ERROR_TEXT_ID} className="admin-notice admin-notice--error">
      <p id={STEP_ERROR_TEXT_ID} className="admin-notice__text">
        {message}
      </p>
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

/**
 * Runs one step's post: on success the next step (or the session), else the step's message, after
 * `onRefused` (a code field is emptied for the next try); a post that fails outright gets the fallback message.
 */
export async function runStep(
  setError: (message: string | null) => void,
  callbackUrl: string,
  post: () => Promise<StepActionResult>,
  onRefused?: () => void,
): Promise<void> {
  setError(null);
  try {
    const result = await post();
    if (!result.ok) onRefused?.();
    setError(result.ok ? await goOn(result.next, callbackUrl) : result.message);
  } catch {
    setError(signInErrorMessage("fallback"));
  }
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
