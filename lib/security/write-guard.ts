import { NextResponse, type NextRequest } from "next/server";
import { logEvent } from "@/lib/log";
import { checkWriteOrigin } from "./same-origin-write";

/** Next's default server action body limit (serverActions.bodySizeLimit), checked before Next reads the body. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

function refuse(request: NextRequest, status: 400 | 403 | 413, reason: string): NextResponse {
  // The path is what the client sent; logEvent escapes it, the cap keeps a hostile one short.
  logEvent("request.refused", { status, reason, method: request.method, path: request.nextUrl.pathname.slice(0, 200) }, "warn");
  return new NextResponse(`${status === 413 ? "Payload Too Large" : status === 403 ? "Forbidden" : "Bad Request"}: ${reason}`, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * Answers a write the app must never see with a 4xx, before anything else runs:
 * - from another origin or without an Origin (CSRF; any server action can be posted to any path,
 *   so this cannot be left to individual pages);
 * - a server action call whose declared body is over the limit;
 * - a server action call whose payload cannot be decoded at all (Next answers those with a 500).
 * Returns null to let the request on.
 */
export async function refuseUnsafeWrite(request: NextRequest): Promise<NextResponse | null> {
  const origin = checkWriteOrigin(request);
  if (!origin.ok) return refuse(request, 403, origin.reason);
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;

  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");

  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  try {
    if (type.startsWith("multipart/form-data")) {
      await request.clone().formData();
    } else {
      const text = await request.clone().text();
      if (text.length > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");
      // Arguments without files travel as one JSON array (React's reply encoding).
      if (!Array.isArray(JSON.parse(text))) return refuse(request, 400, "malformed action payload");
    }
  } catch {
    return refuse(request, 400, "malformed action payload");
  }
  return null;
}
