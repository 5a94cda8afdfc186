/** @jest-environment node */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { firebaseClientConfig } from "@/platform/firebase/web-config";
import { isProductionDeployment } from "@/platform/server/deployment";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import { messagingRefusal } from "@/features/outbox/config";
import { parseEnv } from "@/platform/env";
import { companySettingsAtBuild } from "@/platform/config/company-settings";
import { companyPlaceholders } from "@/platform/config/company-placeholders";
import { checkCompanyDetails } from "@/app/company-startup-check";
import { assertNoEmulatorsInProduction, emulatorVariables } from "@/platform/firebase/emulator-guard";
import { buildContentSecurityPolicy } from "@/platform/security/csp";
import { sqliteOnCloudRunRefusal } from "@/platform/server/environment-startup-check";
import { englishCompany } from "../config/company/real-companies";

/** The deployment files hold together: apphosting.yaml gives the server everything it needs in production. */
interface EnvEntry {
  readonly variable: string;
  readonly value?: string;
  readonly secret?: string;
  readonly availability?: readonly string[];
}

const appHosting = parse(readFileSync("apphosting.yaml", "utf8")) as { runConfig: Record<string, number>; env: EnvEntry[] };
const firebase = JSON.parse(readFileSync("firebase.json", "utf8")) as { firestore: { rules: string; indexes: string } };

/**
 * The environment App Hosting would give the server on Cloud Run, secrets filled in, and (unless asked for the
 * file as shipped) its samples replaced as a project would replace them: its own domain for
 * "your-domain.example", and its own company details.
 */
/** Secrets whose value has a shape of its own, as the project would store them. */
const secretSamples: Readonly<Record<string, string>> = {
  SMTP_URL: "smtps://apikey:secret-value@smtp.provider.example:465",
};

function deployedEnv(asShipped = false): Record<string, string> {
  const env: Record<string, string> = { NODE_ENV: "production", K_SERVICE: "openseat", PORT: "8080" };
  for (const entry of appHosting.env) {
    const value = entry.value ?? "";
    const company: Readonly<Record<string, string>> = englishCompany;
    env[entry.variable] = entry.secret
      ? (secretSamples[entry.variable] ?? `secret-value-of-${entry.secret}-padded-to-length`)
      : asShipped
        ? value
        : (company[entry.variable] ?? value.replaceAll("your-domain.example", "openseat-talent.com"));
  }
  return env;
}

describe("apphosting.yaml and firebase.json", () => {
  it("gives every variable exactly one source, and keeps secrets out of plain values", () => {
    for (const entry of appHosting.env) {
      expect([entry.variable, Boolean(entry.value) !== Boolean(entry.secret)]).toEqual([entry.variable, true]);
    }
    const secrets = appHosting.env.filter((entry) => entry.secret).map((entry) => entry.variable);
    expect(secrets).toEqual(expect.arrayContaining(["NEXTAUTH_SECRET", "FORM_SECRET"]));
    const values = appHosting.env.filter((entry) => entry.value).map((entry) => entry.variable);
    expect(values.filter((name) => /SECRET|PRIVATE_KEY|PASSWORD/.test(name))).toEqual([]);
  });

  it("is a complete production deployment on Firestore with Google sign-in, and no test switch", () => {
    const env = deployedEnv();
    const parsed = parseEnv(env);
    expect(parsed.DATA_STORE).toBe("firestore");
    expect(sqliteOnCloudRunRefusal(parsed)).toBeNull();
    expect(isProductionDeployment(parsed)).toBe(true);
    expect(resolveSessionSecret(parsed)).toBe(env.NEXTAUTH_SECRET);
    expect(parsed.FORM_SECRET).toBe(env.FORM_SECRET);
    // Behind Google's load balancer: 0 would put every visitor in the load balancer's one rate-limit bucket.
    expect(parsed.TRUSTED_PROXY_HOPS).toBeGreaterThan(0);
    expect(() => assertNoEmulatorsInProduction(parsed)).not.toThrow();
    // Someone hears of every lead: e-mail through SMTP, delivered by the scheduler's call to the flush endpoint.
    expect(messagingRefusal(parsed)).toBeNull();
    expect(parsed.SMTP_URL).toMatch(/^smtps:\/\//);
    expect(parsed.OUTBOX_CRON_SECRET).toBeDefined();
    // Built and started with the same company details, none of them left at a placeholder.
    expect(checkCompanyDetails(env, companySettingsAtBuild(env))).toEqual({ refuse: false, problems: [] });
    expect(firebaseClientConfig(parseEnv(env))).not.toBeNull();
    expect(buildContentSecurityPolicy({ firebaseAuthDomain: env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN })).toContain("frame-src https://");
    for (const name of [...emulatorVariables, "FIREBASE_AUTH_VERIFIER", "FORM_MIN_FILL_MS", "FORM_RATE_LIMIT"]) expect(env[name]).toBeUndefined();
  });

  it("cannot go live as shipped: each of its company samples is a placeholder, but for the governing law's real value", () => {
    const shipped = deployedEnv(true);
    expect(checkCompanyDetails(shipped, companySettingsAtBuild(shipped)).refuse).toBe(true);
    // The same placeholders as a fresh clone's local defaults (named in company-config.test.ts): none of
    // apphosting.yaml's samples passes for a real company.
    const names = (env: Parameters<typeof companyPlaceholders>[0]) => companyPlaceholders(env).map((found) => found.name);
    expect(names(shipped)).toEqual(names({}));
    expect(names(shipped)).toContain("SITE_URL");
    expect(shipped.LEGAL_GOVERNING_LAW).toBe("England and Wales");
  });

  it("runs on Cloud Run with room to scale out", () => {
    expect(appHosting.runConfig.maxInstances).toBeGreaterThan(1);
    expect(appHosting.runConfig.memoryMiB).toBeGreaterThanOrEqual(512);
  });

  it("names the shipped rules and indexes", () => {
    expect(firebase.firestore).toMatchObject({ rules: "firestore.rules", indexes: "firestore.indexes.json" });
    expect(existsSync(firebase.firestore.rules) && existsSync(firebase.firestore.indexes)).toBe(true);
  });
});
