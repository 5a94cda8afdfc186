import { NextResponse, type NextRequest } from "next/server";
import { logEvent } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { getEnv, getLimits } from "@/platform/env";
import { defaultLimits } from "@/platform/config/limits";
import { isProductionDeployment } from "@/platform/server/deployment";
import { checkWriteOrigin, type OriginPolicy } from "./same-origin-write";
import { chargeRefusedPost } from "./refused-post-charge";

/** Next's server action body limit (serverActions.bodySizeLimit): over it Next answers 500, so the proxy answers first. */
export const ACTION_BODY_LIMIT_BYTES = defaultLimits.requests.actionBodyBytes;

/** Deeper than any argument this site's actions take (a form's state is four levels deep). */
export const MAX_ARGUMENT_DEPTH = 16;

/**
 * The only "$" strings this site's pages put in action arguments, as React encodes them: an escaped "$"
 * text, undefined, and a FormData (its entries ride beside the arguments). Every other one refers to
 * another part of the body (a value, a Map, a Set, a promise, a server function, a file); no page sends
 * one, and a broken one is what React's decoder throws on, which Next answers with a 500. A React
 * upgrade that encodes our pages' arguments otherwise fails tests/unit/platform/security/write-guard-react.test.ts.
 */
const SENT_BY_OUR_PAGES = /^\$(?:\$|undefined$|K[0-9a-f]+$)/;

