import { DelegationFormPage } from "@/components/delegation/delegation-form-page";
import { requestFormMeta } from "@/lib/content/request-form";
import { formStartPath } from "@/lib/delegation/form-paths";
import { emptyFormValues } from "@/lib/delegation/form-values";
import type { FormState } from "@/lib/delegation/submit-state";
import { createMetadata } from "@/lib/metadata";
import { submitDelegationRequest } from "./actions";

export const metadata = createMetadata(requestFormMeta);

const initialState: FormState = { status: "editing", token: "", values: emptyFormValues() };

/**
 * Static, like every other public page: nothing in it is per visitor. Its script fetches the form's
 * token on first use; without JavaScript the image below fetches it as a cookie as the page loads.
 * An address carrying the guide's checklist ticks is served by ./prefilled instead (proxy.ts); one with
 * only campaign tags gets this page, and the tags reach the start address (lib/delegation/form-start.ts).
 */
export default function DelegationFormPageRoute() {
  return (
    <DelegationFormPage action={submitDelegationRequest} initialState={initialState}>
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- a cookie-setting pixel, never shown */}
        <img className="form-start-pixel" src={formStartPath} alt="" width={1} height={1} />
      </noscript>
    </DelegationFormPage>
  );
}
