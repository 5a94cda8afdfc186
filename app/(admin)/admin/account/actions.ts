"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";
import { accountPageCopy as copy } from "@/features/admin/account-copy";
import { passwordProblemMessages } from "@/features/admin/admin-copy";
import { changeMyPassword, endMyOtherSessions, endMySession, renewMyRecoveryCodes } from "@/features/auth/account/account";
import { signInUrlFor } from "@/features/auth/session/callback-url";
import { NotAuthorizedError } from "@/features/auth/session/session-claims";
import { logRequestEvent } from "@/platform/logging/request-log";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";

/*
 * The account page's posts. Thin: each checks its arguments have the shape its own form sends; the data
 * layer (features/auth/account/account.ts) checks the session and acts on the signed-in admin's own account.
 */

const ACCOUNT_PATH = "/admin/account";

function text(formData: FormData, key: string): string {
  const value = formData.get(key);
  return typeof value === "string" ? value : "";
}

/** Where the session forms land: the page, with what happened, so they work without JavaScript. */
async function sessionsOutcome(run: () => Promise<string>): Promise<never> {
  let query: string;
  try {
    query = await run();
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(ACCOUNT_PATH, error.ended));
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    query = "notice=failed";
  }
  revalidatePath(ACCOUNT_PATH);
  redirect(`${ACCOUNT_PATH}?${query}#sessions-notice`);
}

/** "End" beside one of the admin's other sessions. */
export async function endSessionAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.end_session", [z.unknown(), formDataArgument], [previous, formData]);
  return sessionsOutcome(async () => ((await endMySession(text(formData, "session").slice(0, 100))) ? "notice=ended" : "notice=ended-none"));
}

/** "End all other sessions". */
export async function endOtherSessionsAction(previous: null, formData: FormData): Promise<null> {
  parseActionArguments("admin.end_other_sessions", [z.unknown(), formDataArgument], [previous, formData]);
  return sessionsOutcome(async () => `notice=endedAll&count=${await endMyOtherSessions()}`);
}

export interface PasswordFormState {
  readonly ok: boolean;
  readonly message: string;
  readonly problems: { readonly current?: string; readonly next?: string };
}

/** The password form: never echoes a password back; each refusal beside its field. */
export async function changePasswordAction(previous: PasswordFormState | null, formData: FormData): Promise<PasswordFormState> {
  parseActionArguments("admin.change_password", [z.unknown(), formDataArgument], [previous, formData]);
  try {
    const result = await changeMyPassword({ current: text(formData, "current").slice(0, 1024), next: text(formData, "next").slice(0, 1024) });
    if (result.ok) {
      revalidatePath(ACCOUNT_PATH);
      return { ok: true, message: copy.password.saved(result.endedSessions), problems: {} };
    }
    if (result.noPassword) return { ok: false, message: copy.googleNoPassword, problems: {} };
    return {
      ok: false,
      message: copy.password.refused,
      problems: {
        ...(result.current ? { current: copy.password.current[result.current] } : {}),
        ...(result.next ? { next: result.next === "missing" ? copy.password.missingNext : passwordProblemMessages[result.next] } : {}),
      },
    };
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(ACCOUNT_PATH, error.ended));
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    return { ok: false, message: copy.notices.failed, problems: {} };
  }
}

export interface RecoveryFormState {
  /** The new codes, shown once; empty unless they were just made. */
  readonly codes: readonly string[];
  readonly problem: string | null;
}

/** The recovery codes' form: proof of the second factor, then ten new codes. */
export async function renewRecoveryCodesAction(previous: RecoveryFormState | null, formData: FormData): Promise<RecoveryFormState> {
  parseActionArguments("admin.renew_recovery_codes", [z.unknown(), formDataArgument], [previous, formData]);
  try {
    const result = await renewMyRecoveryCodes(text(formData, "code").slice(0, 64));
    if (!result.ok) return { codes: [], problem: copy.recovery.problems[result.problem] };
    revalidatePath(ACCOUNT_PATH);
    return { codes: result.codes, problem: null };
  } catch (error) {
    if (error instanceof NotAuthorizedError) redirect(signInUrlFor(ACCOUNT_PATH, error.ended));
    await logRequestEvent("admin.action_failed", { error: error instanceof Error ? error.name : "unknown" }, "error");
    return { codes: [], problem: copy.notices.failed };
  }
}
