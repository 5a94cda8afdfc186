import { formPath } from "@/lib/delegation/form-paths";
import type { QueryParams } from "@/lib/delegation/prefill";
import { addressCampaign, campaignNameList } from "@/lib/delegation/query-names";

/**
 * What the start address records the visitor's source from: its own query (the form's script sends the
 * referrer and the page's campaign tags), or, for the <noscript> image that cannot, the tags in its Referer,
 * which is the form page's own address (the site's Referrer-Policy sends whole addresses to its own origin).
 * Only a Referer on the form's path counts. Its origin is not checked: campaign tags are whatever the link
 * that brought the visitor said, so any page could set them by linking to the form with them anyway.
 */
export function startSourceParams(own: URLSearchParams, referer: string | null): QueryParams {
  const params: Record<string, string[]> = {};
  for (const name of new Set(own.keys())) params[name] = own.getAll(name);
  if (!referer || campaignNameList.some((name) => own.has(name))) return params;
  for (const [name, value] of addressCampaign(referer, (page) => page.pathname === formPath)) params[name] = [value];
  return params;
}
