import type { Metadata } from "next";
import { connection } from "next/server";
import { invitationOfLink } from "@/features/admin/team-invitations";
import { acceptPageCopy, linkStateMessages } from "@/features/team/invitations/invitation-copy";
import { site } from "@/platform/config/site";
import { getEnv } from "@/platform/env";
import { firebaseAuthEmulatorUrl, firebaseClientConfig } from "@/platform/firebase/web-config";
import { createMetadata } from "@/platform/page/metadata";
import { AcceptForm } from "../../_components/accept-form";
import { GoogleAccept } from "../../_components/google-accept";

export const metadata: Metadata = createMetadata({
  title: acceptPageCopy.title,
  description: acceptPageCopy.title,
  path: "/admin/sign-in/join",
  noIndex: true,
});

/**
 * An invitation's link. The GET only reads it (a mail scanner opening the link consumes nothing) and is rendered
 * per request, never cached (no-store); the form's post makes the account. A link that does not work says why
 * and offers nothing else. Where Google sign-in is configured, the invitee may accept with Google instead.
 */
export default async function JoinPage({ params }: { readonly params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const { state, invitation } = await invitationOfLink(token);
  if (state !== "open" || !invitation) {
    const message = linkStateMessages[state === "open" ? "unknown" : state];
    return (
      <div className="container admin-page admin-sign-in">
        <h1>{message.heading}</h1>
        <p>{message.text}</p>
      </div>
    );
  }
  const env = getEnv();
  const firebase = firebaseClientConfig(env);
  return (
    <div className="container admin-page admin-sign-in">
      <h1>{acceptPageCopy.heading(site.name)}</h1>
      <p>{acceptPageCopy.lead(invitation.address, invitation.role)}</p>
      <p>{firebase ? acceptPageCopy.nextStepWithGoogle : acceptPageCopy.nextStep}</p>
      <AcceptForm token={token} address={invitation.address} />
      {firebase ? <GoogleAccept token={token} address={invitation.address} config={firebase} emulatorUrl={firebaseAuthEmulatorUrl(env)} /> : null}
    </div>
  );
}
