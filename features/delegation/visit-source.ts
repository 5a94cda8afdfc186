import { formPath } from "@/platform/config/form-paths";
import { sourceFromQuery, type QueryParams, type QuerySource } from "@/features/delegation/prefill";
import { addressCampaign, campaignNames } from "@/features/delegation/query-names";

const campaignFields = Object.keys(campaignNames) as (keyof typeof campaignNames)[];

function tagged(source: QuerySource): boolean {
  return campaignFields.some((field) => source[field] !== null);
}

/**
 * Where the visitor came from, as the form page's render sees it: the campaign tags in the form's own
 * address, or else in the page of this site that linked to it, and that page as the referrer. Only a
 * Referer the browser marks same-origin (`Sec-Fetch-Site`, which a page cannot set) lends its tags:
 * another site's tags describe that site's campaigns.
 */
export function renderSource(params: QueryParams, referer: string | null, fetchSite: string | null): QuerySource {
  const own = sourceFromQuery(formPath, params, referer);
  if (tagged(own) || !referer || fetchSite !== "same-origin") return own;
  return sourceFromQuery(formPath, Object.fromEntries(addressCampaign(referer, () => true)), referer);
}

/**
 * The source stored with a request: the render's (signed in the form's token), with what the form's script
 * posted beside it (features/delegation/form-visit.ts) in its place where the script knew more, its referrer and,
 * when it found any, its campaign tags as a whole, so two campaigns are never mixed. Without JavaScript,
 * or from a bot, the post carries nothing and the render's stands. Either way the tags are whatever the
 * link that brought the visitor said: any page can link to the form with tags of its choosing anyway.
 */
export function postedSource(rendered: QuerySource, posted: unknown): QuerySource {
  if (typeof posted !== "string" || posted === "") return rendered;
  const query = new URLSearchParams(posted.slice(0, 4000));
  const params: Record<string, string> = {};
  for (const name of Object.values(campaignNames)) params[name] = query.get(name) ?? "";
  const claimed = sourceFromQuery(rendered.path, params, query.get("referrer"));
  const campaign = tagged(claimed) ? Object.fromEntries(campaignFields.map((field) => [field, claimed[field]])) : {};
  return { ...rendered, referrer: claimed.referrer ?? rendered.referrer, ...campaign };
}
