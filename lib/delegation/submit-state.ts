import type { DelegationFormValues } from "@/lib/delegation/form-values";
import type { FieldErrors } from "@/lib/delegation/field-names";

/**
 * What the server action returns and the form renders. The token travels with every state so an
 * error keeps the original fill time and idempotency key (or replaces an expired token).
 */
export type SubmitState =
  | { readonly status: "editing"; readonly token: string; readonly values: DelegationFormValues }
  | {
      readonly status: "error";
      readonly token: string;
      readonly values: DelegationFormValues;
      readonly fieldErrors: FieldErrors;
      readonly formError: string | null;
    }
  | { readonly status: "success"; readonly token: string; readonly reference: string };

/** What the form itself can show: a stored request leaves the form for the confirmation page. */
export type FormState = Exclude<SubmitState, { readonly status: "success" }>;
