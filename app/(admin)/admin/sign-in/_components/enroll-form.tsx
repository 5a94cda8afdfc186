"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { secondFactorCopy, signInErrorMessage, signInStepMessages } from "@/features/admin/admin-copy";
import { confirmEnrollmentAction } from "../actions";
import { CopyButton } from "./copy-button";
import { SignInField } from "./sign-in-field";
import { SpelledOut } from "./spelled-out";
import { ContinueSignIn, STEP_ERROR_TEXT_ID, StepError, StepSubmit, useStepError } from "./sign-in-steps";

const enrollSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, signInStepMessages.malformedCode) });
type EnrollValues = z.infer<typeof enrollSchema>;

interface Confirmed {
  readonly next: string | null;
  readonly recoveryCodes: readonly string[];
}

/** The ten recovery codes, shown once, with a way to copy them and to go on. */
function RecoveryCodes({ confirmed, callbackUrl }: { readonly confirmed: Confirmed; readonly callbackUrl: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaced had focus: the codes' heading takes it, so nobody starts from the top of the page.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="recovery-codes-title" className="admin-sign-in__form">
      <h2 id="recovery-codes-title" ref={heading} tabIndex={-1}>
        {secondFactorCopy.recoveryTitle}
      </h2>
      <p>{secondFactorCopy.recoveryIntro}</p>
      <ol aria-label={secondFactorCopy.recoveryListLabel} className="admin-recovery-codes">
        {confirmed.recoveryCodes.map((code) => (
          <li key={code}>
            {/* Heard as the setup key is: character by character, a group at a time. */}
            <SpelledOut groups={code.split("-")} separator="-" />
          </li>
        ))}
      </ol>
      <CopyButton
        text={confirmed.recoveryCodes.join("\n")}
        label={secondFactorCopy.copyCodes}
        done={secondFactorCopy.codesCopied}
        failed={secondFactorCopy.copyFailed}
      />
      <ContinueSignIn next={confirmed.next} callbackUrl={callbackUrl} label={secondFactorCopy.continue} />
    </section>
  );
}

interface EnrollFormProps {
  readonly callbackUrl: string;
  /** Set when the page is shown for a factor already confirmed: where to go on (null: the session). */
  readonly alreadyDone: { readonly next: string | null } | null;
}

/** The page opened again after the set-up was confirmed (a reload): nothing to show but the way on. */
function AlreadyDone({ next, callbackUrl }: { readonly next: string | null; readonly callbackUrl: string }) {
  return (
    <div className="admin-sign-in__form">
      <p className="admin-notice admin-notice--success">{signInStepMessages.alreadyEnrolled}</p>
      <ContinueSignIn next={next} callbackUrl={callbackUrl} label={secondFactorCopy.continueSignIn} />
    </div>
  );
}

/** Confirms the app is set up with its first code, then shows the recovery codes. */
export function EnrollForm({ callbackUrl, alreadyDone }: EnrollFormProps) {
  const [error, setError] = useStepError();
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<EnrollValues>({ resolver: zodResolver(enrollSchema), defaultValues: { code: "" } });

  async function onSubmit({ code }: EnrollValues) {
    setError(null);
    try {
      const result = await confirmEnrollmentAction(code, callbackUrl);
      if (result.ok) {
        setConfirmed({ next: result.next, recoveryCodes: result.recoveryCodes ?? [] });
        return;
      }
      resetField("code");
      setError(result.message);
    } catch {
      setError(signInErrorMessage("fallback"));
    }
  }

  if (confirmed) return <RecoveryCodes confirmed={confirmed} callbackUrl={callbackUrl} />;
  if (alreadyDone) return <AlreadyDone next={alreadyDone.next} callbackUrl={callbackUrl} />;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="admin-sign-in__form">
      <p>{secondFactorCopy.confirmStep}</p>
      <StepError message={error} />
      <SignInField
        id="enroll-code"
        label={secondFactorCopy.codeLabel}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        registration={register("code")}
        error={errors.code}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <StepSubmit busy={isSubmitting} label={secondFactorCopy.confirm} busyLabel={secondFactorCopy.confirming} />
    </form>
  );
}
