/** @jest-environment node */
import { requestOwner } from "@/features/delegation/outbox-channels";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import type { App } from "firebase-admin/app";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { createFirestoreErasureLedger } from "@/features/delegation/erasure-ledger/firestore";
import { erasureRecord } from "@/features/delegation/erasure-ledger/record";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { describeWithFirestore, firestoreEmulatorHost } from "../../support/firestore-emulator";
import { newRequest } from "../../contract/delegation-store-contract";

/*
 * `npm run data:after-restore` on the emulator, as the Firestore restore steps run it: a database a backup was
 * restored into (FIRESTORE_DATABASE_ID), and the database the site used until then, whose ledger holds an
 * erasure made after the backup.
 */
const secret = "after-restore command session secret, long enough";
const apps: App[] = [];

describeWithFirestore("npm run data:after-restore", () => {
  afterAll(async () => {
    const { deleteApp } = await import("firebase-admin/app");
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  });

  it("readies the restored database: the old database's erasures carried out and recorded, messages held", async () => {
    const { initializeApp } = await import("firebase-admin/app");
    const { getFirestore } = await import("firebase-admin/firestore");
    const projectId = `demo-restore-${randomUUID().slice(0, 8)}`;
    const app = initializeApp({ projectId }, projectId);
    apps.push(app);
    const previous = getFirestore(app);
    const restored = getFirestore(app, "restored-db");

    const requests = createFirestoreDelegationStore(restored);
    const drafts = () => [{ channel: "webhook" as const, recipients: ["https://hooks.example.org/x"], payload: { kind: "webhook" as const, body: "{}" } }];
    const erased = (await requests.create({ ...newRequest({ email: "gone@acme.io" }), outbox: drafts })).request;
    const kept = (await requests.create({ ...newRequest({ email: "kept@acme.io" }), outbox: drafts })).request;
    await createFirestoreErasureLedger(previous).record(erasureRecord({ kind: "visitor", email: "gone@acme.io", requestIds: [] }, addressKey(secret), new Date(), 24));

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_STORE: "firestore",
      FIRESTORE_EMULATOR_HOST: firestoreEmulatorHost,
      FIREBASE_PROJECT_ID: projectId,
      FIRESTORE_DATABASE_ID: "restored-db",
      NEXTAUTH_SECRET: secret,
    };
    const run = (args: readonly string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", "scripts/data-after-restore.ts", ...args], { env, encoding: "utf8", timeout: 120_000 });

    const same = run(["--erasures-from", "restored-db"]);
    expect(same.stderr).toContain("names the restored database itself");
    expect(same.status).toBe(1);

    const result = run(["--erasures-from", "(default)"]);
    expect(result.stdout).toContain("Readied the Firestore database restored-db (erasures read from (default))");
    expect(result.stdout).toContain("Carried out again 1 recorded erasure(s): 1 request(s) erased again.");
    expect(result.stdout).toContain("Held 1 pending message(s)");
    expect(result.status).toBe(0);

    expect(await requests.get(erased.id)).toBeNull();
    expect(await requests.get(kept.id)).not.toBeNull();
    expect(await createFirestoreOutboxStore(restored).listForOwner(requestOwner.of(kept.id))).toEqual([expect.objectContaining({ state: "held" })]);
    // Recorded in the restored database too, for a restore from it later.
    expect(await createFirestoreErasureLedger(restored).list(new Date().toISOString())).toHaveLength(1);
  }, 180_000);
});
