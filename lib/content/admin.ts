/** The admin area's wording in one place: messages the server and the client components both show. */
export const signInMessages = {
  CredentialsSignin: "Invalid e-mail or password.",
  RateLimited: "Too many failed sign-in attempts from this device. Wait a minute, then try again; each further failure makes the wait longer.",
  GoogleNotAdmin: "This Google account is not an admin of this site.",
  SessionRequired: "Sign in to continue.",
  fallback: "Sign-in failed. Try again.",
} as const;

/** Shown in <noscript>: next-auth's CSRF token is fetched by script, so sign-in cannot work without it. */
export const signInNeedsScript = "Sign-in needs JavaScript. Enable it for this site, then reload the page.";

export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null;
  return code in signInMessages ? signInMessages[code as keyof typeof signInMessages] : signInMessages.fallback;
}

export const actionMessages = {
  sessionEnded: "Your session has ended. Sign in again to continue.",
  notFound: "This request no longer exists. It may have been deleted.",
  invalid: "That change could not be read. Reload the page and try again.",
  transition: "That status change is not allowed from the current status.",
  failed: "The change could not be saved. Try again.",
} as const;

/** A request's page, and what stands in for it when the address matches no stored request. */
export const requestPageCopy = {
  backLink: "← All requests",
  notFound: {
    heading: "No such request",
    lead: "No stored request has this address. It may have been deleted, or the link may be incomplete.",
  },
} as const;

/** The visitor-data page: one address, its requests, a copy, an erasure. */
export const visitorDataMessages = {
  invalid: "Enter the whole e-mail address the visitor used in the form, like name@company.com.",
  confirm: "Tick the box to confirm the erasure, then press the button again. Nothing was erased.",
  erased: (count: number) =>
    count === 0 ? "There was nothing to erase: no request from this address remains." : `Erased ${count} request${count === 1 ? "" : "s"} from this address, with their notes and history.`,
} as const;
