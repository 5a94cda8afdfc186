"use client";

import { useActionState, useEffect, useRef } from "react";
import { secondFactorCopy } from "@/features/admin/admin-copy";
import { acceptPageCopy, linkStateMessages } from "@/features/team/invitations/invitation-copy";
import { MAX_TEAM_NAME_LENGTH } from "@/features/team/profile";
import { acceptInvitationAction, type AcceptActionResult } from "../actions";
import { fieldProblems } from "../../_components/field-problems";

type Field = keyof AcceptActionResult["problems"];

/** The invitee's name and password, posted to the server with or without JavaScript; the passwords are never sent back. */
export function AcceptForm({ token, address }: { readonly token: string; readonly address: string }) {
  const [result, formAction, pending] = useActionState<AcceptActionResult | null, FormData>(acceptInvitationAction, null, `/admin/sign-in/join/${token}`);
  const gone = useRef<HTMLHeadingElement>(null);
  const ended = result && result.link !== "open" ? linkStateMessages[result.link] : null;
  // The form this replaced had focus: the answer's heading takes it.
  useEffect(() => gone.current?.focus(), [ended]);
  if (ended) {
    return (
      <section aria-labelledby="join-ended">
        <h2 id="join-ended" ref={gone} tabIndex={-1}>
          {ended.heading}
        </h2>
        <p>{ended.text}</p>
      </section>
    );
  }
  const problems = result?.problems ?? {};
  const { described, error } = fieldProblems<Field>("join", problems);
  return (
    <form action={formAction} className="admin-sign-in__form" noValidate key={JSON.stringify(result)}>
      <input type="hidden" name="token" value={token} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={address} readOnly hidden />
      <div className="admin-field">
        <label htmlFor="join-name">{acceptPageCopy.nameLabel}</label>
        <input id="join-name" name="name" type="text" autoComplete="name" maxLength={MAX_TEAM_NAME_LENGTH} required defaultValue={result?.name ?? ""} {...described("name", "join-name-hint")} />
        <p id="join-name-hint" className="admin-hint">
          {acceptPageCopy.nameHint}
        </p>
        {error("name")}
      </div>
      <div className="admin-field">
        <label htmlFor="join-password">{acceptPageCopy.passwordLabel}</label>
        <input id="join-password" name="password" type="password" autoComplete="new-password" required {...described("password", "join-password-hint")} />
        <p id="join-password-hint" className="admin-hint">
          {secondFactorCopy.passwordHint}
        </p>
        {error("password")}
      </div>
      <div className="admin-field">
        <label htmlFor="join-repeat">{acceptPageCopy.repeatLabel}</label>
        <input id="join-repeat" name="repeat" type="password" autoComplete="new-password" required {...described("repeat")} />
        {error("repeat")}
      </div>
      <button type="submit" className="admin-button" aria-disabled={pending || undefined}>
        {acceptPageCopy.submit}
      </button>
    </form>
  );
}
