import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isProductionDeployment, type DeploymentEnv } from "@/lib/auth/deployment";

export const SECRET_FILE_NAME = "nextauth-secret";

export const MISSING_SECRET_MESSAGE =
  "NEXTAUTH_SECRET is not set. A production deployment (NODE_ENV=production with a non-loopback SITE_URL or NEXTAUTH_URL) " +
  "must set it to a long random value, for example the output of `openssl rand -base64 32`. Refusing to start.";

export interface SecretEnv extends DeploymentEnv {
  readonly NEXTAUTH_SECRET?: string;
  readonly DATA_DIR: string;
}

/**
 * Reads the local secret, creating it on first use. `wx` makes creation atomic, so when the proxy and
 * the server race on a fresh data folder the loser reads the winner's secret instead of overwriting it.
 */
function readOrCreateLocalSecret(dataDir: string): string {
  const file = path.resolve(/*turbopackIgnore: true*/ dataDir, SECRET_FILE_NAME);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

const cache = new Map<string, string>();

/** The key that signs admin sessions: NEXTAUTH_SECRET, or locally a generated one kept in DATA_DIR. */
export function resolveSessionSecret(env: SecretEnv): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (isProductionDeployment(env)) throw new Error(MISSING_SECRET_MESSAGE);
  const key = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR);
  let secret = cache.get(key);
  if (!secret) {
    secret = readOrCreateLocalSecret(env.DATA_DIR);
    cache.set(key, secret);
  }
  return secret;
}
