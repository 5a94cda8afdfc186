import { formStartPath } from "@/lib/delegation/form-paths";

/**
 * The static form page's per-visitor start, obtained after the page is served: `formStartPath`
 * (lib/delegation/form-paths.ts) answers with an HttpOnly cookie holding a signed token (the fill-time
 * start). The page's script asks for it on the first focus in the form, with the form's checks (outside
 * the page's own script, which a budget holds); without JavaScript an image in <noscript> fetches it as
 * the page loads. A post made before it arrives is too quick anyway: the server then starts the fill time.
 */
export const startCookieName = "form-start";

/**
 * The start address with where the visitor came from. The static page never has a query of its own (an
 * address with one is served by the per-request render, which issues the token in the page).
 */
export function formStartUrl(referrer: string): string {
  return referrer ? `${formStartPath}?referrer=${encodeURIComponent(referrer.slice(0, 1000))}` : formStartPath;
}

/** Asks for the start cookie; a failure only means the server starts the fill time at the first post. */
export function startFillTime(): void {
  void fetch(formStartUrl(document.referrer), { cache: "no-store" }).catch(() => undefined);
}
