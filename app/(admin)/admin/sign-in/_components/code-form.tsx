"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { secondFactorCopy, signInStepMessages } from "@/features/admin/admin-copy";
import { codeStepAction } from "../actions";
import { SignInField } from "./sign-in-field";
import { runStep, STEP_ERROR_TEXT_ID, StepError, StepSubmit, useStepError } from "./sign-in-steps";

const codeSchema = z.object({ code: z.string().trim().min(1, signInStepMessages.malformedCode).max(64) });
type CodeValues = z.infer<typeof codeSchema>;

/** Every later sign-in's second step: the app's six-digit code, or one of the recovery codes. */
export function CodeForm({ callbackUrl }: { readonly callbackUrl: string }) {
  const [error, setError] = useStepError();
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: "" } });

  async function onSubmit({ code }: CodeValues) {
    await runStep(setError, callbackUrl, () => codeStepAction(code, callbackUrl), () => resetField("code"));
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="admin-sign-in__form">
      <StepError message={error} />
      <SignInField
        id="sign-in-code"
        label={secondFactorCopy.verifyCodeLabel}
        type="text"
        autoComplete="one-time-code"
        hint={secondFactorCopy.recoveryHint}
        registration={register("code")}
        error={errors.code}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <StepSubmit busy={isSubmitting} label={secondFactorCopy.verify} busyLabel={secondFactorCopy.verifying} />
    </form>
  );
}
