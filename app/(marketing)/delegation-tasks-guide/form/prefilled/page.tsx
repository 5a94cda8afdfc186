import { headers } from "next/headers";
import { DelegationFormPage } from "@/components/delegation/delegation-form-page";
import { requestFormMeta } from "@/lib/content/request-form";
import { issueFormToken } from "@/lib/delegation/form-token";
import { emptyFormValues } from "@/lib/delegation/form-values";
import { prefillFromQuery, sourceFromQuery, type QueryParams } from "@/lib/delegation/prefill";
import { formPath } from "@/lib/delegation/submit-delegation";
import { getFormSecret } from "@/lib/delegation/submit-dependencies";
import type { FormState } from "@/lib/delegation/submit-state";
import { createMetadata } from "@/lib/metadata";
import { submitDelegationRequest } from "../actions";

// What the proxy serves for the form's own address when it carries checklist ticks: that address is canonical.
export const metadata = createMetadata(requestFormMeta);

interface PrefilledFormPageProps {
  readonly searchParams: Promise<QueryParams>;
}

/**
 * The form for an address carrying ticks from the guide's checklist (and any campaign tags beside them):
 * rendered per request, so the ticks show without JavaScript, with the token issued in the page.
 */
export default async function PrefilledFormPage({ searchParams }: PrefilledFormPageProps) {
  const params = await searchParams;
  const requestHeaders = await headers();
  const token = issueFormToken(getFormSecret(), sourceFromQuery(formPath, params, requestHeaders.get("referer")));
  const initialState: FormState = { status: "editing", token, values: emptyFormValues(prefillFromQuery(params)) };
  return <DelegationFormPage action={submitDelegationRequest} initialState={initialState} />;
}
