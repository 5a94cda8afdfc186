import NextAuth from "next-auth";
import { getAuthOptions } from "@/lib/auth/auth-options";

interface RouteContext {
  readonly params: Promise<{ nextauth: string[] }>;
}

// The options are built per process on first request, so the session secret is read at run time, not at build.
function handler(request: Request, context: RouteContext): Promise<Response> {
  return NextAuth(request as never, context as never, getAuthOptions()) as Promise<Response>;
}

export { handler as GET, handler as POST };
