import { expect } from "@playwright/test";
import type { RawResponse } from "./raw-http";

export function scriptSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** The headers every response must carry, each once. */
export function expectSecurityHeaders(response: RawResponse, label: string): void {
  const headers = response.headers;
  const csp = String(headers["content-security-policy"] ?? "");
  expect(csp, `${label}: CSP`).not.toBe("");
  expect(Array.isArray(headers["content-security-policy"]), `${label}: one CSP header`).toBe(false);
  expect(scriptSources(csp), label).not.toContain("'unsafe-inline'");
  expect(csp, label).not.toContain("unsafe-eval");
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp, label).toContain(directive);
  expect(csp, label).toMatch(/form-action '(self|none)'/);
  expect(headers["strict-transport-security"], label).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-content-type-options"], label).toBe("nosniff");
  expect(headers["referrer-policy"], label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
  expect(headers["x-powered-by"], label).toBeUndefined();
}
