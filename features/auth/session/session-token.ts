import "server-only";
import path from "node:path";
import { isProductionDeployment, type DeploymentEnv } from "@/platform/server/deployment";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";

/*
 * The admin session token: the secret that signs it, the cookie that carries it and how long it lasts.
 * next-auth issues it (auth-options.ts), the proxy reads it (admin-gate.ts), sign-out deletes it.
 */

export const SECRET_FILE_NAME = "nextauth-secret";

export const MISSING_SECRET_MESSAGE =
  "NEXTAUTH_SECRET is not set. A production deployment (NODE_ENV=production with a non-loopback SITE_URL or NEXTAUTH_URL) " +
  "must set it to a long random value, for example the output of `openssl rand -base64 32`. Refusing to start.";

export interface SecretEnv extends DeploymentEnv {
  readonly NEXTAUTH_SECRET?: string;
  readonly DATA_DIR: string;
}

const cache = new Map<string, string>();

/** The key that signs admin sessions: NEXTAUTH_SECRET, or locally a generated one kept in DATA_DIR. */
export function resolveSessionSecret(env: SecretEnv): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (isProductionDeployment(env)) throw new Error(MISSING_SECRET_MESSAGE);
  const key = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  let secret = cache.get(key);
  if (!secret) {
    secret = readOrCreateSecret(env.DATA_DIR, SECRET_FILE_NAME);
    cache.set(key, secret);
  }
  return secret;
}

/** next-auth's cookie name for the session token; the `__Secure-` prefix makes browsers demand HTTPS for it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Eight hours: a working day, after which the admin signs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
