import { defineConfig, devices } from "@playwright/test";
import { execFileSync, spawnSync } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumPath, quietChromiumFlags } from "./tests/support/chromium";
import type { SiteMetadata } from "./tests/e2e/support/site";
import { emulatorLoopback, emulatorProjectId } from "./scripts/emulators/protocol";

/**
 * End-to-end tests run against a production build served on a free loopback port.
 * The ports are chosen once in the runner and inherited by its workers through the environment.
 *
 * Two projects: "sqlite" runs every spec against the embedded store; "firestore" serves the same
 * build a second time on the Firestore and Authentication emulators (no second build: the Firebase
 * settings are read at run time) and runs the journeys that touch the store, plus Google sign-in.
 */
const portVariables = ["E2E_PORT", "E2E_FIRESTORE_PORT", "E2E_FIRESTORE_EMULATOR_PORT", "E2E_AUTH_EMULATOR_PORT", "E2E_APPHOSTING_PORT"] as const;
const unset = portVariables.filter((name) => !process.env[name]);
if (unset.length > 0) {
  // The config is read synchronously, in the runner and in every worker; the workers inherit what the runner set.
  const ports = JSON.parse(execFileSync(process.execPath, ["scripts/test/free-ports.mjs", ...unset], { encoding: "utf8" })) as Record<string, string>;
  Object.assign(process.env, ports);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const firestorePort = Number(process.env.E2E_FIRESTORE_PORT);
const firestoreURL = `http://127.0.0.1:${firestorePort}`;

// The Firestore emulator comes with the Google Cloud CLI; where it is missing, that project is left out, loudly.
const gcloudFound = spawnSync("sh", ["-c", "command -v gcloud"], { stdio: "ignore" }).status === 0;
if (!gcloudFound) {
  console.warn("\n!!! FIRESTORE END-TO-END PROJECT SKIPPED: the Google Cloud CLI (gcloud) is not installed. !!!\n");
}

const sqliteSite: SiteMetadata = { store: "sqlite", dataDir: path.resolve(process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`) };
const apphostingPort = Number(process.env.E2E_APPHOSTING_PORT);
const apphostingURL = `http://127.0.0.1:${apphostingPort}`;
// A throwaway copy of the tree, outside it: the adapter renames next.config.ts while it builds.
process.env.E2E_APPHOSTING_DIR ??= path.join(tmpdir(), `openseat-apphosting-${apphostingPort}`);
const apphostingSite: SiteMetadata = {
  store: "firestore",
  dataDir: path.join(process.env.E2E_APPHOSTING_DIR, "data"),
  firestoreEmulatorHost: `${emulatorLoopback}:${process.env.E2E_FIRESTORE_EMULATOR_PORT}`,
  authEmulatorHost: `${emulatorLoopback}:${process.env.E2E_AUTH_EMULATOR_PORT}`,
  projectId: emulatorProjectId,
};
const firestoreSite: SiteMetadata = {
  store: "firestore",
  dataDir: path.resolve(`.data/e2e-${firestorePort}`),
  firestoreEmulatorHost: `${emulatorLoopback}:${process.env.E2E_FIRESTORE_EMULATOR_PORT}`,
  authEmulatorHost: `${emulatorLoopback}:${process.env.E2E_AUTH_EMULATOR_PORT}`,
  projectId: emulatorProjectId,
};

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Four workers on the two-core machines CI runs on: the suite waits far more than it computes (animation
  // frames, page loads, server round trips, the emulators, mail polled once a second). A full run on two
  // workers used 19 CPU-minutes in 35.5 minutes of wall time on two cores, about a quarter of the machine; the
  // focus and page sweeps took 313 s on four workers against 387 s on two, on a machine loaded by other builds.
  workers: 4,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // Recording a trace costs every test (the page's snapshots and screencast at each call: about 60% more CPU
    // for the layout sweeps' thousands of evaluations), so only a retry records one: in CI every failure is
    // retried once, and the retry's trace is kept. Locally, `--trace on` records one when wanted.
    trace: "on-first-retry",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...quietChromiumFlags],
    },
  },
  // The firestore and apphosting projects are listed first so that their long serial journeys (a second
  // factor waiting for the app's next code, two server processes, the bundle's SIGTERM) start at once and
  // run beside the sqlite project's hundreds of short tests, instead of after them with one worker idle.
  projects: [
    ...(gcloudFound
      ? [
          {
            name: "firestore",
            testMatch: /(account|admin|booking|call-mail|delegation|figures|google-sign-in|invitations|invitations-google|lead-desk|outbox|reminders|second-factor|shared-limits|team)\.spec\.ts/,
            // Tagged tests only: the journeys that reach the store, and Google sign-in.
            grep: /@store|@firebase-auth/,
            use: { baseURL: firestoreURL },
            metadata: firestoreSite,
          },
          {
            // The platform's own build of this tree on the pinned Node.js major, on the same emulators.
            name: "apphosting",
            testMatch: /apphosting-bundle\.spec\.ts/,
            use: { baseURL: apphostingURL },
            metadata: apphostingSite,
          },
        ]
      : []),
    { name: "sqlite", testIgnore: /(google-sign-in|invitations-google|apphosting-bundle)\.spec\.ts/, use: { baseURL }, metadata: sqliteSite },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/home`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_PORT: String(port) },
    },
    ...(gcloudFound
      ? [
          {
            // Started after the first server is up, so it serves that build without building again.
            command: "node --import tsx scripts/e2e-server.mjs --store=firestore",
            url: `${firestoreURL}/home`,
            timeout: 300_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
            env: {
              E2E_FIRESTORE_PORT: String(firestorePort),
              E2E_FIRESTORE_EMULATOR_PORT: String(process.env.E2E_FIRESTORE_EMULATOR_PORT),
              E2E_AUTH_EMULATOR_PORT: String(process.env.E2E_AUTH_EMULATOR_PORT),
            },
          },
          {
            // After the Firestore server, whose emulators it shares; builds the bundle unless this run already did.
            command: "node --import tsx scripts/apphosting/serve-bundle.ts",
            url: `${apphostingURL}/home`,
            timeout: 600_000,
            reuseExistingServer: false,
            stdout: "pipe" as const,
            stderr: "pipe" as const,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
            env: {
              E2E_APPHOSTING_PORT: String(apphostingPort),
              E2E_APPHOSTING_DIR: process.env.E2E_APPHOSTING_DIR,
              E2E_FIRESTORE_EMULATOR_PORT: String(process.env.E2E_FIRESTORE_EMULATOR_PORT),
              E2E_AUTH_EMULATOR_PORT: String(process.env.E2E_AUTH_EMULATOR_PORT),
            },
          },
        ]
      : []),
  ],
});
