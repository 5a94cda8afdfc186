import { addressCampaign } from "@/features/delegation/query-names";

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

/** The visit as a query (the campaign's tags and `referrer`), posted with the form; "" when there is nothing to say. */
export function visitQuery(referrer: string, campaign: URLSearchParams = new URLSearchParams()): string {
  const query = new URLSearchParams(campaign);
  if (referrer) query.set("referrer", referrer.slice(0, 1000));
  return query.toString();
}

/** The address this document was first loaded at (client-side navigation does not change it), or "". */
function documentFirstAddress(): string {
  const [navigation] = typeof performance.getEntriesByType === "function" ? performance.getEntriesByType("navigation") : [];
  return navigation?.name ?? "";
}

/**
 * Where this visit came from, as only the page's script can tell: the form's render sees the request that
 * fetched it, which after a client-side navigation is the previous page of the site, not the referrer the
 * visit arrived with nor the address it landed at. The server prefers this to what the render saw.
 */
export function currentVisit(): string {
  const campaign = visitCampaign([window.location.href, documentFirstAddress(), document.referrer], window.location.origin);
  return visitQuery(document.referrer, campaign);
}
