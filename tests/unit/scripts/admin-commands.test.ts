/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getAuth } from "firebase-admin/auth";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { openDatabase } from "@/platform/db/sqlite";

/*
 * The admin commands as an operator runs them: real processes on a real SQLite data folder, and for admin:grant
 * the Authentication emulator jest's global setup starts. The last-owner rule itself is pinned by the team store's
 * contract suite; these pin each command's use of it: without --force the last owner is neither made a member nor
 * removed and nothing else changes (no account made or deleted, the claim as it was); with --force the change is
 * made. And admin:grant --revoke takes the claim off, the colleague off the team, and ends their sessions.
 */
jest.setTimeout(240_000);

const password = "violet kettle harbor sunrise";
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId = `demo-commands-${randomUUID().slice(0, 8)}`;
const run8 = () => randomUUID().slice(0, 8);
let dataDir: string;

function command(script: "admin-create" | "admin-grant" | "admin-revoke", args: readonly string[], input = ""): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATA_STORE: "sqlite",
    NODE_ENV: "production",
    FIREBASE_PROJECT_ID: projectId,
    ...(emulatorHost ? { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost } : {}),
  };
  const result = spawnSync(process.execPath, ["--import", "tsx", "--conditions=react-server", `scripts/${script}.ts`, ...args], { env, input, encoding: "utf8", timeout: 120_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The data folder as the commands left it, through the stores the server uses. */
function stores() {
  const db = openDatabase(dataDir);
  return { team: createSqliteTeamStore(db), admins: createSqliteAdminStore(db) };
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "admin-commands-"));
});
afterEach(() => {
  // The connection this process keeps for the folder goes with it.
  openDatabase(dataDir).close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("admin:revoke --remove", () => {
  it("removes the last owner only with --force, and a refusal deletes nothing", async () => {
    const ann = `ann-${run8()}@openseat.example`;
    expect(command("admin-create", ["--email", ann], `${password}\n`)).toMatchObject({ status: 0 });

    const refused = command("admin-revoke", ["--email", ann, "--remove"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${ann} is the team's last owner`);
    expect(await stores().admins.findByEmail(ann)).not.toBeNull();
    expect(await stores().team.get(ann)).toMatchObject({ role: "owner", removedAt: null });

    expect(command("admin-revoke", ["--email", ann, "--remove", "--force"])).toMatchObject({ status: 0 });
    expect(await stores().admins.findByEmail(ann)).toBeNull();
    expect(await stores().team.get(ann)).toMatchObject({ removedAt: expect.any(String) });
  });
});

const withAuthEmulator = emulatorHost ? describe : describe.skip;

withAuthEmulator("with Google accounts (the Authentication emulator)", () => {
  let app: App;
  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    app = initializeApp({ projectId }, `admin-commands-${run8()}`);
  });
  afterAll(() => deleteApp(app));

  /** A Google user who signed in once: the account admin:grant looks up by address. */
  async function googleUser(name: string): Promise<{ email: string; uid: string }> {
    const email = `${name}-${run8()}@openseat.example`;
    const { uid } = await getAuth(app).createUser({ email, emailVerified: true });
    return { email, uid };
  }
  const isAdmin = async (uid: string) => (await getAuth(app).getUser(uid)).customClaims?.admin === true;

  it("admin:grant makes the last owner a member only with --force, the claim kept either way", async () => {
    const gil = await googleUser("gil");
    expect(command("admin-grant", ["--email", gil.email])).toMatchObject({ status: 0 });
    expect(await isAdmin(gil.uid)).toBe(true);
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "owner" });

    const refused = command("admin-grant", ["--email", gil.email, "--role", "member"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${gil.email} is the team's last owner`);
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "owner" });
    expect(await isAdmin(gil.uid)).toBe(true);

    expect(command("admin-grant", ["--email", gil.email, "--role", "member", "--force"])).toMatchObject({ status: 0 });
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "member", removedAt: null });
    expect(await isAdmin(gil.uid)).toBe(true);
  });

  it("admin:grant --revoke takes the claim off, the colleague off the team, and ends their sessions", async () => {
    const ann = `ann-${run8()}@openseat.example`;
    expect(command("admin-create", ["--email", ann], `${password}\n`)).toMatchObject({ status: 0 });
    const max = await googleUser("max");
    await getAuth(app).setCustomUserClaims(max.uid, { team: "sales" });
    expect(command("admin-grant", ["--email", max.email, "--role", "member"])).toMatchObject({ status: 0 });
    expect(await isAdmin(max.uid)).toBe(true);
    const versionBefore = await stores().admins.sessionVersion(max.email);

    const revoked = command("admin-grant", ["--email", max.email, "--revoke"]);
    expect(revoked).toMatchObject({ status: 0 });
    expect(revoked.output).toContain(`Removed the admin claim from ${max.email}`);
    const user = await getAuth(app).getUser(max.uid);
    // Only the admin claim goes; the account's other claims stay.
    expect(user.customClaims).toEqual({ team: "sales" });
    expect(await stores().team.get(max.email)).toMatchObject({ removedAt: expect.any(String) });
    expect(await stores().admins.sessionVersion(max.email)).toBeGreaterThan(versionBefore);
    // The owner who was not touched is still one.
    expect(await stores().team.get(ann)).toMatchObject({ role: "owner", removedAt: null });
  });

  it("admin:grant --revoke on the last owner is refused without --force, the claim kept", async () => {
    const gil = await googleUser("gil");
    expect(command("admin-grant", ["--email", gil.email])).toMatchObject({ status: 0 });

    const refused = command("admin-grant", ["--email", gil.email, "--revoke"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${gil.email} is the team's last owner`);
    expect(await isAdmin(gil.uid)).toBe(true);
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "owner", removedAt: null });

    expect(command("admin-grant", ["--email", gil.email, "--revoke", "--force"])).toMatchObject({ status: 0 });
    expect(await isAdmin(gil.uid)).toBe(false);
    expect(await stores().team.get(gil.email)).toMatchObject({ removedAt: expect.any(String) });
  });

  it("admin:create makes the last owner (a Google owner) a member only with --force, and a refusal makes no account", async () => {
    const gil = await googleUser("gil");
    expect(command("admin-grant", ["--email", gil.email])).toMatchObject({ status: 0 });

    const refused = command("admin-create", ["--email", gil.email, "--role", "member"], `${password}\n`);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`${gil.email} is the team's last owner`);
    expect(await stores().admins.findByEmail(gil.email)).toBeNull();
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "owner" });

    expect(command("admin-create", ["--email", gil.email, "--role", "member", "--force"], `${password}\n`)).toMatchObject({ status: 0 });
    expect(await stores().admins.findByEmail(gil.email)).not.toBeNull();
    expect(await stores().team.get(gil.email)).toMatchObject({ role: "member" });
  });
});
