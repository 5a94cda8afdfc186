import type { NextRequest } from "next/server";
import { formPath, prefilledFormPath } from "@/lib/delegation/form-paths";


/**
 * The form page is static; an address of it with a query (ticks from the guide's checklist, campaign
 * tags) is rendered per request from that query, under the same address, so the ticks show
 * and the campaign is recorded without JavaScript. Only reads: the form's posts go to the page itself.
 */
export function prefilledFormRewrite(request: {
  readonly method: string;
  readonly url: string;
  readonly nextUrl: Pick<NextRequest["nextUrl"], "pathname" | "search">;
}): URL | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const { pathname, search } = request.nextUrl;
  if (pathname !== formPath || search === "" || search === "?") return null;
  const target = new URL(request.url);
  target.pathname = prefilledFormPath;
  return target;
}
