// `npm test`: every check the project has, stage by stage, with each stage's time, and one table at the end.
// The production build, shared by both end-to-end stores, is made while the type check and lint run; the App
// Hosting bundle is built after it. Stages stop at the first failure.
import { spawn, spawnSync } from "node:child_process";
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

/**
 * Each stage: its parts, run at the same time, each a name and the commands it runs in order. The type check and
 * lint share a stage with the build: neither needs the other's output, and both are deterministic, so a busy
 * machine makes them slower, never wrong. The unit and contract tests keep a stage to themselves: some time a
 * burst against the Firestore emulator, and beside a build on two cores they ran into their timeouts.
 */
const stages = [
  ...(lockfileInstalled ? [] : [[["lockfile in step with package.json", [["npm", ["ci", "--dry-run", "--ignore-scripts", "--silent", "--no-audit", "--no-fund"]]]]]]),
  [
    ["type check and lint", [npm("typecheck"), npm("lint")]],
    [
      "build",
      [
        node("scripts/e2e-server.mjs", "--build-only"),
        // The platform's own build runs the Firestore end-to-end project's smoke test; without gcloud it is skipped.
        ...(gcloud ? [node("--import", "tsx", "scripts/apphosting/serve-bundle.ts", "--build-only")] : []),
      ],
    ],
  ],
  [["unit and contract", [npm("test:unit")]]],
  [["end to end", [["npx", ["playwright", "test", ...process.argv.slice(2)]]]]],
];

/** Runs one part's commands in order; a part that shares its stage keeps its output until it ends, so none interleave. */
function runPart([name, commands], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const output = [];
    const next = (index) => {
      if (index === commands.length) return resolve({ name, seconds: (Date.now() - started) / 1000, output, failure: null });
      const [command, args] = commands[index];
      const child = spawn(command, args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...env, E2E_SKIP_BUILD: "1" } });
      child.stdout?.on("data", (chunk) => output.push(chunk));
      child.stderr?.on("data", (chunk) => output.push(chunk));
      child.on("close", (code, signal) => {
        if (code === 0) return next(index + 1);
        const failure = `${name}: \`${[path.basename(command), ...args].join(" ")}\` exited with ${code ?? signal}`;
        resolve({ name, seconds: (Date.now() - started) / 1000, output, failure });
      });
    };
    next(0);
  });
}

const times = [];
let failed = null;
for (const parts of stages) {
  const alone = parts.length === 1;
  console.log(`\n=== ${parts.map(([name]) => name).join(", ")}${alone ? "" : " (at the same time)"} ===`);
  const started = Date.now();
  const results = await Promise.all(
    parts.map((part) =>
      runPart(part, alone).then((result) => {
        if (!alone) process.stdout.write(`\n--- ${result.name} ---\n${Buffer.concat(result.output).toString()}`);
        console.log(`=== ${result.name}: ${result.seconds.toFixed(0)} s ===`);
        return result;
      }),
    ),
  );
  for (const { name, seconds } of results) times.push([name, seconds]);
  if (!alone) times.push([`  (the ${parts.length} at the same time)`, (Date.now() - started) / 1000]);
  failed = results.find((result) => result.failure)?.failure ?? null;
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
