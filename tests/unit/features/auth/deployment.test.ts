/** @jest-environment node */
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isProductionDeployment, usesSecureCookies } from "@/platform/server/deployment";
import { MISSING_SECRET_MESSAGE, resolveSessionSecret, SECRET_FILE_NAME } from "@/features/auth/session/session-token";

describe("production deployment detection", () => {
  it("treats a bare `npm start` (production build on localhost) as local", () => {
    expect(isProductionDeployment({ NODE_ENV: "production" })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" })).toBe(false);
    expect(isProductionDeployment({ NODE_ENV: "production", SITE_URL: "http://app.localhost" })).toBe(false);
  });

  it("treats a production build with a public address as a deployment", () => {
    expect(isProductionDeployment({ NODE_ENV: "production", SITE_URL: "https://openseat.example" })).toBe(true);
    expect(
      isProductionDeployment({ NODE_ENV: "production", SITE_URL: "http://localhost", NEXTAUTH_URL: "https://openseat.example" }),
    ).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: "development", SITE_URL: "https://openseat.example" })).toBe(false);
  });

  it("treats a production build on Cloud Run (Firebase App Hosting) as a deployment, whatever its SITE_URL", () => {
    expect(isProductionDeployment({ NODE_ENV: "production", K_SERVICE: "openseat-web" })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: "production", K_SERVICE: "openseat-web", SITE_URL: "http://localhost:3000" })).toBe(true);
    expect(isProductionDeployment({ NODE_ENV: "development", K_SERVICE: "openseat-web" })).toBe(false);
  });

  it("uses Secure cookies when deployed or served over HTTPS, never on plain loopback HTTP", () => {
    expect(usesSecureCookies({ NODE_ENV: "production", SITE_URL: "https://openseat.example" })).toBe(true);
    expect(usesSecureCookies({ NODE_ENV: "development", SITE_URL: "https://localhost:3000" })).toBe(true);
    expect(usesSecureCookies({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" })).toBe(false);
  });
});

describe("session secret", () => {
  it("prefers NEXTAUTH_SECRET", () => {
    expect(resolveSessionSecret({ NEXTAUTH_SECRET: "from-env", DATA_DIR: "/nonexistent", NODE_ENV: "production" })).toBe(
      "from-env",
    );
  });

  it("refuses to run a production deployment without NEXTAUTH_SECRET", () => {
    expect(() =>
      resolveSessionSecret({ DATA_DIR: "/nonexistent", NODE_ENV: "production", SITE_URL: "https://openseat.example" }),
    ).toThrow(MISSING_SECRET_MESSAGE);
  });

  it("generates a local secret once, privately, and keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "secret-"));
    const first = resolveSessionSecret({ DATA_DIR: dir, NODE_ENV: "production" });
    const file = path.join(dir, SECRET_FILE_NAME);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(resolveSessionSecret({ DATA_DIR: dir })).toBe(first);
  });
});