function refuse(request: NextRequest, status: 400 | 403 | 413, reason: string): NextResponse {
  // The path is what the client sent; logEvent escapes it, the cap keeps a hostile one short.
  logEvent(
    "request.refused",
    { status, reason, method: request.method, path: request.nextUrl.pathname.slice(0, 200) },
    "warn",
    { trace: traceFromHeaders(request.headers) },
  );
  return new NextResponse(`${status === 413 ? "Payload Too Large" : status === 403 ? "Forbidden" : "Bad Request"}: ${reason}`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Endpoints a scheduler calls with a bearer token and no cookies (POST /api/outbox/flush): with no ambient
 * credential there is nothing for a forged cross-site request to ride on, and the caller sends no Origin.
 * The route checks the token itself; a server action posted to the path still meets every check.
 */
const bearerEndpoints = new Set(["/api/outbox/flush"]);

function isBearerEndpointCall(request: NextRequest): boolean {
  return request.method === "POST" && bearerEndpoints.has(request.nextUrl.pathname) && !request.headers.has("next-action") &&
    !(request.headers.get("content-type") ?? "").startsWith("multipart/form-data");
}

/** Whether decoded JSON holds only what our pages send, no deeper than MAX_ARGUMENT_DEPTH (50,000 levels overflow the decoder). */
function sentByOurPages(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !value.startsWith("$") || SENT_BY_OUR_PAGES.test(value);
  if (value === null || typeof value !== "object") return true;
  return depth < MAX_ARGUMENT_DEPTH && Object.values(value).every((item) => sentByOurPages(item, depth + 1));
}

/** A part's JSON, or undefined when it is missing, a file, or not JSON. */
function json(part: FormDataEntryValue | string | null): unknown {
  try {
    return typeof part === "string" ? (JSON.parse(part) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a call's arguments (an array) hold only what our pages send. */
function callSentByOurPages(args: unknown): boolean {
  return Array.isArray(args) && sentByOurPages(args);
}

/**
 * Whether a form posted without JavaScript names its bound action as our pages do: `{ id, bound }`, where
 * bound is null or the promise ("$@<hex id>") of another part holding the bound arguments (the form's state).
 */
function boundActionSentByOurPages(form: FormData, prefix: string): boolean {
  const root = json(form.get(`${prefix}0`));
  if (root === null || typeof root !== "object" || !("id" in root) || typeof root.id !== "string") return false;
  const bound = "bound" in root ? root.bound : null;
  if (bound === null) return true;
  const id = typeof bound === "string" ? /^\$@([0-9a-f]+)$/.exec(bound)?.[1] : undefined;
  return id !== undefined && callSentByOurPages(json(form.get(prefix + String(parseInt(id, 16)))));
}

/**
 * Parts of a multipart body, by the delimiters of its boundary (RFC 2046), without parsing any: an upper
 * bound (a part's content could hold the delimiter only if the sender chose a boundary it contains).
 * Infinity when the type names no boundary: the parser would refuse it anyway.
 */
export function multipartPartCount(bytes: ArrayBuffer, contentType: string): number {
  const boundary = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const value = boundary?.[1] ?? boundary?.[2];
  if (!value) return Number.POSITIVE_INFINITY;
  const body = Buffer.from(bytes);
  const delimiter = Buffer.from(`--${value}`);
  let count = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) count += 1;
  // The last delimiter closes the body rather than opening a part.
  return Math.max(0, count - 1);
}

/** The site's configured addresses; a local run also accepts the host a request names (platform/security/same-origin-write.ts). */
function originPolicy(): OriginPolicy {
  const env = getEnv();
  return {
    siteOrigins: [env.SITE_URL, env.NEXTAUTH_URL].filter((address): address is string => Boolean(address)),
    acceptRequestHost: !isProductionDeployment(env),
  };
}

/**
 * Answers a write the app must never see with a 4xx and a WARNING line, before anything else runs:
 * - from another origin or without an Origin (CSRF; any server action can be posted to any path,
 *   so this cannot be left to individual pages): 403;
 * - a server action call or multipart post (what reaches React's decoder) over the body limit: 413;
 * - one whose body is not JSON or multipart, or whose arguments hold what no page of ours sends: 400.
 * Returns null to let the request on: Next reads the body again (it buffers it for the proxy anyway).
 */
export async function refuseUnsafeWrite(
  request: NextRequest,
  spendBudget?: (request: NextRequest) => Promise<void>,
): Promise<NextResponse | null> {
  const refused = await inspectWrite(request);
  // A post refused for its own content (not a forged cross-site one, which a victim's browser sends) costs its client.
  if (refused && refused.status !== 403 && spendBudget) await spendBudget(request);
  return refused;
}

/** The form's budget charge (platform/security/refused-post-charge.ts) for a post the proxy refused. */
export function spendClientFormBudget(request: NextRequest): Promise<void> {
  return chargeRefusedPost(request.headers, request.nextUrl.pathname.slice(0, 200));
}

async function inspectWrite(request: NextRequest): Promise<NextResponse | null> {
  if (isBearerEndpointCall(request)) return null;
  const origin = checkWriteOrigin(request, originPolicy());
  if (!origin.ok) return refuse(request, 403, origin.reason);
  if (request.method !== "POST") return null;
  const fetchAction = request.headers.has("next-action");
  // Next tells a multipart body from a text one with this exact, case-sensitive test; so does the guard.
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.startsWith("multipart/form-data");
  if (!fetchAction && !multipart) return null;

  if (Number(request.headers.get("content-length")) > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");
  // A body sent without a length is counted as read; Next hands the proxy at most 10 MB of one (proxyClientMaxBodySize).
  const bytes = await request.clone().arrayBuffer();
  if (bytes.byteLength > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");
  if (!multipart) return callSentByOurPages(json(new TextDecoder().decode(bytes))) ? null : refuse(request, 400, "malformed action payload");

  // Counted before parsing: 15,000 junk fields cost over a second of parsing, refused they cost one scan.
  if (multipartPartCount(bytes, type) > getLimits().requests.formParts) return refuse(request, 413, "too many fields");
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(request, 400, "malformed form body");
  }
  // A call from a script sends its arguments as part "0"; a form posted without JavaScript names its bound action.
  const sent = fetchAction
    ? callSentByOurPages(json(form.get("0")))
    : [...form.keys()].every((key) => !key.startsWith("$ACTION_REF_") || boundActionSentByOurPages(form, `$ACTION_${key.slice(12)}:`));
  return sent ? null : refuse(request, 400, "malformed action payload");
}
