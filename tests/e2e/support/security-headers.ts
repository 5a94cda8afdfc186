import { expect, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import type { RawResponse } from "./raw-http";
import { documentHeaders } from "../../../platform/security/response-headers";

export function scriptSources(csp: string): string[] {
  const directive = csp.split(";").find((part) => part.trim().startsWith("script-src "));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/**
 * What the build's hashed files (scripts, stylesheets, fonts) carry: the headers every response needs and the
 * strict CSP, and none of those a browser reads only from a document, which cost each script 730 bytes.
 */
export function expectBuildFileHeaders(response: RawResponse, label: string): void {
  expectEveryResponseHeaders(response, label);
  for (const { key } of documentHeaders) expect(response.headers[key.toLowerCase()], `${label}: no ${key}`).toBeUndefined();
}

/** The headers every response must carry, each once. */
export function expectSecurityHeaders(response: RawResponse, label: string): void {
  expectEveryResponseHeaders(response, label);
  const headers = response.headers;
  expect(headers["referrer-policy"], label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers["permissions-policy"], label).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], label).toBe("same-origin");
}

function expectEveryResponseHeaders(response: RawResponse, label: string): void {
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
  expect(headers["cross-origin-resource-policy"], label).toBe("same-origin");
  expect(headers["x-powered-by"], label).toBeUndefined();
}

/**
 * The page's executable inline scripts (no src, and no type: JSON-LD and other data blocks never run) are each
 * admitted: by hash on a prerendered page, by the response's nonce on a page rendered per request.
 */
export function expectInlineScriptsAdmitted(response: RawResponse, label: string): void {
  const sources = scriptSources(String(response.headers["content-security-policy"]));
  const inline = [...response.body.matchAll(/<script(?![^>]*\s(?:src|type)=)([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(inline.length, label).toBeGreaterThan(0);
  for (const [, attributes = "", script = ""] of inline) {
    const nonce = /\snonce="([^"]+)"/.exec(attributes)?.[1];
    const admittedBy = nonce ? `'nonce-${nonce}'` : `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    expect(sources, label).toContain(admittedBy);
  }
}

/** Collects the page's CSP and permissions-policy violations and uncaught errors from here on. */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy|permissions-policy|refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on("pageerror", (error) => violations.push(`pageerror: ${error.message}`));
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`,
      );
    });
  });
  return violations;
}
