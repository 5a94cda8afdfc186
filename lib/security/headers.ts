import { NextResponse, type NextRequest } from "next/server";

export interface SecuredResponse {
  readonly response: NextResponse;
}

/**
 * Sets the security headers on a proxy response. Given no response, it lets the request through
 * (forwarding anything the render needs, such as a CSP nonce, on the request headers).
 * Placeholder until the hardening work lands.
 */
export function applySecurityHeaders(_request: NextRequest, response: NextResponse | null): SecuredResponse {
  return { response: response ?? NextResponse.next() };
}
