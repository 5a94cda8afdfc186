"use client";

import { useActionState } from "react";
import { accountPageCopy } from "@/features/admin/account-copy";
import { changePasswordAction, type PasswordFormState } from "../actions";
import { fieldProblems } from "../../_components/field-problems";

const copy = accountPageCopy.password;

type Field = keyof PasswordFormState["problems"];

/**
 * The current password and a new one. Nothing typed comes back: both are passwords, and a refused form
 * starts empty with each problem beside its field. The e-mail rides along, hidden, for password managers.
 */
export function PasswordForm({ email }: { readonly email: string }) {
  const [state, formAction, pending] = useActionState<PasswordFormState | null, FormData>(changePasswordAction, null, "/admin/account");
  const problems = state?.problems ?? {};
  const { described, error } = fieldProblems<Field>("password", problems);
  return (
    <form action={formAction} className="admin-note-form" aria-labelledby="password-heading">
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <div className="admin-field admin-field--wide">
        <label htmlFor="password-current">{copy.currentLabel}</label>
        <input id="password-current" name="current" type="password" autoComplete="current-password" maxLength={1024} {...described("current")} />
        {error("current")}
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="password-next">{copy.nextLabel}</label>
        <input id="password-next" name="next" type="password" autoComplete="new-password" maxLength={1024} {...described("next", "password-next-hint")} />
        <p id="password-next-hint" className="admin-hint">
          {copy.nextHint}
        </p>
        {error("next")}
      </div>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? copy.pending : copy.submit}
      </button>
      <p role="status" className={state ? `admin-notice admin-notice--${state.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {state?.message}
      </p>
    </form>
  );
}
