import { NextResponse, type NextRequest } from "next/server";
import { logEvent } from "@/lib/log";
import { traceFromHeaders } from "@/lib/logging/trace-context";
import { findUnresolvableReference, formReply, textReply } from "./action-reply";
import { checkWriteOrigin } from "./same-origin-write";

/** Next's default server action body limit (serverActions.bodySizeLimit), checked before Next reads the body. */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;

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

/** Reads a clone of the body, at most `limit` bytes of it; null when there is more. */
async function readBodyUpTo(request: NextRequest, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: cancelling one branch of a cloned body settles only when the other is read too.
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** React decodes the action named by the last "$ACTION_" entry of a form post; only a bound one ("REF") carries a reply. */
function boundActionPrefix(form: FormData): string | null {
  let last: string | null = null;
  for (const key of form.keys()) if (key.startsWith("$ACTION_REF_") || key.startsWith("$ACTION_ID_")) last = key;
  return last?.startsWith("$ACTION_REF_") ? `$ACTION_${last.slice("$ACTION_REF_".length)}:` : null;
}

/**
 * Answers a write the app must never see with a 4xx, before anything else runs:
 * - from another origin or without an Origin (CSRF; any server action can be posted to any path,
 *   so this cannot be left to individual pages);
 * - a server action call or a form post whose body is over the limit;
 * - one whose payload React's decoder would reject: not decodable, or with references it cannot
 *   resolve (lib/security/action-reply.ts). Next answers those with a 500.
 * Returns null to let the request on.
 */
export async function refuseUnsafeWrite(request: NextRequest): Promise<NextResponse | null> {
  const origin = checkWriteOrigin(request);
  if (!origin.ok) return refuse(request, 403, origin.reason);
  if (request.method !== "POST") return null;
  const fetchAction = request.headers.has("next-action");
  // Next tells a multipart body from a text one with this exact, case-sensitive test; so does the guard.
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.startsWith("multipart/form-data");
  // Only these reach React's decoder: calls from the client's scripts, and form posts that may name an action.
  if (!fetchAction && !multipart) return null;

  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (Number.isFinite(declared) && declared > ACTION_BODY_LIMIT_BYTES) return refuse(request, 413, "body over the limit");
  const bytes = await readBodyUpTo(request, ACTION_BODY_LIMIT_BYTES);
  if (!bytes) return refuse(request, 413, "body over the limit");

  if (!multipart) {
    // Arguments without files travel as one JSON array, the whole reply.
    const body = textReply(new TextDecoder().decode(bytes));
    if (findUnresolvableReference(body, { arrival: "whole", rootIsArgumentList: true }) !== null) {
      return refuse(request, 400, "malformed action payload");
    }
    return null;
  }

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(request, 400, "malformed form body");
  }
  const body = formReply(form);
  if (fetchAction) {
    // React reads the root part as it streams in, before the parts after it.
    if (findUnresolvableReference(body, { arrival: "streamed", rootIsArgumentList: true }) !== null) {
      return refuse(request, 400, "malformed action payload");
    }
    return null;
  }
  const prefix = boundActionPrefix(form);
  if (prefix !== null && findUnresolvableReference(body, { prefix, arrival: "whole" }) !== null) {
    return refuse(request, 400, "malformed action payload");
  }
  return null;
}
