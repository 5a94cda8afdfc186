/** @jest-environment node */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";

const SECRET = "a-test-secret-that-is-long-enough-123456";
const original = { ...process.env };

function loadGate(): typeof import("@/features/auth/session/admin-gate") {
  process.env = {
    ...original,
    NODE_ENV: "production",
    SITE_URL: "http://127.0.0.1:3100",
    NEXTAUTH_SECRET: SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "gate-")),
  };
  let gate: typeof import("@/features/auth/session/admin-gate") | undefined;
  jest.isolateModules(() => {
    gate = jest.requireActual("@/features/auth/session/admin-gate");
  });
  return gate!;
}

afterEach(() => {
  process.env = { ...original };
});

async function requestWith(pathAndQuery: string, token?: Record<string, unknown>, secret = SECRET): Promise<NextRequest> {
  const headers = new Headers();
  if (token) headers.set("cookie", `next-auth.session-token=${await encode({ token, secret })}`);
  return new NextRequest(new URL(pathAndQuery, "http://127.0.0.1:3100"), { headers });
}

describe("adminGate (the proxy's optimistic check)", () => {
  it("sends a visitor without a session to sign-in, remembering where they were going", async () => {
    const { adminGate } = loadGate();
    const response = await adminGate(await requestWith("/admin/requests/r1?x=1"));
    expect(response?.status).toBe(307);
    // Next relativises same-host redirects from the proxy, so only the path and query matter here.
    const location = new URL(response?.headers.get("location") ?? "", "http://placeholder.invalid");
    expect(`${location.pathname}${location.search}`).toBe("/admin/sign-in?callbackUrl=%2Fadmin%2Frequests%2Fr1%3Fx%3D1");
    expect(response?.headers.get("cache-control")).toBe("no-store");
  });

  it("lets an admin session through, and leaves the sign-in page and public pages alone", async () => {
    const { adminGate } = loadGate();
    expect(await adminGate(await requestWith("/admin", { role: "admin", email: "a@b.co", signedInAt: Date.now() - 60_000 }))).toBeNull();
    expect(await adminGate(await requestWith("/admin/sign-in"))).toBeNull();
    expect(await adminGate(await requestWith("/admin/sign-in/code"))).toBeNull();
    expect(await adminGate(await requestWith("/admin/sign-in-other"))).not.toBeNull();
    expect(await adminGate(await requestWith("/home"))).toBeNull();
    expect(await adminGate(await requestWith("/administrator"))).toBeNull();
  });

  it("refuses a token past its absolute lifetime from sign-in, however fresh its cookie, and says so", async () => {
    const { adminGate } = loadGate();
    const eightHours = 8 * 3600 * 1000;
    // next-auth re-issues the token with a new iat and exp on every renewal: only signedInAt tells its age.
    const renewed = { role: "admin", email: "a@b.co", signedInAt: Date.now() - eightHours, iat: Math.floor(Date.now() / 1000) };
    const response = await adminGate(await requestWith("/admin/requests", renewed));
    expect(response?.status).toBe(307);
    expect(new URL(response?.headers.get("location") ?? "", "http://placeholder.invalid").searchParams.get("ended")).toBe("expired");
    expect(await adminGate(await requestWith("/admin", { ...renewed, signedInAt: Date.now() - eightHours + 60_000 }))).toBeNull();
    // A token from before sign-in times were kept has none: it is past its lifetime too.
    expect(await adminGate(await requestWith("/admin", { role: "admin", email: "a@b.co" }))).not.toBeNull();
  });

  it("passes on why the server ended a session", async () => {
    const { adminGate } = loadGate();
    const response = await adminGate(await requestWith("/admin", { revoked: true, ended: "idle" }));
    expect(new URL(response?.headers.get("location") ?? "", "http://placeholder.invalid").searchParams.get("ended")).toBe("idle");
    const forged = await adminGate(await requestWith("/admin", { revoked: true, ended: "<script>" }));
    expect(new URL(forged?.headers.get("location") ?? "", "http://placeholder.invalid").searchParams.get("ended")).toBeNull();
  });

  it("refuses a token without the admin role or signed with another secret", async () => {
    const { adminGate } = loadGate();
    expect(await adminGate(await requestWith("/admin", { email: "a@b.co" }))).not.toBeNull();
    expect(
      await adminGate(await requestWith("/admin", { role: "admin", email: "a@b.co" }, "another-secret-entirely-0123456789")),
    ).not.toBeNull();
  });
});
