import { expect, test } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { readSmokeBundle, type SmokeBundle } from "../../scripts/apphosting/smoke-bundle";
import { freePort } from "../../scripts/bench/server";
import { adminScript } from "./support/admin-session";
import { rawRequest } from "./support/raw-http";
import { sendRequest, signInAsAdmin } from "./support/request-form";
import { expectInlineScriptsAdmitted, expectSecurityHeaders, watchViolations } from "./support/security-headers";
import { siteUnderTest, storeEnv, storedCount, type Site, type SiteMetadata } from "./support/site";

/**
 * The output Firebase App Hosting would run: its Next.js adapter's build of this tree, started by the bundle's own
 * run command on the Node.js major package.json pins, as a local run on the emulators (scripts/apphosting/).
 * A smoke test: the pages, their headers, a request stored in Firestore, an admin signing in, and a clean SIGTERM.
 */
let site: Site;
let smoke: SmokeBundle;

test.describe.configure({ mode: "serial" });

test.beforeAll(({}, testInfo) => {
  site = siteUnderTest(testInfo);
  smoke = readSmokeBundle();
});

test("the adapter's bundle names its run command and output, and runs on the pinned Node.js major", () => {
  expect(smoke.bundle.runConfig.runCommand).toBe("node .next/standalone/server.js");
  const include = smoke.bundle.outputFiles?.serverApp?.include ?? [];
  expect(include).toEqual([".next/standalone"]);
  for (const kept of ["server.js", ".next/static", "public"]) expect(existsSync(path.join(smoke.dir, ".next/standalone", kept)), kept).toBe(true);
  expect(smoke.bundle.metadata?.adapterPackageName).toBe("@apphosting/adapter-nextjs");
  const engines = (JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } }).engines.node;
  expect(engines).toBe(`${smoke.pinnedMajor}.x`);
  expect(smoke.nodeVersion).toMatch(new RegExp(`^v${smoke.pinnedMajor}\\.`));
  // The settings the platform runs it with come from apphosting.yaml, the manual SIGTERM handling among them.
  expect(smoke.env).toMatchObject({ DATA_STORE: "firestore", NEXT_MANUAL_SIG_HANDLE: "true" });
});

test("public pages and sign-in answer with their security headers and admit exactly their inline scripts", async ({ page }) => {
  for (const route of ["/home", "/pricing", "/delegation-tasks-guide/form", "/admin/sign-in"]) {
    const response = await rawRequest(site.origin, route);
    expect(response.status, route).toBe(200);
    expect(response.headers["x-fah-adapter"], `${route} is served by the adapter's output`).toMatch(/^nextjs-/);
    // The sign-in page opens Google's sign-in in a popup, so its opener policy allows popups (platform/security/response-headers.ts).
    if (route === "/admin/sign-in") expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    else expectSecurityHeaders(response, route);
    expectInlineScriptsAdmitted(response, route);
  }
  const violations = await watchViolations(page);
  for (const route of ["/home", "/delegation-tasks-guide/form", "/admin/sign-in"]) {
    await page.goto(route, { waitUntil: "networkidle" });
    await expect(page.locator("h1")).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test("a request sent in the browser is stored in Firestore, and an admin signs in and finds it", async ({ page }) => {
  const company = `Bundle Smoke ${randomUUID().slice(0, 8)}`;
  const visitor = { fullName: "Bea Bundle", email: `bundle-${randomUUID().slice(0, 8)}@example.com`, company, otherTasks: "Audit our ads." };
  await sendRequest(page, visitor);
  await expect(page).toHaveURL(/\/delegation-tasks-guide\/form\/sent\?reference=/);
  await expect.poll(() => storedCount(site, visitor.email)).toBe(1);

  const admin = { email: `bundle-admin-${randomUUID().slice(0, 8)}@example.com`, password: `Bundle-${randomUUID()}` };
  adminScript(site.dataDir, "admin-create", ["--email", admin.email], `${admin.password}\n`, storeEnv(test.info().project.metadata as SiteMetadata));
  await signInAsAdmin(page, admin);
  await expect(page).toHaveURL(/\/admin(\?|$)/);
  await page.goto(`/admin?q=${encodeURIComponent(company)}`);
  await expect(page.getByRole("link", { name: new RegExp(company) }).or(page.getByText(company)).first()).toBeVisible();
});

test("SIGTERM lets a request in flight finish, then the server exits", async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const server: ChildProcess = spawn(smoke.node, [...smoke.args], { cwd: smoke.dir, env: { ...smoke.env, NODE_ENV: "production", PORT: String(port) } });
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(async () => (await rawRequest(base, "/home").catch(() => ({ status: 0 }))).status, { timeout: 60_000 }).toBe(200);

    // A sign-in post whose body is still arriving when the signal comes: the server has the request, not the body.
    const body = new URLSearchParams({ email: "nobody@example.com", password: "not-a-real-password", csrfToken: "x", json: "true" }).toString();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /api/auth/callback/password HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await expect.poll(() => output).toMatch(/./); // the server has written its start-up lines
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.kill("SIGTERM");
    await expect.poll(() => output, { timeout: 10_000 }).toContain('"event":"server.shutdown_started"');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.exitCode, "still running while a request is in flight").toBeNull();

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 [1-4]\d\d /);
    expect(await exited).toBe(0);
    expect(output).toContain('"event":"server.shutdown_finished"');
    expect(output).toMatch(/"unfinished":0/);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
  }
});
