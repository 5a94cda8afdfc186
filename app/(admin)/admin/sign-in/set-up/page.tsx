import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { renderSVG } from "uqr";
import { SIGN_IN_PATH } from "@/lib/auth/callback-url";
import { groupSecret } from "@/lib/auth/second-factor/totp";
import { signInStepsFor } from "@/lib/auth/sign-in-flow";
import { secondFactorCopy } from "@/lib/content/admin";
import { createMetadata } from "@/lib/metadata";
import { CopyButton } from "../_components/copy-button";
import { EnrolForm } from "../_components/enrol-form";
import { pendingStepOrRestart, stepCallbackUrl, type StepSearchParams } from "../_components/pending-step";

export const metadata: Metadata = createMetadata({
  title: secondFactorCopy.enrolTitle,
  description: secondFactorCopy.enrolIntro,
  path: "/admin/sign-in/set-up",
  noIndex: true,
});

/**
 * The first sign-in's second step: the QR code (drawn here, on the server, as SVG) and the same secret as
 * text, then a first code to confirm. Shown only while the enrolment waits for that code: once confirmed,
 * the secret is never sent again.
 */
export default async function SetUpFactorPage({ searchParams }: { readonly searchParams: StepSearchParams }) {
  const callbackUrl = await stepCallbackUrl(searchParams);
  const { token } = await pendingStepOrRestart("enrol", callbackUrl);
  const enrolment = await signInStepsFor(await headers()).steps.enrolment(token);
  if (!enrolment) redirect(`${SIGN_IN_PATH}?${new URLSearchParams({ error: "SignInExpired", callbackUrl }).toString()}`);
  const qr = `data:image/svg+xml;base64,${Buffer.from(renderSVG(enrolment.uri, { border: 2 })).toString("base64")}`;
  const groups = groupSecret(enrolment.secret);

  return (
    <div className="container admin-page admin-sign-in">
      <h1>{secondFactorCopy.enrolTitle}</h1>
      <p>{secondFactorCopy.enrolIntro}</p>
      <h2>{secondFactorCopy.scanStep}</h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn per request; next/image adds nothing */}
      <img src={qr} alt={secondFactorCopy.qrAlt} width={200} height={200} className="admin-qr" />
      <p id="setup-key-intro">{secondFactorCopy.keyStep}</p>
      <p className="admin-setup-key">
        {/* Seen in groups of four; heard character by character, a group at a time, from the hidden copy. */}
        <code aria-hidden="true">{groups.join(" ")}</code>
        <span className="visually-hidden">
          {secondFactorCopy.keySpelledIntro} {groups.map((group) => [...group].join(" ")).join(", ")}.
        </span>
      </p>
      <CopyButton text={enrolment.secret} label={secondFactorCopy.copyKey} done={secondFactorCopy.copied} failed={secondFactorCopy.copyFailed} />
      <EnrolForm callbackUrl={callbackUrl} />
    </div>
  );
}
