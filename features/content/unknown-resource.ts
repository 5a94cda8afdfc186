import { NextResponse, type NextRequest } from "next/server";
import { resourceDocuments } from "@/features/content/resource-documents";
import { UNKNOWN_PATH_TARGET } from "@/platform/server/unknown-path";

const resourcePaths = new Set(resourceDocuments.map((document) => document.meta.path));
const oneResourceSegment = /^\/resources\/[^/]+\/?$/;

/** Sent with the redirect: the list of resources changes with a release, so no cache may keep the answer. */
export const UNKNOWN_RESOURCE_CACHE_CONTROL = "no-store";

/**
 * An address under /resources/ that names no resource goes to the landing page, as every unknown path does.
 * The resource page could redirect it too, but that page is prerendered: an address it was not built for is
 * rendered once and its answer, the redirect included, cached for a year (s-maxage=31536000) by every
 * shared cache, so a resource published later would stay a redirect there. The proxy answers first, uncached.
 */
export function unknownResourceRedirect(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (!oneResourceSegment.test(pathname) || resourcePaths.has(pathname.replace(/\/$/, ""))) return null;
  // Next needs an absolute address from the proxy; it sends one on the request's own origin as a relative Location.
  const response = NextResponse.redirect(new URL(UNKNOWN_PATH_TARGET, request.url), 307);
  response.headers.set("cache-control", UNKNOWN_RESOURCE_CACHE_CONTROL);
  return response;
}
