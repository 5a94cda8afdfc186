"use client";

import { useActionState, useEffect, useRef } from "react";
import { accountPageCopy } from "@/features/admin/account-copy";
import { CopyButton } from "@/app/(admin)/admin/sign-in/_components/copy-button";
import { SpelledOut } from "@/app/(admin)/admin/sign-in/_components/spelled-out";
import { renewRecoveryCodesAction, type RecoveryFormState } from "../actions";
import { fieldProblems } from "../../_components/field-problems";

const copy = accountPageCopy.recovery;

/** The new codes, shown once, with a way to copy and to print them; the heading takes focus from the form it replaced. */
function NewCodes({ codes }: { readonly codes: readonly string[] }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="account-codes">
      <h3 id="new-codes-heading" ref={heading} tabIndex={-1}>
        {copy.listLabel}
      </h3>
      <p>{copy.shownOnce}</p>
      <ol aria-labelledby="new-codes-heading" className="admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <SpelledOut groups={code.split("-")} separator="-" />
          </li>
        ))}
      </ol>
      <div className="account-codes__actions">
        <CopyButton text={codes.join("\n")} label={copy.copy} done={copy.copied} failed={copy.copyFailed} />
        <button type="button" className="admin-button admin-button--secondary" onClick={() => window.print()}>
          {copy.print}
        </button>
      </div>
    </div>
  );
}

/** Proof of the second factor (the app's code now, or an unused recovery code), then ten new codes. */
export function RecoveryCodesForm({ left }: { readonly left: number }) {
  const [state, formAction, pending] = useActionState<RecoveryFormState | null, FormData>(renewRecoveryCodesAction, null, "/admin/account");
  if (state && state.codes.length > 0) return <NewCodes codes={state.codes} />;
  const { described, error } = fieldProblems<"proof">("recovery", { proof: state?.problem ?? undefined });
  return (
    <form action={formAction} className="admin-note-form" aria-labelledby="recovery-heading">
      <p>{copy.intro(left)}</p>
      <div className="admin-field admin-field--wide">
        <label htmlFor="recovery-proof">{copy.proofLabel}</label>
        <input
          id="recovery-proof"
          name="code"
          type="text"
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={64}
          {...described("proof", "recovery-proof-hint")}
        />
        <p id="recovery-proof-hint" className="admin-hint">
          {copy.proofHint}
        </p>
        {error("proof")}
      </div>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? copy.pending : copy.submit}
      </button>
    </form>
  );
}
