import "server-only";
import { z } from "zod";
import { normalizeEmail } from "@/lib/auth/email";
import type { AdminStore } from "@/lib/auth/admin-store";
import type { IdTokenVerifier } from "@/lib/auth/id-token-verifier";
import type { SignInThrottle } from "@/lib/auth/rate-limiter";

/** The user next-auth puts in the JWT after a successful sign-in. */
export interface AuthorizedAdmin {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly provider: "password" | "firebase";
}

/** Thrown to next-auth, which passes the message to the sign-in page as `?error=`. */
export const RATE_LIMITED_ERROR = "RateLimited";

const passwordCredentials = z.object({
  email: z.string().trim().min(3).max(254),
  password: z.string().min(1).max(1024),
});

const idTokenCredentials = z.object({ idToken: z.string().min(10).max(8192) });

export interface PasswordAuthorizerDeps {
  readonly store: () => Promise<AdminStore>;
  readonly throttle: SignInThrottle;
  readonly verifyPassword: (password: string, hash: string) => Promise<boolean>;
  /** Costs as much as a real check, so unknown e-mails answer as slowly as known ones. */
  readonly verifyDummy: (password: string) => Promise<false>;
  readonly onFailure?: (reason: string) => void;
}

export function createPasswordAuthorizer(deps: PasswordAuthorizerDeps) {
  return async function authorize(credentials: unknown, clientKey: string): Promise<AuthorizedAdmin | null> {
    const parsed = passwordCredentials.safeParse(credentials);
    const email = parsed.success ? normalizeEmail(parsed.data.email) : null;
    if (deps.throttle.isBlocked(clientKey, email)) {
      deps.onFailure?.("rate-limited");
      throw new Error(RATE_LIMITED_ERROR);
    }
    if (!parsed.success || email === null) {
      deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("malformed");
      return null;
    }
    const admin = await (await deps.store()).findByEmail(email);
    const valid = admin
      ? await deps.verifyPassword(parsed.data.password, admin.passwordHash)
      : await deps.verifyDummy(parsed.data.password);
    if (!admin || !valid) {
      deps.throttle.recordFailure(clientKey, email);
      deps.onFailure?.(admin ? "wrong-password" : "unknown-email");
      return null;
    }
    deps.throttle.recordSuccess(email);
    return { id: admin.id, email: admin.email, name: admin.email, provider: "password" };
  };
}

export interface IdTokenAuthorizerDeps {
  readonly verifier: () => Promise<IdTokenVerifier>;
  readonly throttle: SignInThrottle;
  readonly onFailure?: (reason: string) => void;
}

/** Admits a Firebase user only with a verified token carrying the custom claim `admin: true`. */
export function createIdTokenAuthorizer(deps: IdTokenAuthorizerDeps) {
  return async function authorize(credentials: unknown, clientKey: string): Promise<AuthorizedAdmin | null> {
    if (deps.throttle.isBlocked(clientKey, null)) {
      deps.onFailure?.("rate-limited");
      throw new Error(RATE_LIMITED_ERROR);
    }
    const parsed = idTokenCredentials.safeParse(credentials);
    if (!parsed.success) {
      deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("malformed");
      return null;
    }
    try {
      const identity = await (await deps.verifier()).verify(parsed.data.idToken);
      if (!identity.admin || !identity.email) {
        deps.throttle.recordFailure(clientKey, identity.email ? normalizeEmail(identity.email) : null);
        deps.onFailure?.("not-admin");
        return null;
      }
      const email = normalizeEmail(identity.email);
      return { id: identity.uid, email, name: email, provider: "firebase" };
    } catch {
      deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("invalid-token");
      return null;
    }
  };
}

/** The client as the nearest proxy reports it; per-e-mail limiting does not depend on this being honest. */
export function clientKeyFromHeaders(headers: Record<string, string | string[] | undefined> | undefined): string {
  const forwarded = headers?.["x-forwarded-for"];
  const value = Array.isArray(forwarded) ? forwarded[0] : forwarded;
  const first = value?.split(",")[0]?.trim();
  const realIp = headers?.["x-real-ip"];
  return first || (typeof realIp === "string" ? realIp.trim() : "") || "unknown";
}
