"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { signInErrorMessage } from "@/lib/admin/copy";

const signInSchema = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address."),
  password: z.string().min(1, "Enter your password."),
});

type SignInValues = z.infer<typeof signInSchema>;

const ERROR_ID = "sign-in-error";

export interface SignInFormProps {
  /** Already checked on the server: a same-origin /admin path. */
  readonly callbackUrl: string;
  readonly initialError: string | null;
}

export function SignInForm({ callbackUrl, initialError }: SignInFormProps) {
  const [error, setError] = useState<string | null>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });

  async function onSubmit(values: SignInValues) {
    setError(null);
    const result = await signIn("password", { ...values, redirect: false, callbackUrl });
    if (!result || result.error || !result.ok) {
      setError(signInErrorMessage(result?.error ?? "fallback"));
      // Move focus to the message so keyboard and screen-reader users land on what went wrong.
      requestAnimationFrame(() => document.getElementById(ERROR_ID)?.focus());
      return;
    }
    window.location.assign(callbackUrl);
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
      <div id={ERROR_ID} tabIndex={-1} role="alert" className={error ? "admin-notice admin-notice--error" : "admin-notice admin-notice--empty"}>
        {error}
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="sign-in-email">E-mail</label>
        <input
          id="sign-in-email"
          type="email"
          autoComplete="username"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "sign-in-email-error" : undefined}
          {...register("email")}
        />
        {errors.email ? (
          <p id="sign-in-email-error" className="admin-field__error">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="sign-in-password">Password</label>
        <input
          id="sign-in-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "sign-in-password-error" : undefined}
          {...register("password")}
        />
        {errors.password ? (
          <p id="sign-in-password-error" className="admin-field__error">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="admin-button admin-button--full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
