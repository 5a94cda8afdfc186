import type { Metadata } from "next";
import { headers } from "next/headers";
import { DelegationFormPage } from "@/app/(request-form)/delegation-tasks-guide/form/_components/delegation-form-page";
import { requestFormMeta } from "@/features/content/request-form";
import { formCopy } from "@/features/delegation/form-copy";
import { issueFormToken } from "@/features/delegation/form-token";
import { emptyFormValues } from "@/features/delegation/form-values";
import { prefillFromQuery, type QueryParams } from "@/features/delegation/prefill";
import { getFormSecret } from "@/features/delegation/submit-dependencies";
import { answersPlainFormPost, type FormState } from "@/features/delegation/submit-state";
import { timeZoneOptionsAt } from "@/platform/business-hours/time-zones";
import { renderSource } from "@/features/delegation/visit-source";
import { createMetadata, fullTitle } from "@/platform/page/metadata";
import { submitDelegationRequest } from "./actions";

/** The title starts with "Error: " on the page that answers a refused send without JavaScript. */
export async function generateMetadata(): Promise<Metadata> {
  const metadata = createMetadata(requestFormMeta);
  if (!answersPlainFormPost(await headers())) return metadata;
  return { ...metadata, title: `${formCopy.errorTitlePrefix}${requestFormMeta.title}` };
}

interface FormPageProps {
  readonly searchParams: Promise<QueryParams>;
}

/**
 * Rendered per request, unlike the site's other public pages, so that the form's signed token (the fill
 * time's start, the idempotency key, where the visitor came from) is in the page itself and the guide's
 * checklist ticks are rendered in: the form works the same with and without JavaScript, with no second
 * request for its token. What that costs against a static page was measured: the README's "Why per request".
 */
export default async function DelegationFormPageRoute({ searchParams }: FormPageProps) {
  const params = await searchParams;
  const requestHeaders = await headers();
  const source = renderSource(params, requestHeaders.get("referer"), requestHeaders.get("sec-fetch-site"));
  const initialState: FormState = {
    status: "editing",
    token: issueFormToken(getFormSecret(), source),
    values: emptyFormValues(prefillFromQuery(params)),
  };
  return (
    <DelegationFormPage
      action={submitDelegationRequest}
      initialState={initialState}
      title={fullTitle(requestFormMeta.title)}
      timeZones={timeZoneOptionsAt(new Date())}
    />
  );
}
