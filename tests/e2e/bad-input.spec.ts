import { expect, test } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { defaultLimits } from "../../platform/config/limits";
import { formPath, minimumFillMs, postForm, prepareForms } from "./support/delegation-posts";
import { startOwnSite, type OwnSite } from "./support/own-site";
import { rawRequest, type RawRequest } from "./support/raw-http";
import { expectSecurityHeaders } from "./support/security-headers";

/*
 * The outside probes' requests (issue 33, items 3-8; issue 45, items 2, 3 and 6), replayed against a server
 * of our own whose output the test reads whole: each gets its 4xx with every security header, and the log
 * stays one JSON object a line, with no stack trace, no error and no line a client wrote.
 */

let site: OwnSite;
let base = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  site = await startOwnSite({});
  base = site.base;
});

test.afterAll(() => {
  site?.stop();
});

const forgedLine = '{"time":"2026-11-26T00:00:00Z","level":"info","severity":"INFO","event":"admin.sign_in","admin":"forged"}';
const form = { "content-type": "application/x-www-form-urlencoded" };

interface Replay {
  readonly label: string;
  readonly path: string;
  readonly request: RawRequest;
  readonly status: number;
  readonly allow?: string;
}

/** Any server action of the build: Next checks an action's Origin against its Host before it looks the id up. */
function anyServerActionId(): string {
  const manifest = path.join(path.resolve(process.env.NEXT_DIST_DIR || ".next"), "server", "server-reference-manifest.json");
  const id = Object.keys((JSON.parse(readFileSync(manifest, "utf8")) as { node: Record<string, unknown> }).node)[0];
  if (!id) throw new Error("no server action in the build");
  return id;
}

