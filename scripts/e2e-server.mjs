// Builds the site and serves it for the end-to-end tests, with a fresh data folder per run.
// With --store=firestore it serves the same build on the Firestore and Authentication emulators instead
// (run it as `node --import tsx scripts/e2e-server.mjs --store=firestore`): it starts them on the ports
// the Playwright config chose, and they stop with this process, however it ends.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const firestore = process.argv.includes("--store=firestore");
const buildOnly = process.argv.includes("--build-only");
const port = (firestore ? process.env.E2E_FIRESTORE_PORT : process.env.E2E_PORT) ?? "3100";
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  E2E: "1",
  // The tests play the part of one proxy in front of the server: each names its own client in
  // X-Forwarded-For, so tests never spend each other's allowance (the reverse-proxy spec runs a real one).
  TRUSTED_PROXY_HOPS: "1",
  // The specs sign in with e-mail and password in one request, as before the second factor; the factor's own
  // spec (second-factor.spec.ts) starts a server of its own with it on, as every deployment has it.
  ADMIN_SECOND_FACTOR: "off",
  // As `npm start` and App Hosting run it: SIGTERM lets requests in flight finish (platform/server/graceful-shutdown.ts).
  NEXT_MANUAL_SIG_HANDLE: "true",
};

const nextBin = path.resolve("node_modules/next/dist/bin/next");

let emulators = null;
if (firestore) {
  const { siteEmulatorEnv, startEmulators } = await import("./emulators/launch.ts");
  emulators = await startEmulators({
    firestore: Number(process.env.E2E_FIRESTORE_EMULATOR_PORT),
    auth: Number(process.env.E2E_AUTH_EMULATOR_PORT),
  });
  if (emulators.missing.length > 0) {
    console.error(`The Firestore end-to-end server cannot run: ${emulators.missing.join("; ")}`);
    await emulators.stop();
    process.exit(1);
  }
  Object.assign(env, siteEmulatorEnv(emulators));
} else if (process.env.E2E_SKIP_BUILD !== "1" || buildOnly) {
  // The Firestore server starts after this one is up (Playwright starts web servers in order): one build serves both.
  // `npm test` builds first, as a stage of its own (--build-only), and its servers skip this.
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0 || buildOnly) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", async (code) => {
  await emulators?.stop();
  process.exit(code ?? 0);
});
