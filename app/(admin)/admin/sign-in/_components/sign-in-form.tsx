"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { signIn } from "next-auth/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { signInErrorMessage } from "@/lib/content/admin";
import { SignInField } from "./sign-in-field";

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
      <SignInField
        id="sign-in-email"
        label="E-mail"
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register("email")}
        error={errors.email}
      />
      <SignInField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={register("password")}
        error={errors.password}
      />
      <button type="submit" className="admin-button admin-button--full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
