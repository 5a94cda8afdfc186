import type { DelegationFormValues } from "@/features/delegation/form-values";
import type { FieldErrors } from "@/features/delegation/field-names";

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
  /** bookingLink: the signed token of the request's booking step, for the confirmation page. */
  | { readonly status: "success"; readonly token: string; readonly reference: string; readonly bookingLink: string };

/** What the form itself can show: a stored request leaves the form for the confirmation page. */
export type FormState = Exclude<SubmitState, { readonly status: "success" }>;

/** The header a script-driven call of a server action carries; a plain HTML form post has none. */
const actionCallHeader = "next-action";

/**
 * True when the page is being rendered as the answer to the form posted without JavaScript. A stored
 * request always redirects to the confirmation page, so such an answer is always a refused send, and its
 * title can say so ("Error: ...") before a screen reader reads anything else: the state the form shows
 * is not known to the page's metadata, but the request is. A form post is the only request with a
 * multipart body; a call from the page's own script says which action it calls and gets no page back.
 */
export function answersPlainFormPost(headers: Pick<Headers, "get">): boolean {
  const type = headers.get("content-type") ?? "";
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type) && headers.get(actionCallHeader) === null;
}
