import "server-only";
import { applicationDefault, cert, getApps, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getEnv } from "@/platform/env";
import { firestoreTracingOffUnlessAsked, skipMetadataServerProbe } from "@/platform/env/process-env";
import { assertNoEmulatorsInProduction } from "@/platform/firebase/emulator-guard";

// A named app, so another library initialising the default app cannot hand us its settings.
const appName = "openseat-admin";

/** Secret stores keep the key on one line with "\n" escapes; the SDK needs real newlines. */
export function unescapePrivateKey(key: string): string {
  return key.replace(/\\n/g, "\n");
}

/**
 * The firebase-admin app, initialised on first use from the validated environment
 * (platform/env/index.ts names any missing setting). Import it lazily: a SQLite deployment never loads firebase-admin.
 */
export function getFirebaseAdminApp(): App {
  const existing = getApps().find((app) => app.name === appName);
  if (existing) return existing;
  const env = getEnv();
  // Checked at start-up too; here as well so no code path can reach an emulator from a deployment.
  assertNoEmulatorsInProduction(env);
  if (env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY && env.FIREBASE_PROJECT_ID) {
    return initializeApp(
      {
        credential: cert({
          projectId: env.FIREBASE_PROJECT_ID,
          clientEmail: env.FIREBASE_CLIENT_EMAIL,
          privateKey: unescapePrivateKey(env.FIREBASE_PRIVATE_KEY),
        }),
        projectId: env.FIREBASE_PROJECT_ID,
      },
      appName,
    );
  }
  if ((env.FIRESTORE_EMULATOR_HOST || env.FIREBASE_AUTH_EMULATOR_HOST) && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    // The emulators accept any project and need no credential, so there is no metadata server to look for.
    skipMetadataServerProbe();
    return initializeApp({ projectId: env.FIREBASE_PROJECT_ID ?? "demo-openseat" }, appName);
  }
  if (env.K_SERVICE && !env.FIREBASE_PROJECT_ID && !env.GOOGLE_APPLICATION_CREDENTIALS) {
    // Firebase App Hosting: with no options, firebase-admin uses the service's Application Default
    // Credentials and the project App Hosting puts in FIREBASE_CONFIG.
    return initializeApp(undefined, appName);
  }
  return initializeApp({ credential: applicationDefault(), projectId: env.FIREBASE_PROJECT_ID }, appName);
}

/** Firestore's name for a project's first database. */
export const DEFAULT_DATABASE_ID = "(default)";

const databases = new Map<string, Firestore>();

/**
 * The site's Firestore database: FIRESTORE_DATABASE_ID, or the project's "(default)". `databaseId` opens
 * another database of the same project, for the command that finishes a restore (it reads the erasures
 * recorded in the database the site used before).
 */
export function getFirestoreDb(databaseId: string | undefined = getEnv().FIRESTORE_DATABASE_ID): Firestore {
  const id = databaseId ?? DEFAULT_DATABASE_ID;
  let database = databases.get(id);
  if (!database) {
    firestoreTracingOffUnlessAsked();
    const app = getFirebaseAdminApp();
    database = id === DEFAULT_DATABASE_ID ? getFirestore(app) : getFirestore(app, id);
    databases.set(id, database);
  }
  return database;
}

// gRPC statuses: a create-only write found its document already there; an update found none, or found it changed
// since the time its precondition names.
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
const FAILED_PRECONDITION = 9;

/** True for the error a Firestore create() (or a batch holding one) fails with when the document exists. */
export function isAlreadyExists(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === ALREADY_EXISTS;
}

/** True for the error an update with a `lastUpdateTime` precondition fails with when the document changed or went. */
export function isChangedSince(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === FAILED_PRECONDITION || code === NOT_FOUND;
}
