/** @jest-environment node */
import { checkWriteOrigin } from "@/lib/security/same-origin-write";

const post = (headers: Record<string, string>) => ({ method: "POST", headers: new Headers(headers) });

describe("checkWriteOrigin", () => {
  it("lets reads through whatever their headers", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"]) {
      expect(checkWriteOrigin({ method, headers: new Headers({ origin: "https://evil.example" }) })).toEqual({ ok: true });
    }
  });

  it("accepts a write from the host it was sent to", () => {
    expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }))).toEqual({ ok: true });
    expect(checkWriteOrigin(post({ host: "OpenSeat.example", origin: "https://openseat.example" }))).toEqual({ ok: true });
  });

  it("accepts the reverse proxy's forwarded host and the configured public origin", () => {
    expect(checkWriteOrigin(post({ host: "app:3000", "x-forwarded-host": "openseat.example", origin: "https://openseat.example" }))).toEqual({ ok: true });
    expect(checkWriteOrigin(post({ host: "app:3000", origin: "https://openseat.example" }), ["https://openseat.example"])).toEqual({ ok: true });
  });

  it("refuses writes without an Origin, every method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(checkWriteOrigin({ method, headers: new Headers({ host: "127.0.0.1:3000" }) })).toEqual({ ok: false, reason: "missing-origin" });
    }
  });

  it("refuses other sites, lookalikes, opaque and non-web origins", () => {
    for (const origin of [
      "https://evil.example",
      "http://127.0.0.1:3001",
      "http://127.0.0.1:3000.evil.example",
      "null",
      "file://",
      "javascript:alert(1)",
      "http://evil.example@127.0.0.1:3000x",
    ]) {
      expect(checkWriteOrigin(post({ host: "127.0.0.1:3000", origin }))).toEqual({ ok: false, reason: "cross-origin" });
    }
  });
});
