import { randomUUID } from "node:crypto";
import type { App } from "firebase-admin/app";
import type { Firestore } from "firebase-admin/firestore";

/**
 * Store tests against the Firestore emulator that jest.global-setup.ts starts. Import it from a test
 * file whose environment is node (`@jest-environment node`): firebase-admin needs Node's networking.
 */
export const firestoreEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

const apps: App[] = [];

/**
 * A firebase-admin Firestore on the emulator, in a project of its own. The emulator keeps each
 * project's data apart, so every call starts from an empty database, and a store with fixed
 * collection names needs no parameter to stay out of another test's way.
 */
export async function freshFirestore(): Promise<Firestore> {
  if (!firestoreEmulatorHost) throw new Error("freshFirestore() needs FIRESTORE_EMULATOR_HOST; use it inside describeWithFirestore()");
  const { initializeApp } = await import("firebase-admin/app");
  const { getFirestore } = await import("firebase-admin/firestore");
  const projectId = `demo-test-${randomUUID().slice(0, 13)}`;
  const app = initializeApp({ projectId }, projectId);
  apps.push(app);
  return getFirestore(app);
}

/** Runs `suite` when the emulator is there; otherwise registers one skipped test that says why. */
export function describeWithFirestore(name: string, suite: () => void): void {
  if (!firestoreEmulatorHost) {
    describe(name, () => {
      it.skip("skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST is not set and gcloud was not found)", () => undefined);
    });
    return;
  }
  describe(name, () => {
    // Each call is a network round trip to a Java process on a machine others share: allow for it.
    jest.setTimeout(20_000);
    // The first call opens the channel and warms the emulator up; that cost belongs to no single test.
    beforeAll(async () => {
      await (await freshFirestore()).listCollections();
    }, 60_000);
    afterAll(async () => {
      const { deleteApp } = await import("firebase-admin/app");
      await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    });
    suite();
  });
}

export interface StoreAdapters<Store, Options> {
  readonly sqlite: (options?: Options) => Store | Promise<Store>;
  /** Given an empty emulator-backed database for each store made. */
  readonly firestore: (db: Firestore, options?: Options) => Store | Promise<Store>;
}

/**
 * Runs one contract suite against both adapters of a store: SQLite always, Firestore on the emulator.
 * `contract(adapterName, makeStore)` describes the behaviour; `makeStore()` returns an empty store.
 */
export function describeOnEveryStore<Store, Options = never>(
  contract: (adapterName: string, makeStore: (options?: Options) => Promise<Store>) => void,
  adapters: StoreAdapters<Store, Options>,
): void {
  contract("SQLite", async (options) => adapters.sqlite(options));
  describeWithFirestore("on the Firestore emulator", () => {
    contract(`Firestore emulator at ${firestoreEmulatorHost}`, async (options) => adapters.firestore(await freshFirestore(), options));
  });
}
