import type { Metadata } from "next";
import { headers } from "next/headers";
import { renderSVG } from "uqr";
import { groupSecret } from "@/features/auth/second-factor/totp";
import { signInStepsFor } from "@/features/auth/sign-in/sign-in-flow";
import { secondFactorCopy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { CopyButton } from "../_components/copy-button";
import { EnrollForm } from "../_components/enroll-form";
import { SpelledOut } from "../_components/spelled-out";
import { pageOfStage, pendingStepOrRestart, restartSignIn, stepCallbackUrl, type StepSearchParams } from "../_components/pending-step";

export const metadata: Metadata = createMetadata({
  title: secondFactorCopy.enrollTitle,
  description: secondFactorCopy.enrollIntro,
  path: "/admin/sign-in/set-up",
  noIndex: true,
});

/**
 * The first sign-in's second step: the QR code (drawn here, on the server, as SVG) and the same secret as
 * text, then a first code to confirm. The secret is shown only while the enrollment waits for that code: once
 * confirmed, the page renders without it.
 */
export default async function SetUpFactorPage({ searchParams }: { readonly searchParams: StepSearchParams }) {
  const callbackUrl = await stepCallbackUrl(searchParams);
  const { pending, token } = await pendingStepOrRestart(["enroll", "change-password", "done"], callbackUrl);
  const enrollment = pending.stage === "enroll" ? await signInStepsFor(await headers()).steps.enrollment(token) : null;
  if (pending.stage === "enroll" && !enrollment) restartSignIn(callbackUrl);
  const qr = enrollment ? `data:image/svg+xml;base64,${Buffer.from(renderSVG(enrollment.uri, { border: 2 })).toString("base64")}` : "";
  const groups = enrollment ? groupSecret(enrollment.secret) : [];

  return (
    <div className="container admin-page admin-sign-in">
      <h1>{secondFactorCopy.enrollTitle}</h1>
      <p>{secondFactorCopy.enrollIntro}</p>
      {/* One slot, so the form after it keeps its state (the recovery codes) when the confirmed page renders again without the secret. */}
      {enrollment ? (
        <>
          <h2>{secondFactorCopy.scanStep}</h2>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn per request; next/image adds nothing */}
          <img src={qr} alt={secondFactorCopy.qrAlt} width={200} height={200} className="admin-qr" />
          <p>{secondFactorCopy.keyStep}</p>
          <p className="admin-setup-key">
            <SpelledOut groups={groups} separator=" " intro={secondFactorCopy.keySpelledIntro} />
          </p>
          <CopyButton text={enrollment.secret} label={secondFactorCopy.copyKey} done={secondFactorCopy.copied} failed={secondFactorCopy.copyFailed} />
        </>
      ) : null}
      <EnrollForm callbackUrl={callbackUrl} alreadyDone={enrollment ? null : { next: pageOfStage(pending.stage, callbackUrl) }} />
    </div>
  );
}
