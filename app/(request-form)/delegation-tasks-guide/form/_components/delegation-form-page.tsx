import { DelegationForm } from "@/features/delegation/components/delegation-form";
import { SiteHeader } from "@/features/shell/site-header";
import { PageHero } from "@/features/content/components/page-hero";
import { requestFormHero } from "@/features/content/request-form";
import type { FormState } from "@/features/delegation/submit-state";
import type { TimeZoneOption } from "@/platform/business-hours/time-zones";
import { formChoices } from "@/features/delegation/form-choices";
import { StylesheetBeforeFocus } from "@/app/styles/stylesheet-before-focus";

interface DelegationFormPageProps {
  /** The route's server action: handed down, because components never import from app/. */
  readonly action: (state: FormState, formData: FormData) => Promise<FormState>;
  readonly initialState: FormState;
  /** The page's full title, which a refused send starts with "Error: ". */
  readonly title: string;
  readonly timeZones: readonly TimeZoneOption[];
}

/**
 * The request form's page: the site header, its hero and the form, started in the state the route rendered.
 * The form lays out the page itself, because after a refused send its error summary comes before the
 * header (app/(request-form)/layout.tsx).
 */
export function DelegationFormPage({ action, initialState, title, timeZones }: DelegationFormPageProps) {
  return (
    <DelegationForm action={action} initialState={initialState} title={title} timeZones={timeZones} choices={formChoices()} header={<SiteHeader />} hero={<PageHero content={requestFormHero} />} beforeSummary={<StylesheetBeforeFocus />} />
  );
}
