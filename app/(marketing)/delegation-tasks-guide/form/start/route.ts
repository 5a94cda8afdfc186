import type { NextRequest } from "next/server";
import { usesSecureCookies } from "@/lib/auth/deployment";
import { startCookieName } from "@/lib/delegation/form-start";
import { issueFormToken, tokenMaxAgeMs } from "@/lib/delegation/form-token";
import { sourceFromQuery } from "@/lib/delegation/prefill";
import { startSourceParams } from "@/lib/delegation/start-source";
import { formPath } from "@/lib/delegation/submit-delegation";
import { getFormSecret } from "@/lib/delegation/submit-dependencies";
import { getEnv } from "@/lib/env";

export const dynamic = "force-dynamic";

// A transparent 1×1 GIF: the <noscript> image that sets the cookie must show nothing.
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * A fresh signed form token for the static form page, as a cookie the form's action reads: its issue time
 * is the fill time's start. Asked for by the page's script on first focus, or by its <noscript> image.
 */
export function GET(request: NextRequest): Response {
  const params = startSourceParams(request.nextUrl.searchParams, request.headers.get("referer"));
  const referrer = request.nextUrl.searchParams.get("referrer");
  const token = issueFormToken(getFormSecret(), sourceFromQuery(formPath, params, referrer));
  const cookie = [
    `${startCookieName}=${token}`,
    `Path=${formPath}`,
    `Max-Age=${Math.floor(tokenMaxAgeMs / 1000)}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(usesSecureCookies(getEnv()) ? ["Secure"] : []),
  ].join("; ");
  return new Response(new Uint8Array(pixel), { headers: { "Cache-Control": "no-store", "Content-Type": "image/gif", "Set-Cookie": cookie } });
}
