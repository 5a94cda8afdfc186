/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest, NextResponse } from "next/server";
import { createSecurityHeaders } from "@/platform/security/headers";
import { siteSecurityInputs } from "@/app/security-inputs";
import { scriptHash } from "@/platform/security/inline-script-hashes";
import { PrerenderedScriptHashes } from "@/platform/security/prerendered-script-hashes";
import { permissionsPolicy } from "@/platform/security/response-headers";

let dist: string;
let build: PrerenderedScriptHashes;

// A build that prerendered /pricing only; /home here stands for a page rendered per request.
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "headers-dist-"));
  mkdirSync(path.join(dist, "server", "app"), { recursive: true });
  writeFileSync(path.join(dist, "prerender-manifest.json"), JSON.stringify({ version: 4, routes: { "/pricing": {} } }));
  writeFileSync(path.join(dist, "server", "app", "pricing.html"), "<script>p()</script>");
  build = new PrerenderedScriptHashes(dist);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const applyWithBuild = createSecurityHeaders(siteSecurityInputs);
const applySecurityHeaders = (request: NextRequest, response: NextResponse | null) => applyWithBuild(request, response, build);
const request = () => new NextRequest("http://127.0.0.1:3000/home", { headers: { accept: "text/html" } });

describe("applySecurityHeaders", () => {
  it("puts the policy and every security header on a pass-through response", () => {
    const { response, nonce } = applySecurityHeaders(request(), null);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("permissions-policy")).toBe(permissionsPolicy);
    expect(response.headers.get("x-powered-by")).toBeNull();
  });

  it("lets the sign-in and invitation pages keep their popup's opener only while Google sign-in is configured", () => {
    const signIn = () => new NextRequest("http://127.0.0.1:3000/admin/sign-in", { headers: { accept: "text/html" } });
    expect(applySecurityHeaders(signIn(), null).response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    // The environment is read once per process: a server started with Google sign-in configured.
    process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN = "openseat-prod.firebaseapp.com";
    try {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const { createSecurityHeaders: createConfigured } = require("@/platform/security/headers") as typeof import("@/platform/security/headers");
        const applyConfigured = createConfigured(siteSecurityInputs);
        const opener = (req: NextRequest) => applyConfigured(req, null, build).response.headers.get("cross-origin-opener-policy");
        expect(opener(signIn())).toBe("same-origin-allow-popups");
        // An invitation's page offers "Accept with Google" through the same popup.
        expect(opener(new NextRequest("http://127.0.0.1:3000/admin/sign-in/join/abc", { headers: { accept: "text/html" } }))).toBe("same-origin-allow-popups");
        expect(opener(new NextRequest("http://127.0.0.1:3000/admin/sign-in/joined", { headers: { accept: "text/html" } }))).toBe("same-origin");
        expect(opener(request())).toBe("same-origin");
      });
    } finally {
      delete process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
    }
  });

  it("forwards the same policy on the request so Next stamps the nonce on its scripts", () => {
    const { response, nonce } = applySecurityHeaders(request(), null);
    const forwarded = response.headers.get("x-middleware-request-content-security-policy");
    expect(forwarded).toBe(response.headers.get("content-security-policy"));
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("uses a fresh nonce for every response", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => applySecurityHeaders(request(), null).nonce));
    expect(nonces.size).toBe(50);
  });

  it("gives a read of a prerendered page its hashes and no nonce, and leaves the request alone", () => {
    const first = applySecurityHeaders(new NextRequest("http://127.0.0.1:3000/pricing"), null);
    const csp = first.response.headers.get("content-security-policy") ?? "";
    expect(first.nonce).toBeNull();
    expect(csp).toContain(`'${scriptHash("p()")}'`);
    expect(csp).not.toContain("'nonce-");
    expect(first.response.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    expect(first.response.headers.get("x-content-type-options")).toBe("nosniff");
    const again = applySecurityHeaders(new NextRequest("http://127.0.0.1:3000/pricing", { method: "HEAD" }), null);
    expect(again.response.headers.get("content-security-policy")).toBe(csp);
  });

  it("still gives a post to a prerendered page a nonce, since a server action renders it afresh", () => {
    const { response, nonce } = applySecurityHeaders(new NextRequest("http://127.0.0.1:3000/pricing", { method: "POST" }), null);
    expect(nonce).not.toBeNull();
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("secures a redirect the proxy made without turning it into a pass-through", () => {
    const redirect = NextResponse.redirect(new URL("/admin/sign-in", "http://127.0.0.1:3000"));
    const { response } = applySecurityHeaders(request(), redirect);
    expect(response).toBe(redirect);
    expect(response.status).toBe(307);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("leaves turning off unused features to the list, speech needs none of them", () => {
    expect(permissionsPolicy).toContain("camera=()");
    expect(permissionsPolicy).toContain("microphone=()");
    expect(permissionsPolicy).toContain("geolocation=()");
    expect(permissionsPolicy).not.toMatch(/\*/);
  });
});

describe("the accessibility head script under the policy", () => {
  it("is allowed by its hash on every response, dynamic renders included", async () => {
    const { headScriptSource } = await import("@/features/accessibility/head-script");
    const { scriptHash } = await import("@/platform/security/inline-script-hashes");
    const { response } = applySecurityHeaders(new NextRequest("http://127.0.0.1:3000/admin/sign-in"), null);
    expect(response.headers.get("content-security-policy")).toContain(`'${scriptHash(headScriptSource)}'`);
  });
});
