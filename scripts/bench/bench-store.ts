import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DelegationFields, DelegationRequestStore, DelegationStoreOptions, NewDelegationRequest } from "@/features/delegation/store";
import { configuredStore } from "@/platform/db/configured-store";
import { site } from "@/platform/config/site";
import { emulatorEnv, type RunningEmulators } from "../emulators/launch";

/** What the store benchmarks share: their options, and an empty store for each run on either adapter. */
export type StoreKind = "sqlite" | "firestore";

export function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

export function listOption<T extends string>(name: string, fallback: string, allowed: readonly T[]): T[] {
  const values = option(name, fallback).split(",").map((value) => value.trim());
  const unknown = values.filter((value) => !allowed.includes(value as T));
  if (unknown.length > 0) throw new Error(`--${name}: unknown ${unknown.join(", ")} (use ${allowed.join(", ")})`);
  return values as T[];
}

/**
 * The configured delegation store (DATA_STORE, DATA_DIR) with its clock set to `at`: requests that arrived in
 * the past (an overdue lead), built like the server's store on the same storage. The seeding scripts use it.
 */
export function configuredStoreAt(at: Date): Promise<DelegationRequestStore> {
  const options = { retentionMonths: site.dataRetention.requestMonths, now: () => at };
  return configuredStore<DelegationRequestStore>({
    sqlite: async () => {
      const { createSqliteDelegationStore } = await import("@/features/delegation/sqlite");
      return (database) => createSqliteDelegationStore(database, options);
    },
    firestore: async () => {
      const { createFirestoreDelegationStore } = await import("@/features/delegation/firestore");
      return (db) => createFirestoreDelegationStore(db, options);
    },
  })();
}

/** An empty store for one run, the server's environment for it, and the data layer's view of it. */
export async function prepareStore(kind: StoreKind, baseEnv: NodeJS.ProcessEnv, emulators: RunningEmulators | null) {
  if (kind === "sqlite") {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-bench-"));
    const { openDatabase } = await import("@/platform/db/sqlite");
    const { createSqliteDelegationStore } = await import("@/features/delegation/sqlite");
    return {
      env: { ...baseEnv, DATA_DIR: dataDir, DATA_STORE: "sqlite" },
      open: async (options?: DelegationStoreOptions) => createSqliteDelegationStore(openDatabase(dataDir), options),
      /** The outbox on the same database: how much mail the server still owes. */
      openOutbox: async () => (await import("@/features/outbox/sqlite")).createSqliteOutboxStore(openDatabase(dataDir)),
      /** The other stores the reminder sweep reads, on the same database. */
      sweepStores: async () => {
        const [{ createSqliteBookingStore }, { createSqliteTeamStore }, { createSqliteReminderStore }] = await Promise.all([
          import("@/features/booking/sqlite"),
          import("@/features/team/sqlite"),
          import("@/features/admin/reminders/sqlite"),
        ]);
        const db = openDatabase(dataDir);
        return { bookings: createSqliteBookingStore(db), team: createSqliteTeamStore(db), reminders: createSqliteReminderStore(db) };
      },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!emulators?.firestore) throw new Error("the Firestore emulator is not running");
  // A project of its own: the emulator keeps each project's data apart, so the count is this run's alone.
  const projectId = `demo-bench-${randomUUID().slice(0, 8)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-bench-"));
  process.env.FIRESTORE_EMULATOR_HOST = emulators.firestore;
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const { createFirestoreDelegationStore } = await import("@/features/delegation/firestore");
  const app = initializeApp({ projectId }, projectId);
  return {
    env: { ...baseEnv, ...emulatorEnv(emulators), DATA_DIR: dataDir, DATA_STORE: "firestore", FIREBASE_PROJECT_ID: projectId },
    open: async (options?: DelegationStoreOptions) => createFirestoreDelegationStore(getFirestore(app), options),
    openOutbox: async () => (await import("@/features/outbox/firestore")).createFirestoreOutboxStore(getFirestore(app)),
    sweepStores: async () => {
      const [{ createFirestoreBookingStore }, { createFirestoreTeamStore }, { createFirestoreReminderStore }] = await Promise.all([
        import("@/features/booking/firestore"),
        import("@/features/team/firestore"),
        import("@/features/admin/reminders/firestore"),
      ]);
      const db = getFirestore(app);
      return { bookings: createFirestoreBookingStore(db), team: createFirestoreTeamStore(db), reminders: createFirestoreReminderStore(db) };
    },
    dispose: async () => {
      await deleteApp(app);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}


/** A request as the data layer takes it, with plain defaults: what the seeding scripts store. */
export function seedInput(fields: Pick<DelegationFields, "fullName" | "email" | "company"> & Partial<DelegationFields>, userAgent: string): NewDelegationRequest {
  return {
    idempotencyKey: randomUUID(),
    consentAt: new Date().toISOString(),
    fields: {
      website: null,
      phone: null,
      organisationType: "business",
      roles: ["seo"],
      tasks: [],
      otherTasks: "",
      hoursPerWeek: "part-time",
      startTimeline: "exploring",
      monthlyBudget: "2000-3999",
      timeZone: "Europe/London",
      message: "",
      heardFrom: null,
      ...fields,
    },
    source: { path: "/delegation-tasks-guide/form", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, userAgent },
  };
}

/** The environment of a bench's throwaway production server: fresh secrets, no webhook. */
export function benchServerEnv(distDir: string, extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    NEXTAUTH_SECRET: randomBytes(32).toString("base64"),
    FORM_SECRET: randomBytes(32).toString("base64"),
    NOTIFY_WEBHOOK_URL: "",
    // The benches sign in with e-mail and password in one request, as the end-to-end server does (a production
    // deployment refuses this; a bench's throwaway server is none): with the second factor on, sign-in answered 401.
    ADMIN_SECOND_FACTOR: "off",
    ...extra,
  };
}
