import { DelegationForm } from "@/components/delegation/delegation-form";
import { PageHero } from "@/components/marketing/page-hero";
import { requestFormHero } from "@/lib/content/request-form";
import type { FormState } from "@/lib/delegation/submit-state";

interface DelegationFormPageProps {
  /** The route's server action: handed down, because components never import from app/. */
  readonly action: (state: FormState, formData: FormData) => Promise<FormState>;
  readonly initialState: FormState;
}

/** The request form's page: its hero and the form, started in the state the route rendered. */
export function DelegationFormPage({ action, initialState }: DelegationFormPageProps) {
  return (
    <>
      <PageHero content={requestFormHero} />
      <div className="container form-layout">
        <DelegationForm action={action} initialState={initialState} />
      </div>
    </>
  );
}
