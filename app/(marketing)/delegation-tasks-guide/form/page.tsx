import { headers } from "next/headers";
import { DelegationForm } from "@/components/delegation/delegation-form";
import { formCopy } from "@/lib/delegation/form-copy";
import { issueFormToken } from "@/lib/delegation/form-token";
import { emptyFormValues } from "@/lib/delegation/form-values";
import { prefillFromQuery, sourceFromQuery, type QueryParams } from "@/lib/delegation/prefill";
import { formPath } from "@/lib/delegation/submit-delegation";
import { getFormSecret } from "@/lib/delegation/submit-dependencies";
import type { FormState } from "@/lib/delegation/submit-state";
import { createMetadata } from "@/lib/metadata";
import { submitDelegationRequest } from "./actions";
import "@/app/styles/forms.css";

export const metadata = createMetadata({
  title: "Request marketing talent",
  description: formCopy.description,
  path: formPath,
});

interface FormPageProps {
  readonly searchParams: Promise<QueryParams>;
}

/** Rendered per request: each visitor gets a fresh signed token (fill time and idempotency key). */
export default async function DelegationFormPage({ searchParams }: FormPageProps) {
  const params = await searchParams;
  const requestHeaders = await headers();
  const token = issueFormToken(getFormSecret(), sourceFromQuery(formPath, params, requestHeaders.get("referer")));
  const initialState: FormState = { status: "editing", token, values: emptyFormValues(prefillFromQuery(params)) };
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{formCopy.eyebrow}</p>
          <h1>{formCopy.title}</h1>
          <p className="lead">{formCopy.intro}</p>
        </div>
      </section>
      <div className="container form-layout">
        <DelegationForm action={submitDelegationRequest} initialState={initialState} />
      </div>
    </>
  );
}
