/** @jest-environment node */
import { buildContentSecurityPolicy, createNonce, staticAssetContentSecurityPolicy } from "@/platform/security/csp";

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const nonce = "AAECAwQFBgcICQoLDA0ODw==";
const hash = "sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";

describe("buildContentSecurityPolicy", () => {
  it("never allows inline or eval'd script in production", () => {
    const policy = buildContentSecurityPolicy({ nonce, scriptHashes: [hash] });
    expect(policy).not.toContain("unsafe-eval");
    expect(directives(policy).get("script-src")).not.toContain("'unsafe-inline'");
    expect(directives(policy).get("script-src-attr")).toEqual(["'none'"]);
  });

  it("admits the nonce and each hash as quoted sources, once each", () => {
    const scriptSrc = directives(buildContentSecurityPolicy({ nonce, scriptHashes: [hash, hash] })).get("script-src");
    expect(scriptSrc).toEqual(["'self'", `'nonce-${nonce}'`, `'${hash}'`]);
  });

  it("locks down plugins, base, framing and form targets", () => {
    const map = directives(buildContentSecurityPolicy({ nonce }));
    expect(map.get("object-src")).toEqual(["'none'"]);
    expect(map.get("base-uri")).toEqual(["'none'"]);
    expect(map.get("frame-ancestors")).toEqual(["'none'"]);
    expect(map.get("form-action")).toEqual(["'self'"]);
    expect(map.get("default-src")).toEqual(["'self'"]);
  });

  it("names no outside host: the site makes no third-party request", () => {
    expect(buildContentSecurityPolicy({ nonce, scriptHashes: [hash] })).not.toMatch(/https?:|\*/);
  });

  it("relaxes only for the dev server", () => {
    const dev = directives(buildContentSecurityPolicy({ nonce, development: true }));
    expect(dev.get("script-src")).toContain("'unsafe-eval'");
    expect(dev.get("connect-src")).toContain("ws:");
  });

  it("refuses sources that could break out of the directive", () => {
    expect(() => buildContentSecurityPolicy({ nonce: "abc'; script-src *" })).toThrow();
    expect(() => buildContentSecurityPolicy({ nonce: "short" })).toThrow();
    expect(() => buildContentSecurityPolicy({ scriptHashes: ["sha256-x' 'unsafe-inline"] })).toThrow();
  });

  it("admits Google's sign-in origins only when Firebase Authentication is configured", () => {
    const map = directives(buildContentSecurityPolicy({ nonce, firebaseAuthDomain: "openseat-prod.firebaseapp.com" }));
    expect(map.get("frame-src")).toEqual(["https://openseat-prod.firebaseapp.com", "https://accounts.google.com"]);
    expect(map.get("connect-src")).toContain("https://identitytoolkit.googleapis.com");
    expect(map.get("connect-src")).toContain("https://securetoken.googleapis.com");
    expect(map.get("script-src")).toContain("https://apis.google.com");
    expect(map.get("script-src")).not.toContain("'unsafe-inline'");
    expect(directives(buildContentSecurityPolicy({ nonce })).get("frame-src")).toEqual(["'none'"]);
  });

  it("refuses an auth domain that is not a host name", () => {
    expect(() => buildContentSecurityPolicy({ firebaseAuthDomain: "evil.example; script-src *" })).toThrow();
  });

  it("admits the Authentication emulator's origin for its calls and helper frame, and nothing shaped otherwise", () => {
    const map = directives(
      buildContentSecurityPolicy({ nonce, firebaseAuthDomain: "demo-openseat.firebaseapp.com", firebaseAuthEmulatorOrigin: "http://127.0.0.1:9099" }),
    );
    expect(map.get("connect-src")).toContain("http://127.0.0.1:9099");
    expect(map.get("frame-src")).toContain("http://127.0.0.1:9099");
    expect(map.get("script-src")).not.toContain("http://127.0.0.1:9099");
    expect(directives(buildContentSecurityPolicy({ nonce, firebaseAuthEmulatorOrigin: "http://127.0.0.1:9099" })).get("frame-src")).toEqual(["'none'"]);
    expect(() =>
      buildContentSecurityPolicy({ firebaseAuthDomain: "a.example", firebaseAuthEmulatorOrigin: "http://127.0.0.1:9099; script-src *" }),
    ).toThrow();
  });

  it("gives static files a policy that runs nothing", () => {
    const map = directives(staticAssetContentSecurityPolicy());
    expect(map.get("default-src")).toEqual(["'none'"]);
    expect(map.get("frame-ancestors")).toEqual(["'none'"]);
    expect(map.has("script-src")).toBe(false);
  });
});

describe("createNonce", () => {
  it("makes a fresh nonce each time that the policy accepts", () => {
    const first = createNonce();
    expect(first).not.toBe(createNonce());
    expect(directives(buildContentSecurityPolicy({ nonce: first })).get("script-src")).toContain(`'nonce-${first}'`);
  });
});
