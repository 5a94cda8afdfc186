"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { passwordStepAction } from "../actions";
import { SignInField } from "./sign-in-field";
import { runStep, STEP_ERROR_TEXT_ID, StepError, StepSubmit, useStepError } from "./sign-in-steps";

const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address."),
  password: z.string().min(1, "Enter your password."),
});

type SignInValues = z.infer<typeof signInSchema>;

export interface SignInFormProps {
  /** Already checked on the server: a same-origin /admin path. */
  readonly callbackUrl: string;
  readonly initialError: string | null;
}

export function SignInForm({ callbackUrl, initialError }: SignInFormProps) {
  const [error, setError] = useStepError(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: SignInValues) {
    // The password first; the steps after it (the code, setting it up, a new password) have pages of their own.
    await runStep(setError, callbackUrl, () => passwordStepAction(values.email, values.password, callbackUrl));
  }

  return (
    // method and action matter only if the form is sent before the script runs: the credentials then go in a
    // POST body to next-auth (which, lacking its CSRF cookie, sends the browser back here), never into a URL.
    <form
      method="post"
      action="/api/auth/callback/password"
      onSubmit={handleSubmit(onSubmit)}
      noValidate
      className="admin-sign-in__form"
    >
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <StepError message={error} />
      <SignInField
        id="sign-in-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register("email")}
        error={errors.email}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <SignInField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register("password")}
        error={errors.password}
        stepErrorId={error ? STEP_ERROR_TEXT_ID : undefined}
      />
      <StepSubmit busy={isSubmitting} label="Sign in" busyLabel="Signing in…" />
    </form>
  );
}
