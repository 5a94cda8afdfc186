/** @jest-environment node */
import { clientAddress } from "@/lib/delegation/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress", () => {
  it("takes the first X-Forwarded-For entry, the client as the proxy saw it", () => {
    expect(clientAddress(headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to a shared bucket", () => {
    expect(clientAddress(headers({ "x-real-ip": "198.51.100.2" }))).toBe("198.51.100.2");
    expect(clientAddress(headers({}))).toBe("unknown");
  });

  it("caps what it keeps", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "a".repeat(500) }))).toHaveLength(100);
  });
});
