import type { Metadata } from "next";
import { secondFactorCopy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { CodeForm } from "../_components/code-form";
import { pendingStepOrRestart, stepCallbackUrl, type StepSearchParams } from "../_components/pending-step";

export const metadata: Metadata = createMetadata({
  title: secondFactorCopy.verifyTitle,
  description: secondFactorCopy.verifyIntro,
  path: "/admin/sign-in/code",
  noIndex: true,
});

/** The second step of every sign-in after the first: the code from the app, or a recovery code. */
export default async function SignInCodePage({ searchParams }: { readonly searchParams: StepSearchParams }) {
  const callbackUrl = await stepCallbackUrl(searchParams);
  await pendingStepOrRestart(["code", "change-password", "done"], callbackUrl);
  return (
    <div className="container admin-page admin-sign-in">
      <h1>{secondFactorCopy.verifyTitle}</h1>
      <p>{secondFactorCopy.verifyIntro}</p>
      <CodeForm callbackUrl={callbackUrl} />
    </div>
  );
}
