import { NextResponse, type NextRequest } from "next/server";
import { logEvent } from "@/lib/log";
import { findDanglingReference, formReplyParts, textReplyParts, type ReplyParts } from "./action-reply";
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
 * - a server action call whose payload cannot be decoded, or points at parts it does not carry
 *   (Next answers both with a 500).
 * Returns null to let the request on.
 */
export async function refuseUnsafeWrite(request: NextRequest): Promise<NextResponse | null> {
  const origin = checkWriteOrigin(request);
  if (!origin.ok) return refuse(request, 403, origin.reason);
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;

  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");

  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  let root: unknown;
  let parts: ReplyParts;
  try {
    if (type.startsWith("multipart/form-data")) {
      // Arguments with files or other parts: the root is part "0", the rest are named by number.
      const form = await request.clone().formData();
      const rootText = form.get("0");
      if (typeof rootText !== "string") return refuse(request, 400, "malformed action payload");
      root = JSON.parse(rootText);
      parts = formReplyParts(form);
    } else {
      const text = await request.clone().text();
      if (text.length > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");
      // Arguments without files travel as one JSON array (React's reply encoding).
      root = JSON.parse(text);
      parts = textReplyParts();
    }
  } catch {
    return refuse(request, 400, "malformed action payload");
  }
  if (!Array.isArray(root) || findDanglingReference(root, parts) !== null) return refuse(request, 400, "malformed action payload");
  return null;
}
