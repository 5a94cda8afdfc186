/**
 * The names in the form's address that mean something to the site. A module of its own, with no imports,
 * because the server and the form's script both read it.
 */

/** Ticks carried from the guide's checklist: the only names the page renders differently for. */
export const prefillNames = { tasks: "tasks", roles: "roles" } as const;

/** A campaign's tags, recorded with the request (the page itself is the same with or without them). */
export const campaignNames = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

export const campaignNameList: readonly string[] = Object.values(campaignNames);

/** The campaign tags of a query, first value of each, as a query of their own (empty when there are none). */
function campaignQuery(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const tags = new URLSearchParams();
  for (const name of campaignNameList) {
    const value = from.get(name);
    if (value) tags.set(name, value);
  }
  return tags;
}

/**
 * The campaign tags of a whole address, when `accept` takes it; empty for an address that cannot be read or
 * is not accepted. The form's render and its script each decide which addresses they trust.
 */
export function addressCampaign(address: string, accept: (url: URL) => boolean): URLSearchParams {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return new URLSearchParams();
  }
  return accept(url) ? campaignQuery(url.search) : new URLSearchParams();
}
