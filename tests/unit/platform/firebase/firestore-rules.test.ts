/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { deleteApp as deleteClientApp, initializeApp as initializeClientApp, type FirebaseApp } from "firebase/app";
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously, type Auth } from "firebase/auth";
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore as getClientFirestore,
  setDoc,
  setLogLevel,
  updateDoc,
  type Firestore as ClientFirestore,
} from "firebase/firestore";
import { initializeApp, deleteApp } from "firebase-admin/app";
import { getAuth as getAdminAuth } from "firebase-admin/auth";
import { getFirestore } from "firebase-admin/firestore";
import { firestoreCollections } from "@/platform/db/firestore-collections";
import { emulatorProjectId } from "../../../../scripts/emulators/protocol";
import { describeWithFirestore, firestoreEmulatorHost } from "../../../support/firestore-emulator";

/**
 * The shipped firestore.rules, loaded into the emulator, against the Firebase client SDK: the web
 * configuration is public whenever Google sign-in is on, so nobody may read or write any collection
 * from a browser, signed in or not, admin claim or not. (firebase-admin, which the site uses, is not
 * bound by rules.) A collection no adapter uses yet stands for the stores still to come.
 */
const collections = [...Object.values(firestoreCollections).map(({ name }) => name), "anyFutureCollection"];
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const seededId = `seeded-${randomUUID()}`;

async function loadShippedRules(): Promise<void> {
  const response = await fetch(`http://${firestoreEmulatorHost}/emulator/v1/projects/${emulatorProjectId}:securityRules`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "firestore.rules", content: readFileSync("firestore.rules", "utf8") }] } }),
  });
  expect(response.status).toBe(200);
}

interface ClientUser {
  readonly label: string;
  readonly app: FirebaseApp;
  readonly db: ClientFirestore;
  readonly auth: Auth;
}

function clientApp(label: string): ClientUser {
  const app = initializeClientApp({ apiKey: "demo-api-key", projectId: emulatorProjectId, appId: "demo-app" }, `rules-${label}-${randomUUID()}`);
  const db = getClientFirestore(app);
  const [host, port] = (firestoreEmulatorHost ?? "").split(":");
  connectFirestoreEmulator(db, host ?? "127.0.0.1", Number(port));
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  return { label, app, db, auth };
}

async function expectDenied(what: string, attempt: Promise<unknown>): Promise<void> {
  await expect(attempt.then(() => `${what}: allowed`)).rejects.toMatchObject({ code: "permission-denied" });
}

// Every refusal is also logged by the SDK as a warning; the assertions say all there is to say.
setLogLevel("silent");

describeWithFirestore("Firestore security rules (firestore.rules)", () => {
  const admin = initializeApp({ projectId: emulatorProjectId }, `rules-admin-${randomUUID()}`);
  const adminDb = getFirestore(admin);
  const users: ClientUser[] = [];

  beforeAll(async () => {
    await loadShippedRules();
    // Real documents to aim at, written the way the site writes them (firebase-admin bypasses rules).
    await Promise.all(collections.map((name) => adminDb.collection(name).doc(seededId).set({ secret: "kept", owner: "server" })));

    const anonymous = clientApp("unauthenticated");
    const guest = clientApp("anonymous-auth");
    await signInAnonymously(guest.auth);
    const member = clientApp("signed-in");
    await createUserWithEmailAndPassword(member.auth, `member-${randomUUID()}@example.com`, "a-long-password-1");
    // Even a user carrying the site's own admin claim gets nothing through the client SDK.
    const claimed = clientApp("admin-claim");
    const { user } = await createUserWithEmailAndPassword(claimed.auth, `claimed-${randomUUID()}@example.com`, "a-long-password-2");
    await getAdminAuth(admin).setCustomUserClaims(user.uid, { admin: true });
    expect((await user.getIdTokenResult(true)).claims.admin).toBe(true);
    users.push(anonymous, guest, member, claimed);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(users.map((user) => deleteClientApp(user.app)));
    await deleteApp(admin);
  });

  it.each(collections)("no client can read or write %s", async (name) => {
    expect(users.map((user) => user.label)).toEqual(["unauthenticated", "anonymous-auth", "signed-in", "admin-claim"]);
    for (const { label, db } of users) {
      const seeded = doc(db, name, seededId);
      await expectDenied(`${label} get`, getDoc(seeded));
      await expectDenied(`${label} list`, getDocs(collection(db, name)));
      await expectDenied(`${label} create`, setDoc(doc(db, name, `new-${randomUUID()}`), { by: label }));
      await expectDenied(`${label} overwrite`, setDoc(seeded, { by: label }));
      await expectDenied(`${label} update`, updateDoc(seeded, { secret: label }));
      await expectDenied(`${label} delete`, deleteDoc(seeded));
    }
    // And the document is as the server wrote it.
    expect((await adminDb.collection(name).doc(seededId).get()).data()).toEqual({ secret: "kept", owner: "server" });
  });
});
