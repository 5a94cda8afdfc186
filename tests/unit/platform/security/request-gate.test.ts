/** @jest-environment node */
import { defaultLimits } from "@/platform/config/limits";
import { ALLOW_HEADER, gateRequest, targetPath, type GateRequest } from "@/platform/security/request-gate";

const limits = defaultLimits.requests;
const post = (url: string, headers: Partial<GateRequest> = {}): GateRequest => ({
  method: "POST",
  url,
  contentLength: undefined,
  transferEncoding: undefined,
  ...headers,
});

describe("gateRequest", () => {
  it("lets reads and posts within their limits on", () => {
    for (const method of ["GET", "HEAD", "get"]) {
      expect(gateRequest({ method, url: "/home", contentLength: undefined, transferEncoding: undefined }, limits)).toBeNull();
    }
    expect(gateRequest(post("/api/auth/callback/password", { contentLength: String(limits.authBodyBytes) }), limits)).toBeNull();
    expect(gateRequest(post("/delegation-tasks-guide/form", { contentLength: String(limits.actionBodyBytes) }), limits)).toBeNull();
    // A post with no body at all (a scheduler's bare call) has nothing to measure.
    expect(gateRequest(post("/api/outbox/flush"), limits)).toBeNull();
  });

  it("answers 405 to every method the site does not answer, TRACE included", () => {
    for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "CONNECT", "PROPFIND"]) {
      expect(gateRequest({ method, url: "/api/auth/session", contentLength: undefined, transferEncoding: undefined }, limits)).toEqual({
        status: 405,
        reason: "method not allowed",
      });
    }
    expect(ALLOW_HEADER).toBe("GET, HEAD, POST");
  });

  it("answers 413 to a post over its limit by its declared length: a small one for next-auth", () => {
    const justOverAuth = String(limits.authBodyBytes + 1);
    expect(gateRequest(post("/api/auth/callback/password", { contentLength: justOverAuth }), limits)?.status).toBe(413);
    expect(gateRequest(post("/api/auth/signout?x=1", { contentLength: justOverAuth }), limits)?.status).toBe(413);
    // The same length elsewhere is an ordinary form post.
    expect(gateRequest(post("/delegation-tasks-guide/form", { contentLength: justOverAuth }), limits)).toBeNull();
    expect(gateRequest(post("/delegation-tasks-guide/form", { contentLength: String(limits.actionBodyBytes + 1) }), limits)?.status).toBe(413);
    expect(gateRequest(post("/", { contentLength: String(50 * 1024 * 1024) }), limits)?.status).toBe(413);
  });

  it("answers 411 to chunks without a length or a length that is not a number", () => {
    expect(gateRequest(post("/api/auth/callback/password", { transferEncoding: "chunked" }), limits)?.status).toBe(411);
    expect(gateRequest(post("/delegation-tasks-guide/form", { transferEncoding: "chunked" }), limits)?.status).toBe(411);
    expect(gateRequest(post("/", { contentLength: "12, 12" }), limits)?.status).toBe(411);
    expect(gateRequest(post("/", { contentLength: "-1" }), limits)?.status).toBe(411);
  });

  it("reads the path of a target without its query", () => {
    expect(targetPath("/api/auth/error?error=x")).toBe("/api/auth/error");
    expect(targetPath("/a#b")).toBe("/a");
    expect(targetPath("*")).toBe("");
    expect(targetPath("http://evil.example/api/auth/")).toBe("");
  });
});
