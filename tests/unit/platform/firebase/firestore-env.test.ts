/** @jest-environment node */
import { parseEnv } from "@/platform/env";

describe("Firestore settings", () => {
  it("names what is missing when DATA_STORE=firestore has no credentials", () => {
    expect(() => parseEnv({ DATA_STORE: "firestore" })).toThrow(/FIREBASE_PROJECT_ID[\s\S]*FIREBASE_CLIENT_EMAIL[\s\S]*FIREBASE_PRIVATE_KEY/);
  });

  it("needs nothing more on Cloud Run (Firebase App Hosting), whose service account signs in", () => {
    expect(parseEnv({ DATA_STORE: "firestore", K_SERVICE: "openseat" })).toMatchObject({ DATA_STORE: "firestore", K_SERVICE: "openseat" });
  });

  it("still wants the whole service-account key when part of one is given on Cloud Run", () => {
    expect(() => parseEnv({ DATA_STORE: "firestore", K_SERVICE: "openseat", FIREBASE_CLIENT_EMAIL: "a@b.iam.gserviceaccount.com" })).toThrow(
      /FIREBASE_PRIVATE_KEY/,
    );
  });

  it("accepts the emulator without a project or credentials", () => {
    expect(parseEnv({ DATA_STORE: "firestore", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }).FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
  });
});
