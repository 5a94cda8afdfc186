// `npm test`: every check the project has, stage by stage, with each stage's time, and one table at the end.
// The production build is its own stage, shared by both end-to-end stores; the App Hosting bundle is built
// beside it. Stages stop at the first failure.
import { spawnSync } from "node:child_process";
import { appendFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePorts } from "./free-ports.mjs";

// Ports chosen once, here, so the build (which records its address) and Playwright's servers agree.
const ports = await freePorts(["E2E_PORT", "E2E_FIRESTORE_PORT", "E2E_FIRESTORE_EMULATOR_PORT", "E2E_AUTH_EMULATOR_PORT", "E2E_APPHOSTING_PORT"]);
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  ...Object.fromEntries(Object.entries(ports).filter(([name]) => !process.env[name])),
};
env.E2E_APPHOSTING_DIR ??= path.join(tmpdir(), `openseat-apphosting-${env.E2E_APPHOSTING_PORT}`);

const gcloud = spawnSync("sh", ["-c", "command -v gcloud"], { stdio: "ignore" }).status === 0;
const npm = (script) => ["npm", ["run", "--silent", script]];
const node = (...args) => [process.execPath, args];

// .ci/run has just installed with `npm ci`, which fails on a lockfile out of step with package.json: the dry run
// would check the same thing a second time.
const lockfileInstalled = process.env.LOCKFILE_INSTALLED_BY_NPM_CI === "1";

/** Each stage: a name and the commands it runs, in order. */
const stages = [
  ...(lockfileInstalled ? [] : [["lockfile in step with package.json", [["npm", ["ci", "--dry-run", "--ignore-scripts", "--silent", "--no-audit", "--no-fund"]]]]]),
  ["type check and lint", [npm("typecheck"), npm("lint")]],
  ["unit and contract", [npm("test:unit")]],
  [
    "build",
    [
      node("scripts/e2e-server.mjs", "--build-only"),
      // The platform's own build runs the Firestore end-to-end project's smoke test; without gcloud it is skipped.
      ...(gcloud ? [node("--import", "tsx", "scripts/apphosting/serve-bundle.ts", "--build-only")] : []),
    ],
  ],
  ["end to end", [["npx", ["playwright", "test", ...process.argv.slice(2)]]]],
];

const times = [];
let failed = null;
for (const [name, commands] of stages) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  for (const [command, args] of commands) {
    const result = spawnSync(command, args, { stdio: "inherit", env: { ...env, E2E_SKIP_BUILD: "1" } });
    if (result.status !== 0) {
      failed = `${name}: \`${[path.basename(command), ...args].join(" ")}\` exited with ${result.status ?? result.signal}`;
      break;
    }
  }
  times.push([name, (Date.now() - started) / 1000]);
  console.log(`=== ${name}: ${times.at(-1)[1].toFixed(0)} s ===`);
  if (failed) break;
}

console.log("\nStage times:");
for (const [name, seconds] of times) console.log(`  ${name.padEnd(36)} ${seconds.toFixed(0).padStart(5)} s`);
// .ci/run prints these in its own table, beside the install's.
if (process.env.STAGE_TIMES_FILE) {
  appendFileSync(process.env.STAGE_TIMES_FILE, times.map(([name, seconds]) => `${name}\t${seconds.toFixed(0)}\n`).join(""));
}
if (failed) {
  console.error(`\nFailed: ${failed}`);
  process.exit(1);
}
