import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, nextBin } from "../../scripts/bench/server";

/**
 * The production build, started as a deployment would start it: with an emulator variable it must
 * refuse to start, before any other check (firebase-admin would accept unsigned ID tokens).
 */

interface StartOutcome {
  readonly exitCode: number | null;
  readonly served: boolean;
  readonly output: string;
}

/** Starts `next start`; resolves when it exits or once /home answers (then stops it). */
async function start(extra: Record<string, string>): Promise<StartOutcome> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-guard-"));
  const child = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", String(port)], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      SITE_URL: "https://openseat.example",
      NEXTAUTH_URL: "https://openseat.example",
      NEXTAUTH_SECRET: "a-deployment-secret-that-is-long-enough-000",
      // The runner's own value (the e2e servers turn it off) must not leak into a deployment's start.
      ADMIN_SECOND_FACTOR: "",
      FORM_SECRET: "a-form-secret-that-is-long-enough-00000000",
      ...extra,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  try {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const code = await Promise.race([exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 250))]);
      if (code !== "running") return { exitCode: code, served: false, output };
      const answered = await fetch(`http://127.0.0.1:${port}/home`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return { exitCode: null, served: true, output };
    }
    return { exitCode: null, served: false, output };
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server's own log lines among everything it printed (Next's start-up banner is plain text). */
function logEntries(output: string): Record<string, unknown>[] {
  return output.split("\n").flatMap((line) => {
    if (!line.startsWith("{")) return [];
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

test.describe("a production deployment and the Firebase emulators", () => {
  test.describe.configure({ timeout: 180_000 });

  test("refuses to start with FIREBASE_AUTH_EMULATOR_HOST or FIRESTORE_EMULATOR_HOST, before any other check", async () => {
    const auth = await start({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" });
    expect(auth).toMatchObject({ exitCode: 1, served: false });
    expect(auth.output).toContain("FIREBASE_AUTH_EMULATOR_HOST is set");
    // One JSON line Cloud Logging files as an error: the rollout's logs say why it stopped.
    expect(logEntries(auth.output)).toContainEqual(
      expect.objectContaining({ severity: "ERROR", event: "startup.refused", check: "emulators", message: expect.stringContaining("FIREBASE_AUTH_EMULATOR_HOST is set") }),
    );
    // It is the first refusal: no other start-up check ran before it.
    expect(auth.output).not.toContain("Refusing to start: the company");

    // On Cloud Run (Firebase App Hosting) it is a deployment even if SITE_URL was left on localhost.
    const firestore = await start({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080", K_SERVICE: "openseat", SITE_URL: "http://localhost:3000", NEXTAUTH_URL: "" });
    expect(firestore).toMatchObject({ exitCode: 1, served: false });
    expect(firestore.output).toContain("FIRESTORE_EMULATOR_HOST is set");
  });

  test("refuses to start with ADMIN_SECOND_FACTOR=off, which a local run may use", async () => {
    const deployed = await start({ ADMIN_SECOND_FACTOR: "off" });
    expect(deployed).toMatchObject({ exitCode: 1, served: false });
    expect(logEntries(deployed.output)).toContainEqual(
      expect.objectContaining({ severity: "ERROR", event: "startup.refused", check: "admin", message: expect.stringContaining("ADMIN_SECOND_FACTOR=off") }),
    );
    expect(deployed.output).not.toContain("Refusing to start: the company");
    const local = await start({ ADMIN_SECOND_FACTOR: "off", SITE_URL: "http://127.0.0.1:3000", NEXTAUTH_URL: "http://127.0.0.1:3000" });
    expect(local).toMatchObject({ served: true });
  });

  test("allows the emulators outside a deployment, and says nothing of them to a deployment without them", async () => {
    // A local production start (loopback address, not on Cloud Run) may use them: that is how the tests run.
    const local = await start({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099", SITE_URL: "http://127.0.0.1:3000", NEXTAUTH_URL: "http://127.0.0.1:3000" });
    expect(local).toMatchObject({ served: true });
    // A deployment without them passes this check (it may stop at a later one, such as placeholder company details).
    const deployed = await start({});
    expect(deployed.output).not.toContain("EMULATOR_HOST");
  });
});
