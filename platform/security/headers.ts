import { NextResponse, type NextRequest } from "next/server";
import { buildContentSecurityPolicy, createNonce } from "./csp";
import { scriptHash } from "./inline-script-hashes";
import { prerenderedScriptHashes, type PrerenderedScriptHashes } from "./prerendered-script-hashes";
import { firebaseAuthEmulatorUrl } from "@/platform/firebase/web-config";
import { getEnv } from "@/platform/env";
import { popupOpenerPolicy, securityHeaders } from "./response-headers";

/** What the app renders that the headers must allow; given by the app (proxy.ts), so this module knows no feature. */
export interface SecurityInputs {
  /**
   * Inline scripts the app itself renders on every page (not Next's own, which carry the nonce on dynamic
   * renders). Hashed rather than nonced so the root layout never has to read the request, which would make
   * every page dynamic.
   */
  readonly inlineScripts: readonly string[];
  /** Pages that open a sign-in popup: they keep its opener while Google sign-in is configured. */
  readonly popupOpenerPaths: readonly string[];
  /** The same for pages under these prefixes (each ends with "/"), whose paths carry a part of their own, such as a token. */
  readonly popupOpenerPrefixes?: readonly string[];
}

export type ApplySecurityHeaders = (request: NextRequest, response: NextResponse | null, pages?: PrerenderedScriptHashes) => SecuredResponse;

export interface SecuredResponse {
  readonly response: NextResponse;
  /** The nonce Next stamps on a dynamic render's scripts; null when the response is a prerendered page. */
  readonly nonce: string | null;
}

/** The proxy's header setter for an app that renders `inputs`. */
export function createSecurityHeaders(inputs: SecurityInputs): ApplySecurityHeaders {
  let knownHashes: readonly string[] | undefined;
  const knownInlineScriptHashes = () => (knownHashes ??= inputs.inlineScripts.map(scriptHash));

  function policyFor(scriptHashes: readonly string[], nonce?: string): string {
    const env = getEnv();
    return buildContentSecurityPolicy({
      nonce,
      scriptHashes: [...knownInlineScriptHashes(), ...scriptHashes],
      development: env.NODE_ENV === "development",
      // Read from the running server's environment, as the sign-in page reads it, so policy and page agree.
      firebaseAuthDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
      firebaseAuthEmulatorOrigin: firebaseAuthEmulatorUrl(env) ?? undefined,
    });
  }

  // A prerendered page's policy depends only on its hashes, and hashesFor() hands back the same array
  // until the page's file changes: the policy is built once per page, not once per request.
  const prerenderedPolicies = new WeakMap<readonly string[], string>();

  function prerenderedPagePolicy(pages: PrerenderedScriptHashes, pathname: string): string {
    const hashes = pages.hashesFor(pathname);
    let policy = prerenderedPolicies.get(hashes);
    if (policy === undefined) {
      policy = policyFor(hashes);
      prerenderedPolicies.set(hashes, policy);
    }
    return policy;
  }

  /** A read `next start` answers with a prerendered file: no render happens, so no nonce is needed. */
  function readsPrerenderedPage(request: NextRequest, pages: PrerenderedScriptHashes): boolean {
    return (request.method === "GET" || request.method === "HEAD") && pages.isPrerendered(request.nextUrl.pathname);
  }

  function withSecurityHeaders(response: NextResponse, policy: string, pathname: string): NextResponse {
    response.headers.set("Content-Security-Policy", policy);
    for (const { key, value } of securityHeaders) response.headers.set(key, value);
    const opensPopup = inputs.popupOpenerPaths.includes(pathname) || (inputs.popupOpenerPrefixes ?? []).some((prefix) => pathname.startsWith(prefix));
    if (opensPopup && getEnv().NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN) {
      response.headers.set(popupOpenerPolicy.key, popupOpenerPolicy.value);
    }
    return response;
  }

  /**
   * Sets the CSP and the other security headers on a proxy response. Given no response, it lets the
   * request through and puts the policy on the request headers too: Next reads the nonce from the
   * request's Content-Security-Policy and stamps it on every script of a dynamic render.
   */
  function applySecurityHeaders(
    request: NextRequest,
    response: NextResponse | null,
    pages: PrerenderedScriptHashes = prerenderedScriptHashes(),
  ): SecuredResponse {
    // The hot path: most requests are reads of prerendered pages, which need neither a nonce nor
    // rewritten request headers (both measurable costs per request under load).
    if (!response && readsPrerenderedPage(request, pages)) {
      const { pathname } = request.nextUrl;
      return { response: withSecurityHeaders(NextResponse.next(), prerenderedPagePolicy(pages, pathname), pathname), nonce: null };
    }

    const nonce = createNonce();
    const policy = policyFor(pages.hashesFor(request.nextUrl.pathname), nonce);
    let secured = response;
    if (!secured) {
      const forwarded = new Headers(request.headers);
      forwarded.set("content-security-policy", policy);
      forwarded.set("x-nonce", nonce);
      secured = NextResponse.next({ request: { headers: forwarded } });
    }
    return { response: withSecurityHeaders(secured, policy, request.nextUrl.pathname), nonce };
  }

  return applySecurityHeaders;
}
