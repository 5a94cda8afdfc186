import type { TestInfo } from "@playwright/test";
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { firestoreCollections } from "../../../platform/db/firestore-collections";

/** What a spec needs to know about the site its project tests; set per project in playwright.config.ts. */
export interface SiteMetadata {
  readonly store: "sqlite" | "firestore";
  readonly dataDir: string;
  readonly firestoreEmulatorHost?: string;
  readonly authEmulatorHost?: string;
  readonly projectId?: string;
}

export interface Site extends SiteMetadata {
  readonly origin: string;
  /** The environment the project's scripts (admin:create, admin:grant) run with: the server's own store. */
  readonly scriptEnv: NodeJS.ProcessEnv;
}

/** The variables that point a server or a script at the project's store (the emulators, for Firestore). */
export type StoreEnv = Readonly<Record<string, string | undefined>>;

export function storeEnv(metadata: SiteMetadata): StoreEnv {
  return metadata.store === "firestore"
    ? {
        DATA_STORE: "firestore",
        FIREBASE_PROJECT_ID: metadata.projectId,
        FIRESTORE_EMULATOR_HOST: metadata.firestoreEmulatorHost,
        FIREBASE_AUTH_EMULATOR_HOST: metadata.authEmulatorHost,
      }
    : { DATA_STORE: "sqlite" };
}

export function siteUnderTest(testInfo: TestInfo): Site {
  const metadata = testInfo.project.metadata as SiteMetadata;
  const origin = String(testInfo.project.use.baseURL);
  return { ...metadata, origin, scriptEnv: { ...process.env, DATA_DIR: metadata.dataDir, NODE_ENV: "production", ...storeEnv(metadata) } };
}

/** Reads the SQLite file of the data folder, opened read-only for this one read. */
/** Runs one of the project's scripts (admin:create, a seed) against the site under test's store; its output, or an error with it. */
export function runSiteScript(site: Pick<Site, "scriptEnv">, file: string, args: readonly string[], input?: string): string {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", file, ...args], {
    env: site.scriptEnv,
    input,
    encoding: "utf8",
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${file} failed: ${result.stderr}${result.stdout}`);
  return result.stdout;
}

export function readSqlite<T>(dataDir: string, read: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, "openseat.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}

/** The recorded source (referrer, campaign tags) of the one request with this e-mail; the SQLite store only. */
export function storedSource(site: Site, email: string): Record<string, unknown> | null {
  if (site.store !== "sqlite") throw new Error("storedSource reads the SQLite store; run its test in the sqlite project");
  const row = readSqlite(site.dataDir, (db) => db.prepare("SELECT source FROM delegation_requests WHERE email = ?").get(email) as { source: string } | undefined);
  return row ? (JSON.parse(row.source) as Record<string, unknown>) : null;
}

/** How many requests with this e-mail the site's store holds, read straight from that store. */
export async function storedCount(site: Site, email: string): Promise<number> {
  if (site.store === "sqlite") {
    return readSqlite(site.dataDir, (db) => (db.prepare("SELECT COUNT(*) AS n FROM delegation_requests WHERE email = ?").get(email) as { n: number }).n);
  }
  const { deleteApp, initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  // This worker only ever talks to the emulator; firebase-admin finds it (and skips credentials) through this.
  process.env.FIRESTORE_EMULATOR_HOST = site.firestoreEmulatorHost;
  const app = initializeApp({ projectId: site.projectId }, `e2e-count-${randomUUID()}`);
  try {
    const snapshot = await getFirestore(app).collection(firestoreCollections.delegationRequests.name).where("email", "==", email).count().get();
    return snapshot.data().count;
  } finally {
    await deleteApp(app);
  }
}
