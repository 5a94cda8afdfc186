import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { freePort, waitUntilServing } from "./extra-servers";

/** A server of a spec's own on the build under test, with settings of its own and its output kept whole. */
export interface OwnSite {
  readonly base: string;
  readonly dataDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** The server's process id (`next start` serves in the process it starts in). */
  readonly pid: number;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Sends `signal` and resolves once the process has ended. */
  end(signal: NodeJS.Signals): Promise<void>;
  /** Ends the server; removes the data folder unless the caller gave it. */
  stop(): void;
}

export interface OwnSiteOptions {
  /** A data folder the caller owns (shared by several servers, or kept across a restart); never removed here. */
  readonly dataDir?: string;
  /** How long the server may take to answer after it starts; 90 s unless given. */
  readonly readyWithinMs?: number;
}

export async function startOwnSite(settings: Readonly<Record<string, string | undefined>>, options: OwnSiteOptions = {}): Promise<OwnSite> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "openseat-own-site-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    DATA_STORE: "sqlite",
    SITE_URL: base,
    NEXTAUTH_URL: base,
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    TRUSTED_PROXY_HOPS: "1",
    // Local test runs only: these specs are about what ends a session, not about signing in.
    ADMIN_SECOND_FACTOR: "off",
    ...settings,
  };
  const chunks: string[] = [];
  const server = spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  try {
    await waitUntilServing(base, options.readyWithinMs ?? 90_000);
  } catch (error) {
    // A server that never answered is still running: left behind, it outlived the whole run (found busy at 35% CPU).
    server.kill("SIGKILL");
    await exited;
    throw error;
  }
  return {
    base,
    dataDir,
    env,
    pid: server.pid!,
    output: () => chunks.join(""),
    end: (signal) => {
      server.kill(signal);
      return exited;
    },
    stop: () => {
      server.kill("SIGTERM");
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Server processes from the build under test on one store, sharing its data folder and secrets. */
export interface SitesOnOneStore {
  readonly sites: readonly OwnSite[];
  readonly bases: readonly string[];
  /** The data folder the servers and the project's scripts share (removed by stop). */
  readonly dataDir: string;
  /** Every server's output, each line marked with the server's index. */
  output(): string;
  stop(): void;
}

/**
 * `count` server processes on one store (a data folder of their own, or the store `shared` names), with one
 * FORM_SECRET and NEXTAUTH_SECRET between them, as the README asks of a deployment of several instances.
 */
export async function startSitesOnOneStore(count: number, shared: Readonly<Record<string, string | undefined>>, readyWithinMs = 90_000): Promise<SitesOnOneStore> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "openseat-sites-"));
  const secrets = { FORM_SECRET: randomBytes(32).toString("hex"), NEXTAUTH_SECRET: randomBytes(32).toString("hex") };
  const sites = await Promise.all(Array.from({ length: count }, () => startOwnSite({ ...secrets, ...shared }, { dataDir, readyWithinMs })));
  return {
    sites,
    bases: sites.map((site) => site.base),
    dataDir,
    output: () => sites.map((site, index) => site.output().replace(/^/gm, `[${index}] `)).join("\n"),
    stop() {
      for (const site of sites) site.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The secrets a site signs with, which the project's scripts need to read and write what it does. */
export function secretsOf(site: OwnSite): { readonly FORM_SECRET?: string; readonly NEXTAUTH_SECRET?: string } {
  return { FORM_SECRET: site.env.FORM_SECRET, NEXTAUTH_SECRET: site.env.NEXTAUTH_SECRET };
}

/** Servers on one store that send real mail, deliver on a flush, and let a test post freely. */
export interface MailSites extends SitesOnOneStore {
  /** The environment the project's scripts (admin:create, outbox:flush) run with against the same store. */
  readonly scriptEnv: NodeJS.ProcessEnv;
  /** The secret the flush endpoint wants, for a test that calls it itself. */
  readonly cronSecret: string;
  /** Asks `base` to deliver what is due, as Cloud Scheduler would. */
  flush(base: string): Promise<void>;
}

/**
 * `count` server processes from the build under test on one store (a data folder of their own, or the store
 * `store` names), sending mail to a real SMTP server at `smtpUrl` with the outbox's timer out of the way, so a
 * test decides when messages go (flush). `settings` adds to or overrides what they share.
 */
export async function startMailSites(count: number, store: Readonly<Record<string, string | undefined>>, smtpUrl: string, settings: Readonly<Record<string, string>> = {}, readyWithinMs = 90_000): Promise<MailSites> {
  const cronSecret = randomBytes(24).toString("hex");
  const shared = {
    ...store,
    FORM_RATE_LIMIT: "1000",
    SMTP_URL: smtpUrl,
    MAIL_FROM: "OpenSeat <hello@openseat.example>",
    SALES_INBOX: "sales@openseat.example",
    OUTBOX_CRON_SECRET: cronSecret,
    OUTBOX_BACKOFF_MS: "0",
    OUTBOX_TIMER_MS: "3600000",
    NEXT_MANUAL_SIG_HANDLE: "true",
    ...settings,
  };
  const started = await startSitesOnOneStore(count, shared, readyWithinMs);
  return {
    ...started,
    // The commands (admin:create, leads:remind) see the store, the secrets and the mail settings the servers do.
    scriptEnv: { ...process.env, ...shared, ...secretsOf(started.sites[0]!), DATA_DIR: started.dataDir, NODE_ENV: "production" } as NodeJS.ProcessEnv,
    cronSecret,
    async flush(base) {
      const response = await fetch(`${base}/api/outbox/flush`, { method: "POST", headers: { authorization: `Bearer ${cronSecret}` } });
      if (response.status !== 200) throw new Error(`flush on ${base}: ${response.status}`);
    },
  };
}

/** Creates a password admin on the site's store with the project's own script. */
export function createPasswordAdmin(site: OwnSite, email: string, password: string): void {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts", "--email", email], {
    env: { ...site.env, NODE_ENV: "production" },
    input: `${password}\n`,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`admin:create failed: ${result.stderr}${result.stdout}`);
}

/** A client of its own (its own cookies and X-Forwarded-For), signed in through next-auth's form post. */
export async function signedInClient(site: OwnSite, provider: "password" | "firebase", form: Record<string, string>): Promise<APIRequestContext> {
  const client = await playwrightRequest.newContext({
    baseURL: site.base,
    extraHTTPHeaders: { origin: site.base, "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const { csrfToken } = (await (await client.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await client.post(`/api/auth/callback/${provider}`, { form: { ...form, csrfToken, json: "true", callbackUrl: "/admin" } });
  if (response.status() >= 400) throw new Error(`sign-in answered ${response.status()}`);
  return client;
}

/** Where GET `path` sends the client: null when it is served (200), the redirect's path and query otherwise. */
export async function redirectOf(client: APIRequestContext, pathAndQuery: string): Promise<URL | null> {
  const response = await client.get(pathAndQuery, { maxRedirects: 0 });
  if (response.status() === 200) return null;
  if (![302, 303, 307, 308].includes(response.status())) throw new Error(`${pathAndQuery} answered ${response.status()}`);
  return new URL(response.headers().location ?? "", "http://placeholder.invalid");
}
