import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { adminScript, exportsWith, signInOverHttp, signOutOverHttp } from "./support/admin-session";
import { minimumFillMs, postForm, prepareForms } from "./support/delegation-posts";
import { startSitesOnOneStore, type SitesOnOneStore } from "./support/own-site";
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
  let sites: SitesOnOneStore | undefined;
  let bases: readonly string[] = [];



  test.beforeAll(async () => {
    store = storeEnv(test.info().project.metadata as SiteMetadata);
    // Signs in with e-mail and password in one request; the factor's replay across instances is second-factor.spec.ts's.
    sites = await startSitesOnOneStore(2, { ...store, ADMIN_SECOND_FACTOR: "off" }, 60_000);
    ({ bases, dataDir } = sites);
  });

  test.afterAll(() => sites?.stop());

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
    // The fourth failure makes the pair wait 2 s, the fifth 4 s, the sixth 8 s (platform/config/limits.ts): two
    // more, each once its wait is over, leave a wait no busy machine's round trip outlasts.
    for (let failures = 4; failures < 6; ) {
      const answer = await signInOverHttp(bases[0]!, email, `wrong ${failures} password`, "10.91.0.1");
      expect(["CredentialsSignin", "RateLimited"]).toContain(answer.ok ? "signed in" : answer.error);
      if (!answer.ok && answer.error === "CredentialsSignin") failures += 1;
      else await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
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
