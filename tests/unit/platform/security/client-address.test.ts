/** @jest-environment node */
import http from "node:http";
import { AddressInfo } from "node:net";
import { clientAddressFrom, forwardedForOf } from "@/platform/security/client-address";
import { installSocketAddressStamp } from "@/platform/security/socket-address-stamp";
import { parseEnv } from "@/platform/env";

describe("clientAddressFrom", () => {
  it("with no trusted proxy, is the socket's address whatever the client wrote before it", () => {
    // The server appends the socket address last; everything before it came from the client.
    expect(clientAddressFrom("203.0.113.7", 0)).toBe("203.0.113.7");
    expect(clientAddressFrom("1.1.1.1, 2.2.2.2, 203.0.113.7", 0)).toBe("203.0.113.7");
  });

  it("behind one proxy that appends, is the entry that proxy wrote, not the client's first entry", () => {
    // The reported attack: the client sends "spoof", nginx appends the real address, the server the proxy's.
    expect(clientAddressFrom("spoof, 198.51.100.9, 10.0.0.2", 1)).toBe("198.51.100.9");
    for (let i = 0; i < 20; i += 1) expect(clientAddressFrom(`10.9.9.${i}, 198.51.100.9, 10.0.0.2`, 1)).toBe("198.51.100.9");
  });

  it("counts further hops from the right", () => {
    expect(clientAddressFrom("spoof, 198.51.100.9, 172.16.0.1, 10.0.0.2", 2)).toBe("198.51.100.9");
  });

  it("falls back to the furthest entry when a request passed fewer proxies than configured", () => {
    expect(clientAddressFrom("10.0.0.2", 2)).toBe("10.0.0.2");
  });

  it("reads IPv4-mapped IPv6 as IPv4, caps the length and names a missing header", () => {
    expect(clientAddressFrom("::ffff:203.0.113.7", 0)).toBe("203.0.113.7");
    expect(clientAddressFrom("2001:DB8::1", 0)).toBe("2001:db8::1");
    expect(clientAddressFrom(`${"a".repeat(500)}`, 0)).toHaveLength(100);
    expect(clientAddressFrom(null, 0)).toBe("unknown");
    expect(clientAddressFrom(" , ", 1)).toBe("unknown");
  });

  it("reads the header from fetch Headers and from a plain header record", () => {
    expect(forwardedForOf(new Headers({ "x-forwarded-for": "a, b" }))).toBe("a, b");
    expect(forwardedForOf({ "x-forwarded-for": ["a", "b"] })).toBe("a,b");
    expect(forwardedForOf(undefined)).toBeNull();
  });
});

describe("TRUSTED_PROXY_HOPS", () => {
  it("defaults to 0 and takes a small whole number", () => {
    expect(parseEnv({}).TRUSTED_PROXY_HOPS).toBe(0);
    expect(parseEnv({ TRUSTED_PROXY_HOPS: "2" }).TRUSTED_PROXY_HOPS).toBe(2);
    for (const bad of ["x", "-1", "1.5", "99"]) expect(() => parseEnv({ TRUSTED_PROXY_HOPS: bad })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe("the socket address stamp", () => {
  it("appends the real peer to whatever X-Forwarded-For the client sent", async () => {
    installSocketAddressStamp();
    const seen: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers["x-forwarded-for"] as string | undefined);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const get = (headers: Record<string, string>) =>
      new Promise<void>((resolve, reject) => {
        http.get({ host: "127.0.0.1", port, headers, agent: false }, (response) => response.resume().on("end", resolve)).on("error", reject);
      });
    try {
      await get({});
      await get({ "x-forwarded-for": "6.6.6.6" });
    } finally {
      server.close();
    }
    expect(seen).toEqual(["127.0.0.1", "6.6.6.6, 127.0.0.1"]);
    expect(clientAddressFrom(seen[1], 0)).toBe("127.0.0.1");
  });
});
