import { roleIds, type RoleId } from "@/features/delegation/options";
import type { RequestSource } from "@/features/delegation/store";
import { campaignNames, prefillNames } from "@/features/delegation/query-names";
import { findTask } from "@/features/delegation/tasks";

export type QueryParams = Readonly<Record<string, string | string[] | undefined>>;

function all(params: QueryParams, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).slice(0, 100);
}

/**
 * Ticks carried from the guide's checklist (?tasks=seo:on-page&tasks=…). Unknown ids are ignored,
 * and each task's role is ticked too, so every carried task is visible in the form.
 */
export function prefillFromQuery(params: QueryParams): { roles: RoleId[]; tasks: string[] } {
  const tasks = [...new Set(all(params, prefillNames.tasks))].filter((id) => findTask(id) !== undefined);
  const wanted = new Set<string>([...all(params, prefillNames.roles), ...tasks.map((id) => findTask(id)!.role)]);
  return { roles: roleIds.filter((role) => wanted.has(role)), tasks };
}

/** Where a request came from, as far as its address and referrer tell (the user agent comes from the post). */
export type QuerySource = Omit<RequestSource, "userAgent">;

/** Campaign details from the landing URL, capped; empty values count as absent. */
export function sourceFromQuery(path: string, params: QueryParams, referrer: string | null): QuerySource {
  const pick = (name: string) => {
    const value = all(params, name)[0]?.trim();
    return value ? value.slice(0, 200) : null;
  };
  return {
    path,
    referrer: referrer ? referrer.slice(0, 1000) : null,
    utmSource: pick(campaignNames.utmSource),
    utmMedium: pick(campaignNames.utmMedium),
    utmCampaign: pick(campaignNames.utmCampaign),
    utmTerm: pick(campaignNames.utmTerm),
    utmContent: pick(campaignNames.utmContent),
  };
}
