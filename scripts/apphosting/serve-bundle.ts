// Serves the App Hosting bundle for the end-to-end smoke test: builds it in a throwaway folder (unless the test
// run built it already), then runs the bundle's own run command on the pinned Node.js major, as a local run on
// the Firestore and Authentication emulators the "firestore" project started. The details a spec needs to start
// a second instance (the SIGTERM test) go to `smoke.json` beside the bundle.
//
//   node --import tsx scripts/apphosting/serve-bundle.ts          (Playwright's web server for "apphosting")
//   node --import tsx scripts/apphosting/serve-bundle.ts --build-only
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pinnedMajor } from "../runtime/pinned-node.mjs";
import { emulatorLoopback, emulatorProjectId } from "../emulators/protocol";
import { siteEmulatorEnv } from "../emulators/launch";
import { appHostingValues, buildBundle, runArguments, type BuiltBundle } from "./bundle";
import { dataDirOf, smokeBundleDir, type SmokeBundle } from "./smoke-bundle";

function runtimeEnv(dir: string, port: string): Record<string, string> {
  const base = `http://127.0.0.1:${port}`;
  const emulators = siteEmulatorEnv({
    projectId: emulatorProjectId,
    firestore: `${emulatorLoopback}:${process.env.E2E_FIRESTORE_EMULATOR_PORT}`,
    auth: `${emulatorLoopback}:${process.env.E2E_AUTH_EMULATOR_PORT}`,
    missing: [],
  });
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    // What App Hosting gives the server: apphosting.yaml's run-time values, the secrets it would fetch
    // (random here), and the host Cloud Run listens on.
    ...appHostingValues("RUNTIME"),
    NEXTAUTH_SECRET: randomBytes(32).toString("hex"),
    FORM_SECRET: randomBytes(32).toString("hex"),
    HOSTNAME: "127.0.0.1",
    // A local run, not a deployment: sign-in answers on loopback, and the emulators are allowed (a deployment
    // refuses them). SITE_URL stays the build's, as on the platform.
    NEXTAUTH_URL: base,
    ...emulators,
    DATA_DIR: dataDirOf(dir),
    // The tests name their own client in X-Forwarded-For, as one proxy would.
    TRUSTED_PROXY_HOPS: "1",
    // The smoke test signs in with a password alone; a local run may (a deployment refuses it).
    ADMIN_SECOND_FACTOR: "off",
  };
}

type BuiltRecord = Omit<BuiltBundle, "dir">;

/** Builds the bundle (or reads the one this run built already, with --build-only). */
function builtBundle(dir: string, rebuild: boolean): BuiltRecord {
  const record = path.join(dir, "built.json");
  if (!rebuild && existsSync(record)) return JSON.parse(readFileSync(record, "utf8")) as BuiltRecord;
  const { dir: _dir, ...built } = buildBundle(dir);
  console.log(`App Hosting bundle built in ${(built.buildMs / 1000).toFixed(1)} s on Node.js ${built.nodeVersion}: ${built.bundle.runConfig.runCommand}`);
  writeFileSync(record, JSON.stringify(built, null, 2));
  return built;
}

async function main(): Promise<void> {
  const dir = smokeBundleDir();
  const buildOnly = process.argv.includes("--build-only");
  const built = builtBundle(dir, buildOnly);
  if (buildOnly) return;

  const port = process.env.E2E_APPHOSTING_PORT ?? "3300";
  const smoke: SmokeBundle = {
    dir,
    node: built.node,
    nodeVersion: built.nodeVersion,
    pinnedMajor: pinnedMajor(),
    args: runArguments(built.bundle),
    bundle: built.bundle,
    env: runtimeEnv(dir, port),
  };
  writeFileSync(path.join(dir, "smoke.json"), JSON.stringify(smoke, null, 2));
  rmSync(dataDirOf(dir), { recursive: true, force: true });
  mkdirSync(dataDirOf(dir), { recursive: true });
  const server = spawn(smoke.node, [...smoke.args], { cwd: dir, stdio: "inherit", env: { ...smoke.env, NODE_ENV: "production", PORT: port } });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => {
    // The copy holds a whole build and its packages' links: nothing in it outlives the test run.
    if (!process.env.E2E_KEEP_APPHOSTING_BUNDLE) rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) void main();
