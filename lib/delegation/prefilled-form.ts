import type { NextRequest } from "next/server";
import { formPath, prefilledFormPath } from "@/lib/delegation/form-paths";
import { queryPrefillsForm } from "@/lib/delegation/query-names";

/**
 * The form page is static; an address of it carrying ticks from the guide's checklist is rendered per
 * request from its query, under the same address, so the ticks show without JavaScript. Any other query
 * (a campaign's tags, an ad's click id) gets the static page: the tags reach the start address instead
 * (lib/delegation/form-start.ts). Only reads: the form's posts go to the page itself.
 */
export function prefilledFormRewrite(request: {
  readonly method: string;
  readonly url: string;
  readonly nextUrl: Pick<NextRequest["nextUrl"], "pathname" | "search">;
}): URL | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search } = request.nextUrl;
  if (pathname !== formPath || !queryPrefillsForm(search)) return null;
  const target = new URL(request.url);
  target.pathname = prefilledFormPath;
  return target;
}
