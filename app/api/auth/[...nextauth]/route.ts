import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { refusedAuthRequest } from "@/lib/auth/refused-auth-requests";

interface RouteContext {
  readonly params: Promise<{ nextauth: string[] }>;
}

// The options are built per process on first request, so the session secret is read at run time, not at build.
// Every answer here is about one visitor's session (a CSRF token, a session, the providers it may use):
// no cache may keep or share it.
async function handler(request: Request, context: RouteContext): Promise<Response> {
  const refused = refusedAuthRequest((await context.params).nextauth, new URL(request.url).searchParams);
  if (refused) {
    return new Response(refused === 404 ? "Not Found" : "Bad Request", {
      status: refused,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const response = (await NextAuth(request as never, context as never, getAuthOptions())) as Response;
  response.headers.set("cache-control", "no-store");
  return response;
}

export { handler as GET, handler as POST };
