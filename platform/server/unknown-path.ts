/**
 * Where an address the site does not know sends the visitor (app/[...rest]): the landing page rather than a
 * dead end. Endpoints that are not there for a caller (the outbox's, to anyone but its scheduler) answer the
 * same, so a probe cannot tell them from any other unknown address.
 */
export const UNKNOWN_PATH_TARGET = "/home";

/** The unknown address's redirect, as a route handler answers it; `no-store`, as nothing about it is for a cache. */
export function unknownPathResponse(): Response {
  return new Response(null, { status: 307, headers: { location: UNKNOWN_PATH_TARGET, "cache-control": "no-store" } });
}
