/** @jest-environment node */
import { NextRequest, NextResponse } from "next/server";
import { applySecurityHeaders } from "@/lib/security/headers";
import { permissionsPolicy } from "@/lib/security/response-headers";

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
    const { headScriptSource } = await import("@/lib/accessibility/head-script-source");
    const { scriptHash } = await import("@/lib/security/inline-script-hashes");
    const { response } = applySecurityHeaders(new NextRequest("http://127.0.0.1:3000/admin/sign-in"), null);
    expect(response.headers.get("content-security-policy")).toContain(`'${scriptHash(headScriptSource)}'`);
  });
});
