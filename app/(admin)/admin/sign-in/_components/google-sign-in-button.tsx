"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import type { FirebaseClientConfig } from "@/platform/firebase/client-config";
import { signInErrorMessage } from "@/features/admin/admin-copy";

export interface GoogleSignInButtonProps {
  readonly config: FirebaseClientConfig;
  readonly callbackUrl: string;
  /** The Authentication emulator's URL in tests and local runs; null everywhere else. */
  readonly emulatorUrl: string | null;
}

/** Offered only when Firebase is configured; the server admits only accounts with the `admin` claim. */
export function GoogleSignInButton({ config, callbackUrl, emulatorUrl }: GoogleSignInButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setError(null);
    try {
      const { signInWithGoogle } = await import("@/platform/firebase/client");
      const idToken = await signInWithGoogle(config, emulatorUrl);
      const result = await signIn("firebase", { idToken, redirect: false, callbackUrl });
      if (!result || result.error || !result.ok) {
        setError(signInErrorMessage(result?.error === "CredentialsSignin" ? "GoogleNotAdmin" : (result?.error ?? "fallback")));
        return;
      }
      window.location.assign(callbackUrl);
    } catch {
      setError(signInErrorMessage("fallback"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-sign-in__google">
      <button type="button" className="admin-button admin-button--secondary admin-button--full" onClick={onClick} disabled={busy}>
        {busy ? "Waiting for Google…" : "Sign in with Google"}
      </button>
      <p role="status" className={error ? "admin-notice admin-notice--error" : "admin-notice admin-notice--empty"}>
        {error}
      </p>
    </div>
  );
}
