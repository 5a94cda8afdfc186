import "server-only";
import type http from "node:http";
import { getLimits } from "@/platform/env";
import { logEvent } from "@/platform/logging/log";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { onServerRequest, type ServerRequestListener } from "@/platform/server/server-requests";
import { ALLOW_HEADER, gateRequest, targetPath, type GateRefusal } from "@/platform/security/request-gate";
import { chargeRefusedPost } from "@/platform/security/refused-post-charge";
import { securityHeaders } from "@/platform/security/response-headers";

/** A plain-text refusal runs nothing and embeds nothing: the strictest policy fits it. */
export const REFUSAL_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'";

const statusText: Record<GateRefusal["status"], string> = {
  405: "Method Not Allowed",
  411: "Length Required",
  413: "Payload Too Large",
};

function header(request: http.IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** Charges a refused post to its client's form budget; what the gate calls once its answer has gone. */
export type RefusedPostCharge = (request: http.IncomingMessage, path: string) => Promise<void>;

function answerRefusal(charge: RefusedPostCharge, request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const refusal = gateRequest(
    {
      method: request.method ?? "",
      url: request.url ?? "",
      contentLength: header(request, "content-length"),
      transferEncoding: header(request, "transfer-encoding"),
    },
    getLimits().requests,
  );
  if (!refusal) return false;
  const path = targetPath(request.url ?? "").slice(0, 200);
  // The method and path are what the client sent; logEvent escapes them, the caps keep hostile ones short.
  logEvent(
    "request.refused",
    { status: refusal.status, reason: refusal.reason, method: (request.method ?? "").slice(0, 20), path },
    "warn",
    { trace: traceFromHeaders(request.headers) },
  );
  const headers: Record<string, string> = {
    "content-type": "text/plain; charset=utf-8",
    "cache-control": "no-store",
    "content-security-policy": REFUSAL_CONTENT_SECURITY_POLICY,
    // The body is never read: closing the connection keeps an unread upload from being parsed as the next request.
    connection: "close",
  };
  for (const { key, value } of securityHeaders) headers[key] = value;
  if (refusal.status === 405) headers.allow = ALLOW_HEADER;
  response.writeHead(refusal.status, statusText[refusal.status], headers);
  response.end(request.method === "HEAD" ? undefined : `${statusText[refusal.status]}: ${refusal.reason}\n`);
  // A post refused by its declared length costs its client as one refused for its content does, else
  // oversized junk would be the one free kind. Counted after the answer has gone and never awaited: the
  // refusal needs nothing from the store, and a slow store must not hold it up. A 411 is not charged: it
  // says how a body was framed, not how much it held.
  if (refusal.status === 413) void charge(request, path).catch(() => undefined);
  return true;
}

/** The gate as a listener of the Node server's requests, charging refused posts with `charge`. */
export function requestGateListener(charge: RefusedPostCharge): ServerRequestListener {
  return (_server, request, response) => answerRefusal(charge, request, response);
}

/**
 * Answers on the Node server, before Next, the requests platform/security/request-gate.ts refuses: a method
 * the site does not answer gets 405 with Allow and every security header (Next itself answers TRACE with
 * a bare 500 and a stack trace), a post too large by its declared length 413 before a byte of it is read.
 */
export function installRequestGate(): void {
  // One listener however often this runs: the server's list keeps each function once.
  installed ??= requestGateListener((request, path) => chargeRefusedPost(request.headers, path));
  onServerRequest(installed);
}

let installed: ServerRequestListener | undefined;
