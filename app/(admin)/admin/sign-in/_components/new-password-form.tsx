"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { passwordProblemMessages, secondFactorCopy } from "@/features/admin/admin-copy";
import { newPasswordStepAction } from "../actions";
import { SignInField } from "./sign-in-field";
import { runStep, STEP_ERROR_TEXT_ID, StepError, StepSubmit, useStepError } from "./sign-in-steps";

// Only what the browser can tell: the dictionaries stay on the server, which checks the rest and says why.
const newPasswordSchema = z
  .object({
    password: z.string().refine((value) => [...value].length >= 12, passwordProblemMessages["too-short"]),
    repeat: z.string(),
  })
  .refine((values) => values.password === values.repeat, { path: ["repeat"], message: secondFactorCopy.mismatch });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Asked for when the stored password fails the rule: a new one, twice, before the admin area opens. */
export function NewPasswordForm({ callbackUrl, email }: { readonly callbackUrl: string; readonly email: string }) {
  const [error, setError] = useStepError();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: "", repeat: "" } });

  async function onSubmit({ password, repeat }: NewPasswordValues) {
    await runStep(setError, callbackUrl, () => newPasswordStepAction(password, repeat, callbackUrl));
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="admin-sign-in__form">
      <StepError message={error} />
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <SignInField
        id="new-password"
        label={secondFactorCopy.newPasswordLabel}
        type="password"
        autoComplete="new-password"
        hint={secondFactorCopy.passwordHint}
        registration={register("password")}
        error={errors.password}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <SignInField
        id="new-password-repeat"
        label={secondFactorCopy.repeatPasswordLabel}
        type="password"
        autoComplete="new-password"
        registration={register("repeat")}
        error={errors.repeat}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <StepSubmit busy={isSubmitting} label={secondFactorCopy.change} busyLabel={secondFactorCopy.changing} />
    </form>
  );
}
