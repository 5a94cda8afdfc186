import { formStartPath } from "@/lib/delegation/form-paths";
import { campaignQuery } from "@/lib/delegation/query-names";

/**
 * The static form page's per-visitor start, obtained after the page is served: `formStartPath`
 * (lib/delegation/form-paths.ts) answers with an HttpOnly cookie holding a signed token (the fill-time
 * start). The page's script asks for it on the first focus in the form, with the form's checks (outside
 * the page's own script, which a budget holds); without JavaScript an image in <noscript> fetches it as
 * the page loads. A post made before it arrives is too quick anyway: the server then starts the fill time.
 */
export const startCookieName = "form-start";

/**
 * The start address with where the visitor came from: the referrer, and the campaign tags of the page's
 * own address (a campaign's landing address is served the static page; only checklist ticks are not).
 * Without JavaScript the <noscript> image asks the bare address, and the server reads the tags from its
 * Referer, which is the page's address (lib/delegation/start-source.ts).
 */
export function formStartUrl(referrer: string, pageSearch = ""): string {
  const query = campaignQuery(pageSearch);
  if (referrer) query.set("referrer", referrer.slice(0, 1000));
  const search = query.toString();
  return search ? `${formStartPath}?${search}` : formStartPath;
}

/** Asks for the start cookie; a failure only means the server starts the fill time at the first post. */
export function startFillTime(): void {
  void fetch(formStartUrl(document.referrer, window.location.search), { cache: "no-store" }).catch(() => undefined);
}
