import { formStartPath } from "@/lib/delegation/form-paths";

/**
 * The static form page's per-visitor start, obtained after the page is served: its script asks
 * `formStartPath` (lib/delegation/form-paths.ts) for a token on first use; without JavaScript an image in <noscript> fetches the
 * same address, which answers with a cookie holding the token (the fill time starts there).
 */
export const startCookieName = "form-start";

/** What the page's script sends: where the visitor came from, and the campaign the address names. */
export function formStartUrl(referrer: string, search: string): string {
  const params = new URLSearchParams(search);
  const query = new URLSearchParams({ format: "json" });
  if (referrer) query.set("referrer", referrer.slice(0, 1000));
  for (const [name, value] of params) if (name.startsWith("utm_")) query.append(name, value.slice(0, 200));
  return `${formStartPath}?${query.toString()}`;
}

/** The token from the start address's answer, or "" when there is none: the server then starts the fill time itself. */
export async function fetchFormToken(referrer: string, search: string): Promise<string> {
  try {
    const response = await fetch(formStartUrl(referrer, search), { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return "";
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === "string" ? body.token : "";
  } catch {
    return "";
  }
}
