import "server-only";
import { getEnv } from "@/platform/env";
import { tracedLog } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { createSignInThrottle } from "@/features/auth/sign-in/authorize";
import { usesSecureCookies } from "@/platform/server/deployment";
import { getFactorStore } from "@/features/auth/factor-store/get-store";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/features/auth/password/password";
import { adminPasswordProblem } from "@/features/auth/password/password-rule";
import { pendingKey } from "@/features/auth/second-factor/pending-sign-in";
import { secondFactorRequired } from "@/features/auth/second-factor/policy";
import { factorKey } from "@/features/auth/second-factor/sealed-secret";
import { createSignInSteps, type SignInSteps } from "@/features/auth/sign-in/sign-in-steps";
import { getSessionStore } from "@/features/auth/session-store/get-store";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { requestClientAddress } from "@/platform/security/client-address";
import { site } from "@/platform/config/site";

/*
 * The sign-in steps wired to this server: its stores, its limits, keys derived from the session secret,
 * and the cookie that carries the pending sign-in between the steps (the sign-in route's actions set it,
 * next-auth's authorize reads it from the request).
 */

type RequestHeaders = Parameters<typeof requestClientAddress>[0];

/** The steps for one request, logging with that request's trace; the client is who the limits count. */
export function signInStepsFor(headers: RequestHeaders): { readonly steps: SignInSteps; readonly client: string } {
  const env = getEnv();
  const secret = resolveSessionSecret(env);
  const log = tracedLog(traceFromHeaders(headers));
  const steps = createSignInSteps({
    admins: getAdminStore,
    factors: getFactorStore,
    throttle: createSignInThrottle(getRateLimiter, log),
    factorRequired: secondFactorRequired(env),
    pendingKey: pendingKey(secret),
    factorKey: factorKey(secret),
    issuer: site.name,
    now: Date.now,
    verifyPassword,
    verifyDummy: verifyAgainstDummy,
    hashPassword: (password) => hashPassword(password),
    passwordProblem: adminPasswordProblem,
    log,
    claimSignIn: async (id, expiresAt) => (await getSessionStore()).claimSignIn(id, expiresAt, Date.now()),
  });
  return { steps, client: requestClientAddress(headers) };
}

/**
 * The pending sign-in's cookie. `__Host-` over HTTPS: only this host, path /, Secure. It must reach
 * next-auth's /api/auth/callback/password as well as the sign-in pages, hence path / rather than the pages'.
 */
export function pendingCookieName(): string {
  return usesSecureCookies(getEnv()) ? "__Host-openseat.admin-sign-in" : "openseat.admin-sign-in";
}

/** The pending sign-in token in a request's Cookie header, as next-auth's authorize is handed it. */
export function pendingTokenFromHeaders(headers: RequestHeaders): string | null {
  const raw = headers && typeof (headers as { get?: unknown }).get === "function"
    ? (headers as { get(name: string): string | null }).get("cookie")
    : (headers as Readonly<Record<string, string | string[] | undefined>> | undefined)?.cookie;
  const header = Array.isArray(raw) ? raw.join("; ") : (raw ?? "");
  const name = pendingCookieName();
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}
