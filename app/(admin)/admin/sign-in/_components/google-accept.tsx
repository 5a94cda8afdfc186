"use client";

import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import type { FirebaseClientConfig } from "@/platform/firebase/client-config";
import { googleAcceptCopy, linkStateMessages } from "@/features/team/invitations/invitation-copy";
import { MAX_TEAM_NAME_LENGTH } from "@/features/team/profile";
import { acceptWithGoogleAction, type GoogleAcceptActionResult } from "../actions";
import { fieldProblems } from "../../_components/field-problems";

export interface GoogleAcceptProps {
  readonly token: string;
  readonly address: string;
  readonly config: FirebaseClientConfig;
  /** The Authentication emulator's URL in tests and local runs; null everywhere else. */
  readonly emulatorUrl: string | null;
}

/**
 * Accepting with Google: the browser signs in with Google as the sign-in page does, the server checks the
 * account against the invitation and sets the admin claim, then the same ID token signs the invitee in.
 */
export function GoogleAccept({ token, address, config, emulatorUrl }: GoogleAcceptProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Exclude<GoogleAcceptActionResult, { ok: true }> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const gone = useRef<HTMLHeadingElement>(null);
  const ended = result && result.link !== "open" ? linkStateMessages[result.link] : null;
  useEffect(() => gone.current?.focus(), [ended]);

  async function onClick(form: HTMLFormElement) {
    const name = String(new FormData(form).get("name") ?? "");
    setBusy(true);
    setFailure(null);
    try {
      const { signInWithGoogle } = await import("@/platform/firebase/client");
      const idToken = await signInWithGoogle(config, emulatorUrl);
      const answer = await acceptWithGoogleAction(token, name, idToken);
      if (!answer.ok) {
        setResult(answer);
        return;
      }
      setResult(null);
      const signedIn = await signIn("firebase", { idToken, redirect: false, callbackUrl: "/admin" });
      if (!signedIn || signedIn.error || !signedIn.ok) {
        setFailure(googleAcceptCopy.problems.signIn);
        return;
      }
      router.push("/admin");
    } catch {
      setFailure(googleAcceptCopy.problems.failed());
    } finally {
      setBusy(false);
    }
  }

  if (ended) {
    return (
      <section aria-labelledby="join-google-ended">
        <h2 id="join-google-ended" ref={gone} tabIndex={-1}>
          {ended.heading}
        </h2>
        <p>{ended.text}</p>
      </section>
    );
  }
  const problems = result?.problems ?? {};
  const status = failure ?? problems.google ?? null;
  const { described, error } = fieldProblems("join-google", problems);
  return (
    <section aria-labelledby="join-google-heading" className="admin-sign-in__google">
      <p className="admin-sign-in__or">{googleAcceptCopy.or}</p>
      <h2 id="join-google-heading">{googleAcceptCopy.heading}</h2>
      <p>{googleAcceptCopy.lead(address)}</p>
      <form
        className="admin-sign-in__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void onClick(event.currentTarget);
        }}
      >
        <div className="admin-field">
          <label htmlFor="join-google-name">{googleAcceptCopy.nameLabel}</label>
          <input
            id="join-google-name"
            name="name"
            type="text"
            autoComplete="name"
            maxLength={MAX_TEAM_NAME_LENGTH}
            required
            defaultValue={result?.name ?? ""}
            key={result?.name ?? ""}
            {...described("name")}
          />
          {error("name")}
        </div>
        <button type="submit" className="admin-button admin-button--secondary admin-button--full" aria-disabled={busy || undefined}>
          {busy ? googleAcceptCopy.busy : googleAcceptCopy.submit}
        </button>
      </form>
      <p role="status" className={status ? "admin-notice admin-notice--error" : "admin-notice admin-notice--empty"}>
        {status}
      </p>
    </section>
  );
}
