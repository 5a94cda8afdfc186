import type { ReactNode } from "react";
import { DelegationForm } from "@/components/delegation/delegation-form";
import { PageHero } from "@/components/marketing/page-hero";
import { requestFormHero } from "@/lib/content/request-form";
import type { FormState } from "@/lib/delegation/submit-state";

interface DelegationFormPageProps {
  /** The route's server action: handed down, because components never import from app/. */
  readonly action: (state: FormState, formData: FormData) => Promise<FormState>;
  readonly initialState: FormState;
  /** Rendered after the form: the static page's way to a token without JavaScript. */
  readonly children?: ReactNode;
}

/** The request form's page, the same whether it is served static or rendered for a prefilled address. */
export function DelegationFormPage({ action, initialState, children }: DelegationFormPageProps) {
  return (
    <>
      <PageHero content={requestFormHero} />
      <div className="container form-layout">
        <DelegationForm action={action} initialState={initialState} />
        {children}
      </div>
    </>
  );
}
