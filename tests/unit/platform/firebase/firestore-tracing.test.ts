/** @jest-environment node */

type Admin = typeof import("@/platform/firebase/admin");

const saved = { ...process.env };

function freshAdmin(env: Record<string, string>): Admin {
  const { FIRESTORE_ENABLE_TRACING: _unset, ...rest } = saved;
  process.env = { ...rest, DATA_STORE: "firestore", FIRESTORE_EMULATOR_HOST: "127.0.0.1:9", FIREBASE_PROJECT_ID: "demo-tracing", ...env };
  let admin: Admin | undefined;
  jest.isolateModules(() => {
    admin = jest.requireActual<Admin>("@/platform/firebase/admin");
  });
  return admin!;
}

/** The client's own switch, read when it is made (no call reaches the emulator's address here). */
function tracing(db: unknown): string {
  return (db as { _traceUtil: object })._traceUtil.constructor.name;
}

afterEach(async () => {
  const { getApps, deleteApp } = await import("firebase-admin/app");
  await Promise.all(getApps().map((app) => deleteApp(app)));
  process.env = { ...saved };
});

describe("the Firestore client's tracing", () => {
  it("is off: the site registers no tracer, so each call's spans were work for nothing", () => {
    expect(tracing(freshAdmin({}).getFirestoreDb())).toBe("DisabledTraceUtil");
  });

  it("stays on where the operator turned it on", () => {
    expect(tracing(freshAdmin({ FIRESTORE_ENABLE_TRACING: "on" }).getFirestoreDb())).toBe("EnabledTraceUtil");
  });
});
