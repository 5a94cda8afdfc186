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

  it("opens the database FIRESTORE_DATABASE_ID names, refusing a name Firestore would", () => {
    const onCloudRun = { DATA_STORE: "firestore", K_SERVICE: "openseat" };
    expect(parseEnv(onCloudRun).FIRESTORE_DATABASE_ID).toBeUndefined();
    expect(parseEnv({ ...onCloudRun, FIRESTORE_DATABASE_ID: "restored-2026-03-01" }).FIRESTORE_DATABASE_ID).toBe("restored-2026-03-01");
    expect(parseEnv({ ...onCloudRun, FIRESTORE_DATABASE_ID: "(default)" }).FIRESTORE_DATABASE_ID).toBe("(default)");
    for (const refused of ["Restored", "db", "restored-", "9restored", "restored_db"]) {
      expect(() => parseEnv({ ...onCloudRun, FIRESTORE_DATABASE_ID: refused })).toThrow(/FIRESTORE_DATABASE_ID must be \(default\) or 4-63/);
    }
  });

  it("refuses BACKUP_DIR on Firestore, whose backups are Google's", () => {
    expect(() => parseEnv({ DATA_STORE: "firestore", K_SERVICE: "openseat", BACKUP_DIR: "/backups" })).toThrow(/BACKUP_DIR copies the SQLite database only/);
  });

  it("accepts the emulator without a project or credentials", () => {
    expect(parseEnv({ DATA_STORE: "firestore", FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }).FIRESTORE_EMULATOR_HOST).toBe("127.0.0.1:8080");
  });
});
