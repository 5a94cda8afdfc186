import "server-only";
import { z } from "zod";
import { normalizeEmail, type AdminStore } from "@/features/auth/admin-store/store";
import type { IdTokenVerifier, VerifiedIdentity } from "@/features/auth/session/id-token";
import { getLimits } from "@/platform/env";
import type { RateLimiter } from "@/platform/rate-limit/limiter";
import type { LogFields } from "@/platform/logging/log";

/** The user next-auth puts in the JWT after a successful sign-in. */
export interface AuthorizedAdmin {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly provider: "password" | "firebase";
  /** The device the admin signed in on, in a few words (features/auth/session/device-label.ts); set by next-auth's provider. */
  readonly device?: string;
}

/** Thrown to next-auth, which passes the message to the sign-in page as `?error=`. */
export const RATE_LIMITED_ERROR = "RateLimited";
/** The one-request sign-in (e-mail and password posted to next-auth) while the second factor is required. */
export const SECOND_FACTOR_REQUIRED_ERROR = "SecondFactorRequired";
/** The one-request sign-in with a password that fails the rule: the form's steps ask for a new one. */
export const PASSWORD_CHANGE_REQUIRED_ERROR = "PasswordChangeRequired";
/** No finished pending sign-in: expired, signed out since, or never started. */
export const SIGN_IN_EXPIRED_ERROR = "SignInExpired";

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
  readonly onFailure?: (reason: string, client: string) => void;
}

export function createPasswordAuthorizer(deps: PasswordAuthorizerDeps) {
  return async function authorize(credentials: unknown, clientKey: string): Promise<AuthorizedAdmin | null> {
    const parsed = passwordCredentials.safeParse(credentials);
    const email = parsed.success ? normalizeEmail(parsed.data.email) : null;
    // Waiting is per pair (this e-mail from this client): nobody else's attempt is held up by it.
    if ((await deps.throttle.waitMs(clientKey, email)) > 0) {
      deps.onFailure?.("rate-limited", clientKey);
      throw new Error(RATE_LIMITED_ERROR);
    }
    if (!parsed.success || email === null) {
      await deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("malformed", clientKey);
      return null;
    }
    const admin = await (await deps.store()).findByEmail(email);
    const valid = admin
      ? await deps.verifyPassword(parsed.data.password, admin.passwordHash)
      : await deps.verifyDummy(parsed.data.password);
    if (!admin || !valid) {
      await deps.throttle.recordFailure(clientKey, email);
      deps.onFailure?.(admin ? "wrong-password" : "unknown-email", clientKey);
      return null;
    }
    await deps.throttle.recordSuccess(clientKey, email);
    return { id: admin.id, email: admin.email, name: admin.email, provider: "password" };
  };
}

export interface IdTokenAuthorizerDeps {
  readonly verifier: () => Promise<IdTokenVerifier>;
  readonly throttle: SignInThrottle;
  readonly onFailure?: (reason: string, client: string) => void;
  /**
   * Whether the address was removed from the team (features/team): refused even with the claim, should its
   * revocation have failed or been undone by hand. Until an owner or `admin:grant` gives them a role again.
   */
  readonly isRemoved?: (email: string) => Promise<boolean>;
}

/** Admits a Firebase user only with a verified token carrying the custom claim `admin: true`, who was not removed from the team. */
export function createIdTokenAuthorizer(deps: IdTokenAuthorizerDeps) {
  return async function authorize(credentials: unknown, clientKey: string): Promise<AuthorizedAdmin | null> {
    if ((await deps.throttle.waitMs(clientKey, null)) > 0) {
      deps.onFailure?.("rate-limited", clientKey);
      throw new Error(RATE_LIMITED_ERROR);
    }
    const parsed = idTokenCredentials.safeParse(credentials);
    if (!parsed.success) {
      await deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("malformed", clientKey);
      return null;
    }
    let identity: VerifiedIdentity;
    try {
      identity = await (await deps.verifier()).verify(parsed.data.idToken);
    } catch {
      await deps.throttle.recordFailure(clientKey, null);
      deps.onFailure?.("invalid-token", clientKey);
      return null;
    }
    if (!identity.admin || !identity.email) {
      await deps.throttle.recordFailure(clientKey, identity.email ? normalizeEmail(identity.email) : null);
      deps.onFailure?.("not-admin", clientKey);
      return null;
    }
    const email = normalizeEmail(identity.email);
    if (await deps.isRemoved?.(email)) {
      await deps.throttle.recordFailure(clientKey, email);
      deps.onFailure?.("removed", clientKey);
      return null;
    }
    return { id: identity.uid, email, name: email, provider: "firebase" };
  };
}

/**
 * Slows guessing without letting anyone lock an admin out. Failures slow down the pair (e-mail, client)
 * with growing delays, and a client failing across many e-mails; they never refuse an e-mail for everyone,
 * so the right password from a client that has not been failing always gets checked. When one e-mail
 * fails from many clients (a distributed guess), the log says so.
 */
export interface SignInThrottle {
  /** Milliseconds this client must wait before trying this e-mail (null: an attempt with no e-mail); 0 when it may try now. */
  waitMs(client: string, email: string | null): Promise<number>;
  recordFailure(client: string, email: string | null): Promise<void>;
  /** Clears the pair's failures; the client's count across e-mails stays, so one good account cannot launder a spray. */
  recordSuccess(client: string, email: string): Promise<void>;
}

type Log = (event: string, fields: LogFields, level?: "info" | "warn" | "error") => void;

function pairSubject(client: string, email: string): string {
  return `${email}\n${client}`;
}

export function createSignInThrottle(limiter: () => Promise<RateLimiter>, log: Log): SignInThrottle {
  const limits = getLimits().signIn;
  return {
    async waitMs(client, email) {
      const rate = await limiter();
      const [byClient, byPair] = await Promise.all([
        rate.waitMs(limits.client, client),
        email === null ? 0 : rate.waitMs(limits.pair, pairSubject(client, email)),
      ]);
      return Math.max(byClient, byPair);
    },
    async recordFailure(client, email) {
      const rate = await limiter();
      await rate.record(limits.client, client);
      if (email === null) return;
      await rate.record(limits.pair, pairSubject(client, email));
      const target = await rate.consume(limits.target, email, client);
      // Each counted client sees a different count, so each threshold is logged once per window.
      if (target.allowed && target.first && limits.targetAlertAt.includes(target.windowCount)) {
        log(
          "admin.sign_in_targeted",
          { email, clients: target.windowCount, windowMinutes: limits.target.windowMs / 60_000 },
          target.windowCount >= limits.targetAlertAt[1] ? "error" : "warn",
        );
      }
    },
    async recordSuccess(client, email) {
      await (await limiter()).reset(limits.pair, pairSubject(client, email));
    },
  };
}
