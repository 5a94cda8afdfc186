import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { signInErrorMessage, signInNeedsScript } from "@/features/admin/admin-copy";
import { firebaseAuthEmulatorUrl, firebaseClientConfig } from "@/platform/firebase/web-config";
import { safeCallbackPath } from "@/features/auth/session/callback-url";
import { publicUrl } from "@/platform/server/deployment";
import { hasAdminSession } from "@/features/auth/require-admin";
import { getEnv, getSessionSettings } from "@/platform/env";
import { isSessionEnd } from "@/features/auth/session/session-lifetime";
import { sessionEndedMessage } from "@/features/content/session-ended";
import { createMetadata } from "@/platform/page/metadata";
import { site } from "@/platform/config/site";
import { GoogleSignInButton } from "./_components/google-sign-in-button";
import { SignInForm } from "./_components/sign-in-form";

export const metadata: Metadata = createMetadata({
  title: "Admin sign-in",
  description: `Sign in to the ${site.name} admin area.`,
  path: "/admin/sign-in",
  noIndex: true,
});

interface SignInPageProps {
  readonly searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function single(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

export default async function AdminSignInPage({ searchParams }: SignInPageProps) {
  const params = await searchParams;
  const env = getEnv();
  const callbackUrl = safeCallbackPath(single(params.callbackUrl), publicUrl(env).origin);
  if (await hasAdminSession()) redirect(callbackUrl);
  const firebase = firebaseClientConfig(env);
  const signedOut = single(params.signedOut) === "1";
  const ended = single(params.ended);

  return (
    <div className="container admin-page admin-sign-in">
      <h1>Admin sign-in</h1>
      {signedOut ? (
        <p role="status" className="admin-notice admin-notice--success">
          You have signed out.
        </p>
      ) : null}
      {isSessionEnd(ended) ? (
        <p role="status" className="admin-notice">
          {sessionEndedMessage(ended, getSessionSettings())}
        </p>
      ) : null}
      <noscript>
        <p className="admin-notice admin-notice--error">{signInNeedsScript}</p>
      </noscript>
      <SignInForm callbackUrl={callbackUrl} initialError={signInErrorMessage(single(params.error))} />
      {firebase ? (
        <>
          <p className="admin-sign-in__or">or</p>
          <GoogleSignInButton config={firebase} callbackUrl={callbackUrl} emulatorUrl={firebaseAuthEmulatorUrl(env)} />
        </>
      ) : null}
    </div>
  );
}
