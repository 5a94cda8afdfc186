import type { Metadata } from "next";
import { secondFactorCopy } from "@/features/admin/admin-copy";
import { createMetadata } from "@/platform/page/metadata";
import { NewPasswordForm } from "../_components/new-password-form";
import { pendingStepOrRestart, stepCallbackUrl, type StepSearchParams } from "../_components/pending-step";

export const metadata: Metadata = createMetadata({
  title: secondFactorCopy.changeTitle,
  description: secondFactorCopy.changeIntro,
  path: "/admin/sign-in/new-password",
  noIndex: true,
});

/** Asked for when the stored password fails the rule, after the second factor and before the admin area. */
export default async function NewPasswordPage({ searchParams }: { readonly searchParams: StepSearchParams }) {
  const callbackUrl = await stepCallbackUrl(searchParams);
  const { pending } = await pendingStepOrRestart(["change-password", "done"], callbackUrl);
  return (
    <div className="container admin-page admin-sign-in">
      <h1>{secondFactorCopy.changeTitle}</h1>
      <p>{secondFactorCopy.changeIntro}</p>
      <NewPasswordForm callbackUrl={callbackUrl} email={pending.email} />
    </div>
  );
}
