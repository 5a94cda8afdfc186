import { expect, test } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { publicRoutes } from "../../platform/config/site";
import { adminScript, exportsWith, signInOverHttp } from "./support/admin-session";
import { multipartBody, rawRequest, type RawRequest, type RawResponse } from "./support/raw-http";
import { expectBuildFileHeaders, expectInlineScriptsAdmitted, expectSecurityHeaders, watchViolations } from "./support/security-headers";
import { savedEntries } from "./support/settings-in-page";

/**
 * Replays known attacks against the production build the e2e server runs, over raw HTTP so
 * paths and headers reach the server exactly as an attacker would send them.
 */
const port = Number(process.env.E2E_PORT);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`);
const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");
const tsx = path.resolve("node_modules/.bin/tsx");

// The probe is a client of its own: the posts it has refused cost its form budget (platform/security/write-guard.ts),
// not that of the browsers other specs send requests from.
const probeClient = "10.66.0.1";
const raw = (rawPath: string, options: RawRequest = {}): Promise<RawResponse> =>
  rawRequest(origin, rawPath, { ...options, headers: { "x-forwarded-for": probeClient, ...options.headers } });

/** Follows redirects on the same server, keeping the attack headers, and returns every hop. */
async function rawFollow(rawPath: string, headers: Record<string, string> = {}): Promise<RawResponse[]> {
  const hops: RawResponse[] = [];
  let next: string | null = rawPath;
  while (next && hops.length < 6) {
    const response: RawResponse = await raw(next, { headers });
    hops.push(response);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) break;
    const target: URL = new URL(location, origin);
    next = target.origin === origin ? `${target.pathname}${target.search}` : null;
  }
  return hops;
}

function runScript(script: string, args: readonly string[], input?: string): string {
  const result = spawnSync(tsx, ["--conditions=react-server", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" },
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

interface SeededRequest {
  readonly id: string;
  readonly reference: string;
  readonly company: string;
}

function seedRequest(): SeededRequest {
  const out = runScript("scripts/bench/seed-request.ts", [`Replay Marker ${randomUUID()}`]);
  return JSON.parse(out.trim().split("\n").at(-1) ?? "{}") as SeededRequest;
}

function leaks(response: RawResponse, seeded: SeededRequest): boolean {
  return response.body.includes(seeded.company) || response.body.includes(seeded.reference);
}

/** Server action ids from the build's manifest, split by whether an admin module defines them. */
function serverActions(): { admin: string[]; other: string[] } {
  const file = path.join(distDir, "server", "server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string }>;
  };
  const admin: string[] = [];
  const other: string[] = [];
  for (const [id, entry] of Object.entries(manifest.node)) {
    const where = `${Object.keys(entry.workers).join(" ")} ${entry.filename ?? ""}`;
    (where.includes("(admin)") || where.includes("/admin") ? admin : other).push(id);
  }
  return { admin, other };
}

/**
 * A page that runs the action: Next runs an action only in a page whose bundle holds it; posted to any
 * other page, it is forwarded and never decoded, so a malformed call there proves nothing.
 */
function pageRunning(actionId: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { workers: Record<string, unknown> }>;
  };
  const workers = Object.keys(manifest.node[actionId]?.workers ?? {});
  // A static page where there is one; else a dynamic page's, its segments filled (an invitation's accept form runs
  // only on /admin/sign-in/join/[token]: a token nobody was given reaches the action all the same).
  const worker = workers.find((name) => !name.includes("[")) ?? workers[0];
  if (!worker) throw new Error(`no page runs server action ${actionId}`);
  return worker.replace(/^app/, "").replace(/\/\([^)]+\)/g, "").replace(/\/page$/, "").replace(/\[[^\]]+\]/g, "not-a-token") || "/";
}

function actionIdOf(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`no server action ${exportedName} in the build`);
  return id;
}

function expectClientError(response: RawResponse, label: string): void {
  expect(response.status, label).toBeGreaterThanOrEqual(400);
  expect(response.status, label).toBeLessThan(500);
  // Next marks a notFound() answer with its own digest; a crash would carry a numeric one, or a stack.
  expect(response.body, label).not.toMatch(/\\?"digest\\?":\\?"\d+|at .*\.js:\d+/);
}

async function expectStillServing(): Promise<void> {
  const response = await raw("/home");
  expect(response.status).toBe(200);
  expect(response.body).toContain("<html");
}

test.describe("security headers", () => {
  test("every kind of response carries them", async () => {
    const home = await raw("/home");
    const chunk = /\/_next\/static\/chunks\/[^"\s]+\.js/.exec(home.body)?.[0];
    expect(chunk, "a script chunk on /home").toBeTruthy();
    const targets: [string, Parameters<typeof raw>[1]?][] = [
      ["/"],
      ...publicRoutes.map((route): [string] => [route]),
      ["/no-such-page"],
      ["/resources/unknown"],
      ["/icon.svg"],
      ["/robots.txt"],
      ["/sitemap.xml"],
      ["/_next/image?url=https%3A%2F%2Fexample.com%2Fa.png&w=64&q=75"],
      ["/admin"],
      ["/admin/sign-in"],
      ["/api/auth/csrf"],
      ["/home", { method: "POST", headers: { origin, "next-action": "0".repeat(42), "content-type": "text/plain" }, body: "[]" }],
      ["/home", { method: "POST", headers: { "next-action": "0".repeat(42) }, body: "[]" }],
    ];
    for (const [target, options] of targets) {
      const response = await raw(target, options);
      expectSecurityHeaders(response, `${options?.method ?? "GET"} ${target} (${response.status})`);
    }
    // The public pages' stylesheet and font are files of their own (public/styles, public/fonts: docs/performance.md);
    // the admin area's stylesheet is still one of the build's.
    const buildStylesheet = /\/_next\/static\/[^"\s]+\.(?:css|woff2)/;
    const stylesheetOrFont = buildStylesheet.exec(home.body)?.[0] ?? buildStylesheet.exec((await raw("/admin/sign-in")).body)?.[0];
    expect(stylesheetOrFont, "a stylesheet or font of the build's").toBeTruthy();
    for (const target of [chunk ?? "/", stylesheetOrFont ?? "/", "/_next/static/chunks/missing.js"]) {
      const response = await raw(target);
      expectBuildFileHeaders(response, `GET ${target} (${response.status})`);
    }
  });

  test("prerendered pages stay static and the policy admits exactly their inline scripts", async () => {
    const response = await raw("/home");
    expect(response.headers["x-nextjs-cache"]).toBe("HIT");
    expectInlineScriptsAdmitted(response, "/home");
  });
});

test.describe("no CSP violation in the browser", () => {
  // The public routes are checked on the load that measures their layout shift with every stored setting
  // (budgets.spec.ts), /home with the panel opened; the admin's sign-in page, which that sweep does not load, here.
  test("/admin/sign-in runs clean with stored settings applied", async ({ page }) => {
    const violations = await watchViolations(page);
    // Saved as the settings store saves them, so the head script has a page state to apply.
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, savedEntries({ fontSize: 22, colorTheme: "dark", speechEnabled: true, readingMask: false }));
    await page.goto("/admin/sign-in", { waitUntil: "networkidle" });
    // The head script (allowed by hash) applied the stored size before the app took over.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe("22px");
    expect(violations).toEqual([]);
  });
});

test.describe("admin data stays behind sign-in", () => {
  let seeded: SeededRequest;
  test.beforeAll(() => {
    seeded = seedRequest();
  });

  const bypassHeaders: readonly Record<string, string>[] = [
    {},
    { "x-middleware-subrequest": "proxy" },
    { "x-middleware-subrequest": "middleware" },
    { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { "x-middleware-subrequest": "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware" },
    { rsc: "1" },
    { rsc: "1", "next-router-prefetch": "1" },
    { rsc: "1", "next-router-segment-prefetch": "/_tree" },
    { "x-nextjs-data": "1" },
    { "x-matched-path": "/admin" },
    { "x-invoke-path": "/admin", "x-invoke-query": "{}" },
  ];

  test("the marker is visible to a signed-in admin (the replays below could see a leak)", async ({ request }) => {
    const email = `replay-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Replay-${randomUUID()}`;
    runScript("scripts/admin-create.ts", ["--email", email], `${password}\n`);
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
    const signIn = await request.post("/api/auth/callback/password", {
      headers: { origin },
      form: { csrfToken, email, password, json: "true", callbackUrl: "/admin" },
    });
    expect(signIn.status()).toBeLessThan(400);
    const dashboard = await request.get(`/admin?q=${encodeURIComponent(seeded.company)}`);
    expect(await dashboard.text()).toContain(seeded.company);
  });

  test("proxy-bypass paths and headers reach no admin data", async () => {
    test.setTimeout(240_000);
    const paths = [
      "/admin",
      "/admin/",
      "/admin.rsc",
      "/admin?_rsc=1",
      "//admin",
      "/%2Fadmin",
      "/%2fadmin",
      "/admin%2F",
      "/ADMIN",
      "/Admin",
      "/%61dmin",
      "/admin;x",
      "/admin/.",
      "/./admin",
      "/_next/../admin",
      "/api/../admin",
      `/admin/requests/${seeded.id}`,
      `/admin/requests/${seeded.id}.rsc`,
      `//admin/requests/${seeded.id}`,
      `/%2Fadmin/requests/${seeded.id}`,
      `/ADMIN/requests/${seeded.id}`,
      `/admin/export?q=${encodeURIComponent(seeded.company)}`,
      `/admin/requests/export?q=${encodeURIComponent(seeded.company)}`,
    ];
    const leaked: string[] = [];
    // Every spelling with the subrequest bypass; every header form on the two canonical admin paths.
    const attempts = [
      ...paths.flatMap((target) => [{ target, headers: {} }, { target, headers: bypassHeaders[3] ?? {} }]),
      ...["/admin", `/admin/requests/${seeded.id}`].flatMap((target) => bypassHeaders.map((headers) => ({ target, headers }))),
    ];
    for (const { target, headers } of attempts) {
      for (const hop of await rawFollow(target, headers)) {
        if (leaks(hop, seeded)) leaked.push(`${target} ${JSON.stringify(headers)} -> ${hop.status}`);
      }
    }
    expect(leaked).toEqual([]);
  });

  test("admin server actions refuse cross-origin and Origin-less calls", async () => {
    test.setTimeout(120_000);
    const { admin } = serverActions();
    expect(admin.length, "admin actions in the build").toBeGreaterThan(0);
    for (const id of admin) {
      for (const headers of [{}, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
        for (const target of ["/admin", "/home", `/admin/requests/${seeded.id}`]) {
          const response = await raw(target, {
            method: "POST",
            headers: { ...headers, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
            body: JSON.stringify([seeded.id, "archived"]),
          });
          expect(response.status, `${id} at ${target} with ${JSON.stringify(headers)}`).toBe(403);
          expect(leaks(response, seeded)).toBe(false);
        }
      }
    }
  });

  test("admin server actions called without a session change and reveal nothing", async () => {
    const { admin } = serverActions();
    for (const id of admin) {
      const response = await raw("/admin", {
        method: "POST",
        headers: { origin, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
        body: JSON.stringify([seeded.id, "archived"]),
      });
      expect(leaks(response, seeded), id).toBe(false);
    }
  });
});

test.describe("malformed and oversized requests", () => {
  test("a body over the action limit gets a 4xx and the server keeps serving", async () => {
    const { admin, other } = serverActions();
    const id = other[0] ?? admin[0] ?? "0".repeat(42);
    const big = Buffer.alloc(3 * 1024 * 1024, "a");
    const response = await raw("/delegation-tasks-guide/form", {
      method: "POST",
      headers: { origin, "next-action": id, "content-type": "text/plain;charset=UTF-8", "content-length": String(big.length) },
      body: big,
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    await expectStillServing();
  });

  test("malformed action payloads get a 4xx and the server keeps serving", async () => {
    const { admin, other } = serverActions();
    const known = other[0] ?? admin[0] ?? "0".repeat(42);
    const attempts: { id: string; type: string; body: string }[] = [
      { id: "not-an-action", type: "text/plain;charset=UTF-8", body: "[]" },
      { id: "f".repeat(42), type: "text/plain;charset=UTF-8", body: "[]" },
      { id: known, type: "text/plain;charset=UTF-8", body: "{not json" },
      { id: known, type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nContent-Disposition: form-data\r\n\r\nbroken" },
      { id: known, type: "application/x-www-form-urlencoded", body: "%%%=%%%" },
    ];
    for (const attempt of attempts) {
      const response = await raw("/delegation-tasks-guide/form", {
        method: "POST",
        headers: { origin, "next-action": attempt.id, "content-type": attempt.type },
        body: attempt.body,
      });
      expect(response.status, `${attempt.id.slice(0, 8)} ${attempt.type} ${attempt.body.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${attempt.id.slice(0, 8)} ${attempt.type} ${attempt.body.slice(0, 20)}`).toBeLessThan(500);
    }
    await expectStillServing();
  });

  test("a well-formed array with dangling references gets a 4xx and the server keeps serving", async () => {
    // React's decoder throws on references to parts the body lacks, and Next would answer 500:
    // the proxy refuses every reference to another part, which no page of this site sends.
    const { admin, other } = serverActions();
    const bodies = ['["$Q1","$@999",{"__proto__":{"polluted":1}}]', '[{"a":"$1:b"}]', '["$hzz"]'];
    for (const id of [...other, ...admin]) {
      for (const body of bodies) {
        const response = await raw("/delegation-tasks-guide/form", {
          method: "POST",
          headers: { origin, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
          body,
        });
        expect(response.status, `${id.slice(0, 8)} ${body}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${id.slice(0, 8)} ${body}`).toBeLessThan(500);
        expect(response.body, id).not.toMatch(/DR-[0-9A-Z]{6}/);
      }
    }
    await expectStillServing();
  });

  test("a Map, Set or server reference React's decoder cannot build gets a 4xx, by script or without", async () => {
    const formAction = actionIdOf("submitDelegationRequest");
    const calls: Record<string, [string, string][]> = {
      "a Map of a string": [["1", '"x"'], ["0", '["$Q1"]']],
      "a Set of a number": [["1", "5"], ["0", '["$W1"]']],
      "an unknown server reference": [["1", JSON.stringify({ id: "f".repeat(42), bound: null })], ["0", '["$h1"]']],
    };
    for (const [label, entries] of Object.entries(calls)) {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      const { body, type } = await multipartBody(form);
      const response = await raw("/delegation-tasks-guide/form", { method: "POST", headers: { origin, "next-action": formAction, "content-type": type }, body });
      expect(response.status, label).toBe(400);
    }
    // Without JavaScript: the form's bound state names a Map of a string.
    const unscripted = new FormData();
    unscripted.append("$ACTION_REF_1", "");
    unscripted.append("$ACTION_1:0", JSON.stringify({ id: formAction, bound: "$@1" }));
    unscripted.append("$ACTION_1:1", '["$Q2"]');
    unscripted.append("$ACTION_1:2", '"x"');
    unscripted.append("$ACTION_KEY", "k0");
    const { body, type } = await multipartBody(unscripted);
    expect((await raw("/delegation-tasks-guide/form", { method: "POST", headers: { origin, "content-type": type }, body })).status).toBe(400);
    await expectStillServing();
  });
});

test.describe("auth endpoints", () => {
  test("no cache may keep an answer from next-auth", async () => {
    for (const target of ["/api/auth/providers", "/api/auth/csrf", "/api/auth/session", "/api/auth/signin"]) {
      const response = await raw(target);
      expect(String(response.headers["cache-control"] ?? ""), target).toContain("no-store");
    }
  });
});

test.describe("wrong-shaped action input", () => {
  const deep = `[${"[".repeat(50_000)}${"]".repeat(50_000)}]`;
  const shapes = ["[]", "[null,null]", '["$@0"]', '["$Q0"]', '["$h0"]', "[1,2]", "[{},{}]", deep];

  test("the public form's action answers a 4xx for arguments its page never sends, before using them", async () => {
    test.setTimeout(120_000);
    const { other } = serverActions();
    expect(other.length).toBeGreaterThan(0);
    for (const id of other) {
      for (const body of shapes) {
        const started = Date.now();
        const response = await raw(pageRunning(id), {
          method: "POST",
          headers: { origin, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
          body,
        });
        expectClientError(response, `${id.slice(0, 8)} ${body.slice(0, 20)}`);
        expect(Date.now() - started, `${id.slice(0, 8)} ${body.slice(0, 20)}`).toBeLessThan(5_000);
      }
    }
    // Admin actions without a session never get as far as their arguments: the gate sends the caller to sign in.
    for (const id of serverActions().admin) {
      for (const body of shapes) {
        const response = await raw("/admin", { method: "POST", headers: { origin, "next-action": id, "content-type": "text/plain;charset=UTF-8" }, body });
        expect(response.status, `${id.slice(0, 8)} ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    await expectStillServing();
  });

  test("a form whose fields are missing, or whose bound state is null, gets a 4xx", async () => {
    const formAction = actionIdOf("submitDelegationRequest");
    // The call's root names form entries ("$K1") the body does not carry.
    const emptyForm = new FormData();
    emptyForm.append("0", '["$K1"]');
    const asCall = await multipartBody(emptyForm);
    expectClientError(
      await raw("/delegation-tasks-guide/form", { method: "POST", headers: { origin, "next-action": formAction, "content-type": asCall.type }, body: asCall.body }),
      "multipart 0=[$K1]",
    );
    // A post without JavaScript naming the form's action with no bound state: React calls it with the form alone.
    const unbound = new FormData();
    unbound.append("$ACTION_REF_1", "");
    unbound.append("$ACTION_1:0", JSON.stringify({ id: formAction, bound: null }));
    unbound.append("$ACTION_KEY", "k0");
    unbound.append("fullName", "Nobody");
    const asForm = await multipartBody(unbound);
    expectClientError(
      await raw("/delegation-tasks-guide/form", { method: "POST", headers: { origin, "content-type": asForm.type }, body: asForm.body }),
      "no-JS post with bound: null",
    );
    await expectStillServing();
  });

  test("a signed-in admin's actions refuse non-form arguments with a 4xx and change nothing", async () => {
    const email = `shapes-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Shapes-${randomUUID()}`;
    adminScript(dataDir, "admin-create", ["--email", email], `${password}\n`);
    const session = await signInOverHttp(origin, email, password, "10.70.0.1");
    if (!session.ok) throw new Error(session.error);
    const { admin } = serverActions();
    expect(admin.length).toBeGreaterThan(0);
    for (const id of admin) {
      for (const body of shapes) {
        const response = await raw(pageRunning(id), {
          method: "POST",
          headers: { origin, cookie: session.cookie, "next-action": id, "content-type": "text/plain;charset=UTF-8" },
          body,
        });
        expectClientError(response, `${id.slice(0, 8)} ${body.slice(0, 20)}`);
      }
    }
    // Still signed in: none of those calls reached sign-out either.
    expect(await exportsWith(origin, session.cookie)).toBe(true);
  });
});

test.describe("sign-in throttle", () => {
  test("failures from one client slow that client only: the right password works from another", async () => {
    const email = `throttle-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Throttle-${randomUUID()}`;
    adminScript(dataDir, "admin-create", ["--email", email], `${password}\n`);
    const failures: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const attempt = await signInOverHttp(origin, email, `wrong password ${i}`, "10.71.0.1");
      failures.push(attempt.ok ? "signed in" : attempt.error);
    }
    // Three free failures, then the pair waits: later attempts are not even checked.
    expect(failures.slice(0, 4)).toEqual(["CredentialsSignin", "CredentialsSignin", "CredentialsSignin", "CredentialsSignin"]);
    expect(failures.slice(4)).toEqual(["RateLimited", "RateLimited"]);
    // The reported lockout: the admin, from anywhere else, gets in at once.
    expect((await signInOverHttp(origin, email, password, "10.71.0.2")).ok).toBe(true);
  });
});

test.describe("revocable sessions", () => {
  test("a session cookie replayed after sign-out, admin:revoke or the admin's removal downloads nothing", async ({ page }) => {
    test.setTimeout(120_000);
    const email = `revoke-${randomUUID().slice(0, 8)}@example.com`;
    const password = `Revoke-${randomUUID()}`;
    adminScript(dataDir, "admin-create", ["--email", email], `${password}\n`);

    // Signed in and out through the dashboard, the copied cookie is refused.
    await page.goto("/admin/sign-in");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${origin}/admin`);
    const copied = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    expect(await exportsWith(origin, copied)).toBe(true);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?signedOut=1/);
    expect(await exportsWith(origin, copied)).toBe(false);

    // admin:revoke ends a live session at once.
    const second = await signInOverHttp(origin, email, password, "10.72.0.1");
    if (!second.ok) throw new Error(second.error);
    expect(await exportsWith(origin, second.cookie)).toBe(true);
    adminScript(dataDir, "admin-revoke", ["--email", email]);
    expect(await exportsWith(origin, second.cookie)).toBe(false);

    // So does removing the admin, who then cannot sign in again.
    const third = await signInOverHttp(origin, email, password, "10.72.0.1");
    if (!third.ok) throw new Error(third.error);
    expect(await exportsWith(origin, third.cookie)).toBe(true);
    adminScript(dataDir, "admin-revoke", ["--email", email, "--remove"]);
    expect(await exportsWith(origin, third.cookie)).toBe(false);
    expect((await signInOverHttp(origin, email, password, "10.72.0.1")).ok).toBe(false);
  });
});

test.describe("host and cache poisoning", () => {
  test("a spoofed Host or forwarded host does not move redirects", async () => {
    const spoofs: Record<string, string>[] = [
      { host: "evil.example" },
      { host: `127.0.0.1:${port}`, "x-forwarded-host": "evil.example" },
      { host: `127.0.0.1:${port}`, "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      { host: "evil.example", "x-forwarded-host": "evil.example", forwarded: "host=evil.example" },
    ];
    for (const target of ["/", "/no-such-page", "/resources/unknown", "/admin", "/admin/requests/x", "/admin/sign-in?callbackUrl=https://evil.example/"]) {
      for (const headers of spoofs) {
        const response = await raw(target, { headers });
        expect(String(response.headers.location ?? ""), `${target} ${JSON.stringify(headers)}`).not.toContain("evil.example");
        expect(response.body, `${target} ${JSON.stringify(headers)}`).not.toMatch(/https?:\/\/evil\.example/);
      }
    }
  });

  test("an unknown resource's redirect is not cached, where a prerendered page's answers are kept a year", async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await raw("/resources/no-such-resource");
      expect(response.status).toBe(307);
      expect(new URL(String(response.headers.location), origin).href).toBe(`${origin}/home`);
      expect(String(response.headers["cache-control"])).not.toMatch(/s-maxage|max-age=[1-9]/);
    }
  });

    test("RSC and data headers do not change what a later plain GET returns", async () => {
    for (const route of ["/home", "/pricing", "/delegation-tasks-guide"]) {
      const before = await raw(route);
      expect(before.headers["content-type"]).toContain("text/html");
      for (const headers of [
        { rsc: "1" },
        { rsc: "1", "next-router-prefetch": "1" },
        { rsc: "1", "next-router-segment-prefetch": "/_tree" },
        { "x-nextjs-data": "1" },
        { "next-router-state-tree": "%5B%22%22%5D" },
        { "x-middleware-prefetch": "1" },
      ] as Record<string, string>[]) {
        await raw(route, { headers });
        const after = await raw(route);
        expect(after.headers["content-type"], `${route} after ${JSON.stringify(headers)}`).toContain("text/html");
        expect(after.body.startsWith("<!DOCTYPE html>"), `${route} after ${JSON.stringify(headers)}`).toBe(true);
        expect(after.body.replace(/nonce="[^"]*"/g, ""), `${route} after ${JSON.stringify(headers)}`).toBe(
          before.body.replace(/nonce="[^"]*"/g, ""),
        );
      }
    }
  });
});

test.describe("image optimizer", () => {
  test("is turned off: nothing uses it, so every URL under it is a 404", async () => {
    for (const url of ["/cursors/large-pointer.svg", "/icon.svg", "https://example.com/a.png"]) {
      const response = await raw(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(response.status, url).toBe(404);
    }
  });

  test("nothing under /_next/image fetches another host", async () => {
    let outsideHits = 0;
    const bait = http.createServer((_request, response) => {
      outsideHits += 1;
      response.writeHead(200, { "content-type": "image/png" });
      response.end(Buffer.from("89504e470d0a1a0a", "hex"));
    });
    await new Promise<void>((resolve) => bait.listen(0, "127.0.0.1", resolve));
    const baitPort = (bait.address() as { port: number }).port;
    try {
      for (const url of [
        `http://127.0.0.1:${baitPort}/a.png`,
        `http://localhost:${baitPort}/a.png`,
        `//127.0.0.1:${baitPort}/a.png`,
        "https://example.com/a.png",
        "http://169.254.169.254/latest/meta-data/",
        `/_next/image?url=${encodeURIComponent(`http://127.0.0.1:${baitPort}/a.png`)}&w=64&q=75`,
      ]) {
        const response = await raw(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
        expect(response.status, url).toBeGreaterThanOrEqual(400);
        expect(response.status, url).toBeLessThan(500);
      }
      expect(outsideHits).toBe(0);
    } finally {
      bait.close();
    }
  });
});