function replays(): Replay[] {
  const origin = { origin: base };
  // The probe reached the server as 127.0.0.1 while its Origin named the configured localhost: the same
  // mismatch, the other way round, since this server is configured as 127.0.0.1.
  const otherHost = { ...origin, host: `localhost:${new URL(base).port}` };
  const junkFields = Array.from({ length: 15_000 }, (_, index) => `--XX\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join("");
  return [
    { label: "3: a forged log line in the error page's query", path: `/api/auth/error?error=x%0a${encodeURIComponent(forgedLine)}%0az`, request: {}, status: 400 },
    { label: "9: GET of the password callback", path: "/api/auth/callback/password", request: {}, status: 405, allow: "POST" },
    ...["TRACE", "PUT", "DELETE", "PATCH", "OPTIONS"].flatMap((method) =>
      ["/home", "/admin", "/api/auth/session", "/api/auth/callback/password"].map((path) => ({
        label: `4: ${method} ${path}`,
        path,
        request: { method, headers: origin },
        status: 405,
        allow: "GET, HEAD, POST",
      })),
    ),
    {
      label: "6: a sign-in post over the auth limit",
      path: "/api/auth/callback/password",
      request: { method: "POST", headers: { ...origin, ...form }, body: Buffer.alloc(defaultLimits.requests.authBodyBytes + 1, "a") },
      status: 413,
    },
    {
      label: "6: a 50 MB sign-in post, refused by its length",
      path: "/api/auth/callback/password",
      request: { method: "POST", headers: { ...origin, ...form, "content-length": String(50 * 1024 * 1024) }, body: "" },
      status: 413,
    },
    {
      label: "6: a sign-in post in chunks with no length",
      path: "/api/auth/callback/password",
      request: { method: "POST", headers: { ...origin, ...form, "transfer-encoding": "chunked" }, body: "email=a" },
      status: 411,
    },
    {
      label: "6: a JSON body to next-auth",
      path: "/api/auth/callback/password",
      request: { method: "POST", headers: { ...origin, "content-type": "application/json" }, body: '{"email":' },
      status: 415,
    },
    {
      label: "8: a sign-in post with too many fields",
      path: "/api/auth/callback/password",
      request: { method: "POST", headers: { ...origin, ...form }, body: Array.from({ length: 200 }, (_, index) => `f${index}=x`).join("&") },
      status: 400,
    },
    {
      label: "8: a form post with 15,000 junk parts",
      path: "/delegation-tasks-guide/form",
      request: { method: "POST", headers: { ...origin, "content-type": "multipart/form-data; boundary=XX" }, body: `${junkFields}--XX--\r\n` },
      status: 413,
    },
    {
      label: "6: a form post over the action limit",
      path: "/delegation-tasks-guide/form",
      request: { method: "POST", headers: { ...origin, "content-type": "multipart/form-data; boundary=XX" }, body: Buffer.alloc(defaultLimits.requests.actionBodyBytes + 1, "a") },
      status: 413,
    },
    {
      label: "2: a server action whose Origin is not the host it was sent to",
      path: "/",
      request: { method: "POST", headers: { ...otherHost, "next-action": anyServerActionId(), "content-type": "text/plain" }, body: "[null]" },
      status: 403,
    },
    {
      label: "2: a form post whose Origin is not the host it was sent to",
      path: formPath,
      request: { method: "POST", headers: { ...otherHost, "content-type": "multipart/form-data; boundary=XX" }, body: '--XX\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--XX--\r\n' },
      status: 403,
    },
    {
      label: "2: a server action whose forwarded host is not its Origin's",
      path: "/",
      request: { method: "POST", headers: { ...origin, "x-forwarded-host": "evil.example", "next-action": anyServerActionId(), "content-type": "text/plain" }, body: "[null]" },
      status: 403,
    },
    { label: "2: a sign-in link whose callbackUrl is a script", path: "/api/auth/signin?callbackUrl=javascript:alert(1)", request: {}, status: 400 },
    {
      label: "2: a sign-in post whose callbackUrl is a script",
      path: "/api/auth/signin/password?callbackUrl=javascript:alert(1)",
      request: { method: "POST", headers: { ...origin, ...form }, body: "csrfToken=x" },
      status: 400,
    },
  ];
}

test("each probe request gets its 4xx with every security header, and the server keeps serving", async () => {
  for (const replay of replays()) {
    const response = await rawRequest(base, replay.path, replay.request);
    expect(response.status, replay.label).toBe(replay.status);
    expectSecurityHeaders(response, replay.label);
    if (replay.allow) expect(response.headers.allow, replay.label).toBe(replay.allow);
    expect(response.body, replay.label).not.toMatch(/at .+\.js:\d+/);
  }
  expect((await rawRequest(base, "/home")).status).toBe(200);
});

test("3: posts refused by their declared length cost their client the form's budget, as other refused posts do", async () => {
  const junk = { headers: { "x-forwarded-for": "10.45.3.1" } };
  const bystander = { headers: { "x-forwarded-for": "10.45.3.2" } };
  const [junkForm] = await prepareForms(base, 1, junk);
  const [bystanderForm] = await prepareForms(base, 1, bystander);
  // What the probe sent: 1.1 MB posts, each refused by its Content-Length before a byte of it is read.
  const oversized = Buffer.alloc(Math.round(defaultLimits.requests.actionBodyBytes * 1.1), "a");
  for (let post = 0; post < defaultLimits.form.submissions.limit; post += 1) {
    const response = await rawRequest(base, formPath, {
      method: "POST",
      headers: { ...junk.headers, origin: base, "content-type": "multipart/form-data; boundary=XX" },
      body: oversized,
    });
    expect(response.status).toBe(413);
  }
  await new Promise((resolve) => setTimeout(resolve, minimumFillMs));
  // The budget is spent: the next real request from that client is not stored; another client's is.
  expect(await postForm(base, junkForm!, junk)).toBeNull();
  expect(await postForm(base, bystanderForm!, bystander)).toMatch(/^DR-/);
});

test("6: the outbox endpoint answers as an unknown path does, and no cache keeps that or /admin's redirect", async () => {
  const sent = { headers: { origin: base } };
  const unknown = await rawRequest(base, "/api/outbox/nowhere", sent);
  expect(unknown.status).toBe(307);
  const answers = {
    "GET /api/outbox/flush": await rawRequest(base, "/api/outbox/flush", sent),
    "HEAD /api/outbox/flush": await rawRequest(base, "/api/outbox/flush", { ...sent, method: "HEAD" }),
    // This server has no OUTBOX_CRON_SECRET: the endpoint is off.
    "POST /api/outbox/flush": await rawRequest(base, "/api/outbox/flush", { ...sent, method: "POST" }),
    "POST /api/outbox/flush with a token": await rawRequest(base, "/api/outbox/flush", { method: "POST", headers: { authorization: "Bearer guess" } }),
  };
  for (const [label, response] of Object.entries(answers)) {
    expect(response.status, label).toBe(unknown.status);
    expect(response.headers.location, label).toBe(unknown.headers.location);
    expect(response.headers.allow, label).toBeUndefined();
    expect(String(response.headers["cache-control"]), label).toContain("no-store");
    expectSecurityHeaders(response, label);
  }
  const admin = await rawRequest(base, "/admin");
  expect(admin.status).toBe(307);
  expect(String(admin.headers.location)).toMatch(/^\/admin\/sign-in\?/);
  expect(String(admin.headers["cache-control"])).toContain("no-store");
});

test("the log stays clean: every line one JSON object, no stack, no error, nothing a client wrote", async () => {
  // The lines of the replays above may still be on their way from the server's pipes.
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Next colors its banner when the runner forces color; our lines are JSON either way.
  const lines = site.output().replace(/\u001b\[[0-9;]*m/g, "").split("\n").filter((line) => line.trim() !== "");
  // Next's own banner before the first request is plain text; everything after it is ours.
  const logged = lines.filter((line) => !/^\s*(\u25b2|-|\u2713) /.test(line));
  expect(logged.length).toBeGreaterThan(0);
  const refused: Record<string, unknown>[] = [];
  for (const line of logged) {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`a log line that is not JSON: ${line}`);
    }
    expect(entry.severity, line).not.toMatch(/^(ERROR|CRITICAL)$/);
    expect(entry.event, line).not.toBe("admin.sign_in");
    expect(entry).not.toHaveProperty("stack_trace");
    if (entry.event === "request.refused") refused.push(entry);
  }
  // Each refusal is on record, as a warning, and is its only warning: no other part of the server adds one.
  expect(refused.length).toBeGreaterThanOrEqual(replays().length);
  expect(refused.every((entry) => entry.severity === "WARNING")).toBe(true);
  // Besides them: start-up's note on this unbuilt-for address, and the real request test 3 expects to be refused.
  const expectedWarnings = new Set(["request.refused", "startup.warning", "delegation.rejected"]);
  const warnings = logged.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.severity === "WARNING");
  expect(warnings.filter((entry) => !expectedWarnings.has(String(entry.event)))).toEqual([]);
  expect(warnings.filter((entry) => entry.event === "delegation.rejected")).toEqual([expect.objectContaining({ reason: "rate-limited" })]);
});
