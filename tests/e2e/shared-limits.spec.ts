import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adminScript, exportsWith, signInOverHttp, signOutOverHttp } from "./support/admin-session";
import { minimumFillMs, postForm, prepareForms } from "./support/delegation-posts";
import { freePort, waitUntilServing } from "./support/extra-servers";
import { storeEnv, type SiteMetadata, type StoreEnv } from "./support/site";

/**
 * Two server processes from the same build on one store, as a deployment scaled out to two instances:
 * the form's limit, the sign-in delays and session revocation hold across them. The sqlite project runs
 * them on one data folder, the firestore project on the Firestore emulator.
 */
test.describe("two instances on one store @store", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let dataDir = "";
  let store: StoreEnv = {};
  const servers: ChildProcess[] = [];
  const bases: string[] = [];



  test.beforeAll(async () => {
    store = storeEnv(test.info().project.metadata as SiteMetadata);
    dataDir = mkdtempSync(path.join(tmpdir(), "openseat-two-instances-"));
    // Secrets set explicitly, as the README asks of any deployment with more than one instance.
    const secrets = { FORM_SECRET: randomBytes(32).toString("hex"), NEXTAUTH_SECRET: randomBytes(32).toString("hex") };
    for (let i = 0; i < 2; i += 1) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        ...secrets,
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        SITE_URL: base,
        NEXTAUTH_URL: base,
        TRUSTED_PROXY_HOPS: "1",
        // Signs in with e-mail and password in one request; the factor's replay across instances is second-factor.spec.ts's.
        ADMIN_SECOND_FACTOR: "off",
        ...store,
      };
      servers.push(spawn(process.execPath, [path.resolve("node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)], { env, stdio: "ignore" }));
      bases.push(base);
    }
    await Promise.all(bases.map((base) => waitUntilServing(base, 60_000)));
  });

  test.afterAll(() => {
    for (const server of servers) server.kill("SIGTERM");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("the form's limit is one limit: five stored of six posts split between the instances", async () => {
    const client = { headers: { "x-forwarded-for": "10.90.0.1" } };
    const forms = [...(await prepareForms(bases[0]!, 3, client)), ...(await prepareForms(bases[1]!, 3, client))];
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    const outcomes: (string | null)[] = [];
    for (const [index, form] of forms.entries()) outcomes.push(await postForm(bases[index % 2]!, form, client));
    expect(outcomes.filter(Boolean)).toHaveLength(5);
    expect(outcomes[5]).toBeNull();
    // Another client is untouched on either instance.
    const [other] = await prepareForms(bases[1]!, 1, { headers: { "x-forwarded-for": "10.90.0.2" } });
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
    expect(await postForm(bases[1]!, other!, { headers: { "x-forwarded-for": "10.90.0.2" } })).toMatch(/^DR-/);
  });

  test("sign-in failures on one instance slow the same pair on the other", async () => {
    const email = `pair-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Pair-${randomUUID()}`;
    adminScript(dataDir, "admin-create", ["--email", email], `${password}\n`, store);
    for (let i = 0; i < 4; i += 1) expect(await signInOverHttp(bases[0]!, email, `wrong ${i} password`, "10.91.0.1")).toEqual({ ok: false, error: "CredentialsSignin" });
    expect(await signInOverHttp(bases[1]!, email, password, "10.91.0.1")).toEqual({ ok: false, error: "RateLimited" });
    expect((await signInOverHttp(bases[1]!, email, password, "10.91.0.2")).ok).toBe(true);
  });

  test("signing out on one instance ends the session on the other", async () => {
    const email = `session-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Session-${randomUUID()}`;
    adminScript(dataDir, "admin-create", ["--email", email], `${password}\n`, store);
    const session = await signInOverHttp(bases[0]!, email, password, "10.92.0.1");
    if (!session.ok) throw new Error(session.error);
    expect(await exportsWith(bases[1]!, session.cookie)).toBe(true);
    await signOutOverHttp(bases[0]!, session.cookie);
    expect(await exportsWith(bases[1]!, session.cookie)).toBe(false);
    expect(await exportsWith(bases[0]!, session.cookie)).toBe(false);
  });
});
