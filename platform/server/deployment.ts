import { localAddress, type PortEnv } from "@/platform/config/local-address";

/**
 * What counts as a production deployment. `npm start` builds and serves with NODE_ENV=production, so that
 * flag alone would make a bare start on a fresh clone refuse to run. A deployment is therefore a
 * production build whose public address (NEXTAUTH_URL, else SITE_URL) is not a loopback host: every real
 * deployment sets its public address for canonical URLs and sign-in callbacks anyway. A production build
 * on Cloud Run (where Firebase App Hosting runs the site; it sets K_SERVICE) is one even without them.
 */
export interface DeploymentEnv extends PortEnv {
  readonly NODE_ENV?: string;
  readonly SITE_URL?: string;
  readonly NEXTAUTH_URL?: string;
  readonly K_SERVICE?: string;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1", "0.0.0.0"]);

function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

/** The address visitors and sign-in callbacks use: NEXTAUTH_URL, else SITE_URL, else the local address. */
export function publicUrl(env: DeploymentEnv): URL {
  const raw = env.NEXTAUTH_URL?.trim() || env.SITE_URL?.trim() || localAddress(env);
  try {
    return new URL(raw);
  } catch {
    return new URL(localAddress(env));
  }
}

export function isProductionDeployment(env: DeploymentEnv): boolean {
  if (env.NODE_ENV !== "production") return false;
  return Boolean(env.K_SERVICE?.trim()) || !isLoopbackHost(publicUrl(env).hostname);
}

/** Secure cookies are only sent over HTTPS, so they are used whenever the site is deployed or served over it. */
export function usesSecureCookies(env: DeploymentEnv): boolean {
  return isProductionDeployment(env) || publicUrl(env).protocol === "https:";
}
