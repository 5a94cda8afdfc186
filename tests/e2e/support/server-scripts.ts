import { expect, test, type APIRequestContext } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";

/**
 * The project's own scripts, run against the data folder of the server under test: how tests create
 * admins and seed requests without going through the public form's rate limits.
 */
const port = Number(process.env.E2E_PORT);
export const origin = `http://127.0.0.1:${port}`;
export const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`);
const tsx = path.resolve("node_modules/.bin/tsx");

export function runScript(script: string, args: readonly string[], input?: string) {
  return spawnSync(tsx, ["--conditions=react-server", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
}

export function runScriptOrThrow(script: string, args: readonly string[], input?: string): string {
  const result = runScript(script, args, input);
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

export interface SeededRequest {
  readonly id: string;
  readonly reference: string;
  readonly company: string;
}

export function seedRequest(company = `Seeded ${randomUUID()}`): SeededRequest {
  const out = runScriptOrThrow("scripts/bench/seed-request.ts", [company]);
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as SeededRequest;
}

export interface AdminAccount {
  readonly email: string;
  readonly password: string;
}

export function createAdmin(prefix = "admin"): AdminAccount {
  const account = { email: `${prefix}-${randomUUID().slice(0, 8)}@example.com`, password: `Correct-${randomUUID()}` };
  runScriptOrThrow("scripts/admin-create.ts", ["--email", account.email], `${account.password}\n`);
  return account;
}

/** Signs in through next-auth's own endpoints, leaving the session cookie in `request`'s storage. */
export async function signInByApi(request: APIRequestContext, account: AdminAccount): Promise<void> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/password", {
    headers: { origin },
    form: { csrfToken, email: account.email, password: account.password, json: "true", callbackUrl: "/admin" },
  });
  expect(response.status()).toBeLessThan(400);
}

export interface SignedInAdmin {
  /** A Playwright storage-state file holding the admin's session cookie. */
  readonly storageState: string;
  /** The details page of a request seeded for this admin to look at. */
  readonly requestPath: string;
}

/** A fresh admin, signed in, with one seeded request: what a test of the admin area's pages needs. */
export async function signedInAdmin(request: APIRequestContext, storageStatePath: string, label: string): Promise<SignedInAdmin> {
  const seeded = seedRequest(`${label} ${randomUUID().slice(0, 8)}`);
  await signInByApi(request, createAdmin(label.toLowerCase().replace(/[^a-z0-9]+/g, "-")));
  await request.storageState({ path: storageStatePath });
  return { storageState: storageStatePath, requestPath: `/admin/requests/${seeded.id}` };
}

/**
 * Registers a beforeAll (in the calling describe block) that signs in a fresh admin for its tests;
 * the returned function gives that admin to each test.
 */
export function signedInAdminForTests(label: string): () => SignedInAdmin {
  let admin: SignedInAdmin | undefined;
  test.beforeAll(async ({ playwright }, testInfo) => {
    const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    admin = await signedInAdmin(request, testInfo.outputPath("admin-state.json"), label);
    await request.dispose();
  });
  return () => {
    if (!admin) throw new Error("the admin is signed in before the tests run");
    return admin;
  };
}
