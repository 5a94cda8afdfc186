import type { NextRequest } from "next/server";
import NextAuth from "next-auth";
import { getAuthOptions } from "@/features/auth/sign-in/auth-options";
import { refusedAuthCall, refusedAuthRequest } from "@/features/auth/sign-in/refused-auth-requests";
import { getLimits } from "@/platform/env";
import { logEvent } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";

interface RouteContext {
  readonly params: Promise<{ nextauth: string[] }>;
}

const statusText = { 400: "Bad Request", 404: "Not Found", 405: "Method Not Allowed", 415: "Unsupported Media Type" } as const;

/** next-auth's callback cookie, under either of the names it gives it (Secure or not). */
function callbackCookieOf(request: NextRequest): string | undefined {
  return (request.cookies.get("__Secure-next-auth.callback-url") ?? request.cookies.get("next-auth.callback-url"))?.value;
}

function refusal(request: Request, status: keyof typeof statusText, reason: string, allow?: string): Response {
  logEvent(
    "request.refused",
    { status, reason, method: request.method, path: new URL(request.url).pathname.slice(0, 200) },
    "warn",
    { trace: traceFromHeaders(request.headers) },
  );
  return new Response(statusText[status], {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...(allow ? { allow } : {}) },
  });
}

// The options are built per process on first request, so the session secret is read at run time, not at build.
// Every answer here is about one visitor's session (a CSRF token, a session, the providers it may use):
// no cache may keep or share it.
async function handler(request: NextRequest, context: RouteContext): Promise<Response> {
  const segments = (await context.params).nextauth;
  const refused = refusedAuthRequest(segments, request.nextUrl.searchParams, callbackCookieOf(request));
  if (refused) return refusal(request, refused, refused === 404 ? "client log endpoint" : "control character or callback address");
  // The request gate (platform/security/request-gate.ts) has bounded a post's length, so reading a copy is cheap.
  const body = request.method === "POST" ? await request.clone().text() : "";
  const call = refusedAuthCall(segments, request.method, request.headers.get("content-type"), body, getLimits().requests.authFields);
  if (call) return refusal(request, call.status, call.status === 405 ? "credentials callback takes a post" : call.status === 415 ? "not a form" : "too many fields", "allow" in call ? call.allow : undefined);
  const response = (await NextAuth(request as never, context as never, getAuthOptions())) as Response;
  response.headers.set("cache-control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
