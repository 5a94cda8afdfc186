import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy } from "./csp";
import { knownInlineScriptHashes } from "./known-inline-scripts";
import { createNonce } from "./nonce";
import { prerenderedScriptHashes } from "./prerendered-script-hashes";
import { securityHeaders } from "./response-headers";

export interface SecuredResponse {
  readonly response: NextResponse;
  readonly nonce: string;
}

/**
 * Sets the CSP and the other security headers on a proxy response. Given no response, it lets the
 * request through and puts the policy on the request headers too: Next reads the nonce from the
 * request's Content-Security-Policy and stamps it on every script of a dynamic render.
 */
export function applySecurityHeaders(request: NextRequest, response: NextResponse | null): SecuredResponse {
  const nonce = createNonce();
  const policy = buildContentSecurityPolicy({
    nonce,
    scriptHashes: [...knownInlineScriptHashes(), ...prerenderedScriptHashes().hashesFor(request.nextUrl.pathname)],
    development: process.env.NODE_ENV === "development",
    firebaseAuthDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN?.trim() || undefined,
  });

  let secured = response;
  if (!secured) {
    const forwarded = new Headers(request.headers);
    forwarded.set("content-security-policy", policy);
    forwarded.set("x-nonce", nonce);
    secured = NextResponse.next({ request: { headers: forwarded } });
  }
  secured.headers.set("Content-Security-Policy", policy);
  for (const { key, value } of securityHeaders) secured.headers.set(key, value);
  return { response: secured, nonce };
}
