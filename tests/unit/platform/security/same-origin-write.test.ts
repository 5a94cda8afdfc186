/** @jest-environment node */
import { checkWriteOrigin, type OriginPolicy } from "@/platform/security/same-origin-write";

const post = (headers: Record<string, string>) => ({ method: "POST", headers: new Headers(headers) });
const local: OriginPolicy = { siteOrigins: ["http://localhost:3000"], acceptRequestHost: true };
const deployed: OriginPolicy = { siteOrigins: ["https://openseat.example", "https://openseat.example/"], acceptRequestHost: false };

describe("checkWriteOrigin", () => {
  it("lets reads through whatever their headers", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(checkWriteOrigin({ method, headers: new Headers({ origin: "https://evil.example" }) }, deployed)).toEqual({ ok: true });
    }
  });

  it("refuses writes without an Origin, every method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(checkWriteOrigin({ method, headers: new Headers({ host: "127.0.0.1:3000" }) }, local)).toEqual({ ok: false, reason: "missing-origin" });
    }
  });

  describe("a deployment", () => {
    it("accepts its configured address, the default port written or not, sent to that host", () => {
      expect(checkWriteOrigin(post({ host: "openseat.example", origin: "https://openseat.example" }), deployed)).toEqual({ ok: true });
      expect(checkWriteOrigin(post({ host: "app:8080", "x-forwarded-host": "openseat.example", origin: "https://OpenSeat.example:443" }), deployed)).toEqual({ ok: true });
    });

    it("refuses its own address sent to another host, as Next would after it (with a 500)", () => {
      const origin = "https://openseat.example";
      expect(checkWriteOrigin(post({ host: "app:8080", origin }), deployed)).toEqual({ ok: false, reason: "origin-not-request-host" });
      // Next reads the first forwarded host and nothing else when there is one.
      expect(checkWriteOrigin(post({ host: "openseat.example", "x-forwarded-host": "evil.example, openseat.example", origin }), deployed)).toEqual({
        ok: false,
        reason: "origin-not-request-host",
      });
      expect(checkWriteOrigin(post({ origin }), deployed)).toEqual({ ok: false, reason: "origin-not-request-host" });
    });

    it("compares scheme and port too, not the host alone", () => {
      for (const origin of ["http://openseat.example", "https://openseat.example:8443", "http://openseat.example:443"]) {
        expect(checkWriteOrigin(post({ host: "openseat.example", origin }), deployed)).toEqual({ ok: false, reason: "cross-origin" });
      }
    });

    it("trusts neither X-Forwarded-Host nor Host", () => {
      const evil = "https://evil.example";
      expect(checkWriteOrigin(post({ host: "openseat.example", "x-forwarded-host": "evil.example", origin: evil }), deployed)).toEqual({
        ok: false,
        reason: "cross-origin",
      });
      expect(checkWriteOrigin(post({ host: "evil.example", origin: evil }), deployed)).toEqual({ ok: false, reason: "cross-origin" });
    });
  });

  describe("a local run", () => {
    it("accepts the host the request was sent to, configured or not", () => {
      expect(checkWriteOrigin(post({ host: "localhost:3000", origin: "http://localhost:3000" }), local)).toEqual({ ok: true });
      expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }), local)).toEqual({ ok: true });
      expect(checkWriteOrigin(post({ host: "app:3000", "x-forwarded-host": "127.0.0.1:8443", origin: "https://127.0.0.1:8443" }), local)).toEqual({ ok: true });
    });

    it("refuses the configured address sent to another host: the probe's localhost origin at 127.0.0.1", () => {
      expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", origin: "http://localhost:3000" }), local)).toEqual({ ok: false, reason: "origin-not-request-host" });
      expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", "x-forwarded-host": "127.0.0.1:3000", origin: "http://localhost:3000" }), local)).toEqual({
        ok: false,
        reason: "origin-not-request-host",
      });
    });

    it("refuses other sites, lookalikes, opaque and non-web origins", () => {
      for (const origin of [
        "https://evil.example",
        "http://127.0.0.1:3001",
        "http://localhost:3001",
        "https://localhost:3000.evil.example",
        "http://127.0.0.1:3000.evil.example",
        "null",
        "file://",
        "javascript:alert(1)",
        "http://evil.example@127.0.0.1:3000x",
      ]) {
        expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", origin }), local)).toMatchObject({ ok: false });
      }
    });
  });
});
