import { formStartPath } from "@/lib/delegation/form-paths";
import { addressCampaign } from "@/lib/delegation/query-names";

/**
 * The static form page's per-visitor start, obtained after the page is served: `formStartPath`
 * (lib/delegation/form-paths.ts) answers with an HttpOnly cookie holding a signed token (the fill-time
 * start). The page's script asks for it on the first focus in the form, with the form's checks (outside
 * the page's own script, which a budget holds); without JavaScript an image in <noscript> fetches it as
 * the page loads. A post made before it arrives is too quick anyway: the server then starts the fill time.
 */
export const startCookieName = "form-start";

/**
 * The campaign tags that brought the visitor: the first of `addresses` on this site's own origin that
 * carries any. The form's script passes the form's address, then the address the visit began at (a page
 * reached by client-side navigation keeps the document's first address, so a campaign that landed on
 * another page of the site is not lost on the way), then the referrer, for a page of the site that led
 * here with a full load. Another site's tags are never taken: they describe that site's campaigns.
 */
export function visitCampaign(addresses: readonly string[], origin: string): URLSearchParams {
  for (const address of addresses) {
    const tags = addressCampaign(address, (url) => url.origin === origin);
    if (tags.toString()) return tags;
  }
  return new URLSearchParams();
}

/**
 * The start address with where the visitor came from: the referrer, and the visit's campaign tags
 * (a campaign's landing address is served the static page; only checklist ticks are not). Without
 * JavaScript the <noscript> image asks the bare address, and the server reads the tags from its Referer,
 * which is the page's address (lib/delegation/start-source.ts).
 */
export function formStartUrl(referrer: string, campaign: URLSearchParams = new URLSearchParams()): string {
  const query = new URLSearchParams(campaign);
  if (referrer) query.set("referrer", referrer.slice(0, 1000));
  const search = query.toString();
  return search ? `${formStartPath}?${search}` : formStartPath;
}

/** The address this document was first loaded at (client-side navigation does not change it), or "". */
function documentFirstAddress(): string {
  const [navigation] = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return navigation?.name ?? "";
}

/** Asks for the start cookie; a failure only means the server starts the fill time at the first post. */
export function startFillTime(): void {
  const campaign = visitCampaign([window.location.href, documentFirstAddress(), document.referrer], window.location.origin);
  void fetch(formStartUrl(document.referrer, campaign), { cache: "no-store" }).catch(() => undefined);
}
