import { formStartPath } from "@/lib/delegation/form-paths";

/**
 * The static form page's per-visitor start, obtained after the page is served: its script asks
 * `formStartPath` (lib/delegation/form-paths.ts) for a token on first use; without JavaScript an image in <noscript> fetches the
 * same address, which answers with a cookie holding the token (the fill time starts there).
 */
export const startCookieName = "form-start";

/**
 * What the page's script sends: where the visitor came from. The static page never has a query of its
 * own (an address with one is served by the per-request render, which issues the token in the page).
 */
export function formStartUrl(referrer: string): string {
  return `${formStartPath}?format=json${referrer ? `&referrer=${encodeURIComponent(referrer.slice(0, 1000))}` : ""}`;
}

/** The token from the start address's answer, or "" when there is none: the server then starts the fill time itself. */
export async function fetchFormToken(referrer: string): Promise<string> {
  try {
    const response = await fetch(formStartUrl(referrer), { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return "";
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === "string" ? body.token : "";
  } catch {
    return "";
  }
}
