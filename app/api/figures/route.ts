import { after, type NextRequest } from "next/server";
import { BEACON_MAX_BYTES } from "@/features/analytics/beacon";
import { usesSecureCookies } from "@/platform/server/deployment";
import { sessionCookieName } from "@/features/auth/session/session-token";
import { getEnv } from "@/platform/env";
import { getBeaconDependencies } from "@/features/analytics/get-store";
import { countQuietly, recordBeacon } from "@/features/analytics/record";
import { tracedLog } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { requestClientAddress } from "@/platform/security/client-address";

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
 * The figures' beacon (features/analytics/components/figures-beacon.tsx). It answers 204 at once, whatever the body
 * and whatever the store does: counting runs after the response (features/analytics/record.ts), so a slow or
 * failing store never slows or fails a page. It sets no cookie; it only looks whether an admin session cookie
 * is there (staff are left out), reads the user agent only to leave bots out, the client's address only for
 * the rate limit.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const body = await cappedText(request, BEACON_MAX_BYTES);
  if (body !== null) {
    const sessionCookie = sessionCookieName(usesSecureCookies(getEnv()));
    const context = {
      userAgent: request.headers.get("user-agent"),
      clientAddress: requestClientAddress(request.headers),
      // Only whether the cookie is there: staff are left out, and the cookie's value is never read here.
      fromStaff: request.cookies.getAll().some(({ name }) => name === sessionCookie || name.startsWith(`${sessionCookie}.`)),
    };
    const log = tracedLog(traceFromHeaders(request.headers));
    after(() => countQuietly(async () => recordBeacon(body, context, await getBeaconDependencies()), log));
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}
