/** @jest-environment node */
const count = jest.fn<Promise<number>, []>();
const assertNoEmulators = jest.fn();
const resolveSecret = jest.fn();

let env: Record<string, string> = {};
jest.mock("@/platform/env", () => ({ getEnv: () => env }));
jest.mock("@/features/auth/admin-store/get-store", () => ({ getAdminStore: async () => ({ count }) }));
jest.mock("@/features/auth/session/id-token", () => ({ assertVerifierAllowed: () => undefined }));
jest.mock("@/features/auth/session/session-token", () => ({ resolveSessionSecret: () => resolveSecret() }));
jest.mock("@/platform/firebase/emulator-guard", () => ({ assertNoEmulatorsInProduction: () => assertNoEmulators() }));

import { CREATE_ADMIN_HINT, runAdminStartupChecks, runEmulatorStartupCheck, runSecondFactorStartupCheck } from "@/features/auth/startup-checks";

/** Start-up speaks in the same JSON lines as the rest of the server, so a rollout's logs show why it stopped. */
describe("start-up checks", () => {
  let lines: string[];
  let exit: jest.SpyInstance;
  beforeEach(() => {
    lines = [];
    jest.resetAllMocks();
    for (const method of ["log", "warn", "error"] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    }
    exit = jest.spyOn(process, "exit").mockImplementation(((code?: number) => {
      throw new Error(`exit ${code}`);
    }) as never);
  });
  afterEach(() => jest.restoreAllMocks());

  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

  it("refuses a deployment with an emulator variable in one ERROR line, then stops", () => {
    assertNoEmulators.mockImplementation(() => {
      throw new Error("FIREBASE_AUTH_EMULATOR_HOST is set: firebase-admin would talk to a local emulator");
    });
    expect(() => runEmulatorStartupCheck()).toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    expect(entries()).toEqual([
      expect.objectContaining({ severity: "ERROR", event: "startup.refused", check: "emulators", message: expect.stringContaining("FIREBASE_AUTH_EMULATOR_HOST is set") }),
    ]);
  });

  it("refuses a deployment without a session secret the same way", async () => {
    resolveSecret.mockImplementation(() => {
      throw new Error("NEXTAUTH_SECRET is required");
    });
    await expect(runAdminStartupChecks()).rejects.toThrow("exit 1");
    expect(entries()).toEqual([expect.objectContaining({ severity: "ERROR", event: "startup.refused", check: "admin", message: "NEXTAUTH_SECRET is required" })]);
  });

  it("refuses a deployment that turns the second factor off, and lets a local run do it", async () => {
    env = { NODE_ENV: "production", SITE_URL: "https://openseat.example", ADMIN_SECOND_FACTOR: "off" };
    expect(() => runSecondFactorStartupCheck()).toThrow("exit 1");
    expect(entries()).toEqual([
      expect.objectContaining({ severity: "ERROR", event: "startup.refused", check: "admin", message: expect.stringContaining("ADMIN_SECOND_FACTOR=off") }),
    ]);
    lines = [];
    env = { NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000", ADMIN_SECOND_FACTOR: "off" };
    runSecondFactorStartupCheck();
    env = { NODE_ENV: "production", SITE_URL: "https://openseat.example", ADMIN_SECOND_FACTOR: "on" };
    runSecondFactorStartupCheck();
    expect(lines).toEqual([]);
    env = {};
  });

  it("says how to create the first admin, the hint whole and readable in the message", async () => {
    count.mockResolvedValue(0);
    await runAdminStartupChecks();
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/\n/);
    const [entry] = entries();
    expect(entry).toMatchObject({ severity: "NOTICE", event: "startup.no_admin", message: CREATE_ADMIN_HINT });
    expect(entry?.message).toContain("npm run admin:create -- --email you@example.com");
  });

  it("says nothing when an admin exists, and warns when the store cannot be asked", async () => {
    count.mockResolvedValue(2);
    await runAdminStartupChecks();
    expect(lines).toEqual([]);
    count.mockRejectedValue(new Error("store offline"));
    await runAdminStartupChecks();
    expect(entries()).toEqual([
      expect.objectContaining({ severity: "WARNING", event: "startup.warning", check: "admin", message: "Could not check for admin accounts: store offline" }),
    ]);
    expect(exit).not.toHaveBeenCalled();
  });
});
