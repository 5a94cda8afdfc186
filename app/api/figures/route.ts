import { after, type NextRequest } from "next/server";
import { BEACON_MAX_BYTES } from "@/lib/analytics/beacon";
import { getBeaconDependencies } from "@/lib/analytics/get-store";
import { countQuietly, recordBeacon } from "@/lib/analytics/record";
import { tracedLog } from "@/lib/log";
import { traceFromHeaders } from "@/lib/logging/trace-context";
import { requestClientAddress } from "@/lib/security/client-address";

export const dynamic = "force-dynamic";

/** The body as text, or null once it passes `max` bytes: a beacon is a few dozen, so nothing longer is read on. */
async function cappedText(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get("content-length") ?? 0) > max || !request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The figures' beacon (components/analytics/figures-beacon.tsx). It answers 204 at once, whatever the body
 * and whatever the store does: counting runs after the response (lib/analytics/record.ts), so a slow or
 * failing store never slows or fails a page. It sets no cookie and reads none; the user agent is read only to
 * leave bots out, the client's address only for the rate limit.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const body = await cappedText(request, BEACON_MAX_BYTES);
  if (body !== null) {
    const context = { userAgent: request.headers.get("user-agent"), clientAddress: requestClientAddress(request.headers) };
    const log = tracedLog(traceFromHeaders(request.headers));
    after(() => countQuietly(async () => recordBeacon(body, context, await getBeaconDependencies()), log));
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
