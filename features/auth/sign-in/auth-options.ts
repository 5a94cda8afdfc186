import "server-only";
import type { NextAuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";
import { getEnv } from "@/platform/env";
import { logEvent, tracedLog, type Log } from "@/platform/logging/log";
import { authLogger } from "@/features/auth/sign-in/auth-logger";
import { logRequestEvent } from "@/platform/logging/request-log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { firebaseClientConfig } from "@/platform/firebase/web-config";
import {
  createIdTokenAuthorizer,
  createSignInThrottle,
  PASSWORD_CHANGE_REQUIRED_ERROR,
  RATE_LIMITED_ERROR,
  SECOND_FACTOR_REQUIRED_ERROR,
  SIGN_IN_EXPIRED_ERROR,
  type AuthorizedAdmin,
} from "@/features/auth/sign-in/authorize";
import { safeCallbackPath, SIGN_IN_PATH } from "@/features/auth/session/callback-url";
import { usesSecureCookies } from "@/platform/server/deployment";
import { getTeamStore } from "@/features/team/get-store";
import { getAdminStore } from "@/features/auth/admin-store/get-store";
import { getIdTokenVerifier } from "@/features/auth/session/id-token";
import { secondFactorRequired } from "@/features/auth/second-factor/policy";
import { pendingTokenFromHeaders, signInStepsFor } from "@/features/auth/sign-in/sign-in-flow";
import { isSessionCurrent, type SessionClaims } from "@/features/auth/session/session-claims";
import { sessionCheck } from "@/features/auth/session/session-runtime";
import type { SessionStamp } from "@/features/auth/session/session-check";
import { isSessionEnd } from "@/features/auth/session/session-lifetime";
import { resolveSessionSecret, SESSION_MAX_AGE_SECONDS, sessionCookieName } from "@/features/auth/session/session-token";
import { getRateLimiter } from "@/platform/rate-limit/get-store";
import { requestClientAddress } from "@/platform/security/client-address";
import { deviceLabel } from "@/features/auth/session/device-label";

type RequestHeaders = Parameters<typeof requestClientAddress>[0];

/** The request's User-Agent, whichever shape next-auth hands the headers in. */
function userAgentOf(headers: RequestHeaders): string | null {
  if (headers && typeof (headers as { get?: unknown }).get === "function") return (headers as { get(name: string): string | null }).get("user-agent");
  const raw = (headers as Readonly<Record<string, string | string[] | undefined>> | undefined)?.["user-agent"];
  return Array.isArray(raw) ? (raw[0] ?? null) : (raw ?? null);
}

/** The admin a provider admitted, with the label of the device they signed in on (only the label is kept). */
function withDevice(admin: AuthorizedAdmin | null, headers: RequestHeaders): AuthorizedAdmin | null {
  return admin ? { ...admin, device: deviceLabel(userAgentOf(headers)) } : null;
}

const logFailure = (log: Log, provider: string) => (reason: string, client: string) =>
  log("admin.sign_in_failed", { provider, reason, client }, "warn");

/**
 * The password provider's authorize. The sign-in form's steps (the sign-in route's actions) check the
 * password, the second factor and the password rule, and leave a finished pending sign-in in a cookie:
 * this admits it. The one-request form (e-mail and password posted here, as scripts and tests do) is
 * kept for runs with ADMIN_SECOND_FACTOR=off only, and still refuses a password that fails the rule.
 * Either way the counts live in the configured store, where every instance and both providers count.
 */
async function authorizePassword(credentials: unknown, headers: RequestHeaders): Promise<AuthorizedAdmin | null> {
  const { steps, client } = signInStepsFor(headers);
  const { email, password } = (credentials ?? {}) as { email?: unknown; password?: unknown };
  if (email !== undefined || password !== undefined) {
    if (secondFactorRequired(getEnv())) throw new Error(SECOND_FACTOR_REQUIRED_ERROR);
    const checked = await steps.password(credentials, client);
    if (!checked.ok) {
      if (checked.error === "RateLimited") throw new Error(RATE_LIMITED_ERROR);
      return null;
    }
    if (checked.stage !== "done") throw new Error(PASSWORD_CHANGE_REQUIRED_ERROR);
    return steps.admit(checked.token);
  }
  const admitted = await steps.admit(pendingTokenFromHeaders(headers));
  if (!admitted) throw new Error(SIGN_IN_EXPIRED_ERROR);
  return admitted;
}

function authorizeIdToken(credentials: unknown, headers: RequestHeaders) {
  const log = tracedLog(traceFromHeaders(headers));
  return createIdTokenAuthorizer({
    verifier: getIdTokenVerifier,
    throttle: createSignInThrottle(getRateLimiter, log),
    onFailure: logFailure(log, "firebase"),
    isRemoved: async (email) => (await (await getTeamStore()).get(email))?.removedAt != null,
  })(credentials, requestClientAddress(headers));
}

/** The admin claims of a decoded token, or null for anything else (a revoked, forged or half-formed token). */
function sessionClaimsOf(token: JWT | null | undefined): SessionClaims | null {
  if (!token || token.role !== "admin" || typeof token.email !== "string") return null;
  const { provider, sessionVersion } = token as { provider?: unknown; sessionVersion?: unknown };
  if ((provider !== "password" && provider !== "firebase") || typeof sessionVersion !== "number") return null;
  return { email: token.email, provider, sessionVersion };
}

/** The session record's id and sign-in time a token carries, or null for a token signed in before records existed. */
function sessionStampOf(token: JWT | null | undefined): SessionStamp | null {
  const { sessionId, signedInAt } = (token ?? {}) as { sessionId?: unknown; signedInAt?: unknown };
  return typeof sessionId === "string" && typeof signedInAt === "number" ? { sessionId, signedInAt } : null;
}

let cached: NextAuthOptions | undefined;

/** Built on first use, not at import: the secret is read (or generated) at run time, never during the build. */
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const env = getEnv();
  const secure = usesSecureCookies(env);
  const firebaseEnabled = firebaseClientConfig(env) !== null || env.FIREBASE_AUTH_VERIFIER === "test";

  cached = {
    secret: resolveSessionSecret(env),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
    useSecureCookies: secure,
    logger: authLogger(logEvent),
    cookies: {
      sessionToken: {
        name: sessionCookieName(secure),
        options: { httpOnly: true, sameSite: "lax", path: "/", secure },
      },
    },
    providers: [
      CredentialsProvider({
        id: "password",
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
        },
        authorize: async (credentials, req) => withDevice(await authorizePassword(credentials, req.headers), req.headers),
      }),
      ...(firebaseEnabled
        ? [
            CredentialsProvider({
              id: "firebase",
              name: "Google (Firebase)",
              credentials: { idToken: { label: "ID token", type: "text" } },
              authorize: async (credentials, req) => withDevice(await authorizeIdToken(credentials, req.headers), req.headers),
            }),
          ]
        : []),
    ],
    callbacks: {
      async jwt({ token, user }) {
        const store = await getAdminStore();
        if (user) {
          const email = (user as AuthorizedAdmin).email;
          // Every admin is in the team directory from their first sign-in, Google admins (who have no
          // local account) included, so a colleague can assign them a request.
          await (await getTeamStore()).record(email);
          const provider = (user as AuthorizedAdmin).provider;
          // The sign-in time rides in the token and in the record: renewing the cookie changes neither.
          const stamp = await sessionCheck.start({
            email,
            provider,
            uid: provider === "firebase" ? (user as AuthorizedAdmin).id : null,
            device: (user as AuthorizedAdmin).device ?? "",
          });
          return {
            ...token,
            role: "admin",
            provider,
            sessionVersion: await store.sessionVersion(email),
            ...stamp,
          };
        }
        // Every use of the session checks the store: a signed-out or revoked one keeps nothing of the admin.
        // A renewal (GET /api/auth/session) is not the admin's own activity: it never puts the idle timeout off.
        const claims = sessionClaimsOf(token);
        const stamp = sessionStampOf(token);
        // An ended token keeps the first reason found, so the sign-in page says why whichever request saw it end.
        const endedBefore = (token as { ended?: unknown }).ended;
        if (!claims || !stamp) return { revoked: true, ended: isSessionEnd(endedBefore) ? endedBefore : "revoked" };
        if (!(await isSessionCurrent(store, claims))) return { revoked: true, ended: "revoked" };
        const ended = await sessionCheck.check(stamp, { ownRequest: false });
        return ended ? { revoked: true, ended } : token;
      },
      async session({ session, token }) {
        const claims = sessionClaimsOf(token);
        const stamp = sessionStampOf(token);
        const ended = (token as { ended?: unknown }).ended;
        return {
          ...session,
          user: { email: claims?.email ?? null, name: claims?.email ?? null },
          role: claims ? "admin" : null,
          provider: claims?.provider ?? null,
          sessionVersion: claims?.sessionVersion ?? null,
          sessionId: stamp?.sessionId ?? null,
          signedInAt: stamp?.signedInAt ?? null,
          ended: isSessionEnd(ended) ? ended : null,
        };
      },
      async redirect({ url, baseUrl }) {
        return new URL(safeCallbackPath(url, baseUrl), baseUrl).toString();
      },
    },
    events: {
      async signIn({ user, account }) {
        await logRequestEvent("admin.sign_in", { admin: user.id, provider: account?.provider ?? "unknown" });
      },
      // next-auth's own sign-out endpoint: the same as the dashboard's button, every session of the admin ends.
      async signOut({ token }) {
        const claims = sessionClaimsOf(token);
        if (claims) await (await getAdminStore()).revokeSessions(claims.email);
        const stamp = sessionStampOf(token);
        if (stamp) await sessionCheck.end(stamp.sessionId);
      },
    },
  };
  return cached;
}
