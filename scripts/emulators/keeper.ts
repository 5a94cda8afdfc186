/**
 * Owns the Firebase emulators for one test run, benchmark or local session, and makes sure they end.
 *
 *   node --import tsx scripts/emulators/keeper.ts --firestore[=PORT] --auth[=PORT] [--rules=FILE] [--project=ID]
 *
 * It starts each emulator in a process group of its own (gcloud runs Java under a Python wrapper and a
 * shell script; killing the wrapper alone leaves Java running), prints one JSON line describing them
 * once every one answers, and stops every group when it is told to (SIGTERM, SIGINT, SIGHUP) or when
 * its standard input closes. Its parent holds that input open: however the parent ends (a failed test,
 * Ctrl-C, even SIGKILL), the pipe closes and the emulators go with it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { emulatorLoopback, emulatorProjectId, freePort, type EmulatorReady } from "./protocol";

interface Emulator {
  readonly name: "firestore" | "auth";
  readonly child: ChildProcess;
  readonly host: string;
  readonly log: string;
}

function flag(name: string): string | true | undefined {
  for (const arg of process.argv.slice(2)) {
    if (arg === `--${name}`) return true;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return undefined;
}

const projectFlag = flag("project");
const projectId = typeof projectFlag === "string" && projectFlag !== "" ? projectFlag : emulatorProjectId;
const workDir = mkdtempSync(path.join(os.tmpdir(), "openseat-emulators-"));
const running: Emulator[] = [];
let stopping: Promise<void> | null = null;

function hasCommand(command: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has ended.
  }
}

/** SIGTERM to every emulator's group, SIGKILL to whatever is left after five seconds. */
function stopAll(code: number): Promise<void> {
  stopping ??= (async () => {
    const pids = running.map((emulator) => emulator.child.pid).filter((pid): pid is number => pid !== undefined);
    for (const pid of pids) signalGroup(pid, "SIGTERM");
    const deadline = Date.now() + 5_000;
    while (pids.some(groupAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    for (const pid of pids.filter(groupAlive)) signalGroup(pid, "SIGKILL");
    try {
      rmSync(workDir, { recursive: true, force: true });
    } finally {
      process.exit(code);
    }
  })();
  return stopping;
}

function launch(name: Emulator["name"], command: string, args: readonly string[], host: string, extraEnv: Record<string, string> = {}): Emulator {
  const log = path.join(workDir, `${name}.log`);
  const out = createWriteStream(log);
  const child = spawn(command, args, {
    cwd: workDir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CLOUDSDK_CORE_DISABLE_PROMPTS: "1", NO_UPDATE_NOTIFIER: "1", ...extraEnv },
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const emulator = { name, child, host, log };
  running.push(emulator);
  child.once("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`[emulators] the ${name} emulator stopped (${signal ?? code}); its log:\n${tail(log)}\n`);
    void stopAll(1);
  });
  return emulator;
}

function tail(file: string): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-60).join("\n");
  } catch {
    return "(no log)";
  }
}

async function startFirestore(port: number, rules: string | undefined): Promise<Emulator> {
  const host = `${emulatorLoopback}:${port}`;
  const args = ["emulators", "firestore", "start", `--host-port=${host}`, "--quiet"];
  if (rules) args.push(`--rules=${path.resolve(rules)}`);
  return launch("firestore", "gcloud", args, host);
}

async function startAuth(port: number): Promise<Emulator> {
  const host = `${emulatorLoopback}:${port}`;
  // firebase-tools also binds a hub and a logging port; fixed defaults would collide with another run.
  const [hub, logging] = [await freePort(), await freePort()];
  const config = {
    emulators: {
      auth: { host: emulatorLoopback, port },
      hub: { host: emulatorLoopback, port: hub },
      logging: { host: emulatorLoopback, port: logging },
      ui: { enabled: false },
    },
  };
  writeFileSync(path.join(workDir, "firebase.json"), JSON.stringify(config));
  const cli = path.resolve("node_modules/firebase-tools/lib/bin/firebase.js");
  // Its settings store and hub locator go in this run's own folder: runs side by side share no file.
  const own = { TMPDIR: workDir, XDG_CONFIG_HOME: workDir };
  return launch("auth", process.execPath, [cli, "emulators:start", "--only", "auth", "--project", projectId, "--debug"], host, own);
}

/** Resolves once the emulator answers HTTP; both answer their root path when ready. */
async function waitUntilServing(emulator: Emulator, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      const response = await fetch(`http://${emulator.host}/`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${emulator.name} emulator did not answer within ${timeoutMs / 1000} s; its log:\n${tail(emulator.log)}`);
}

async function main(): Promise<void> {
  // Whoever reads our output may be gone (a closed pipe): that must never stop the keeper before its emulators.
  for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
  for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) process.on(signal, () => void stopAll(0));
  process.stdin.on("end", () => void stopAll(0));
  process.stdin.on("error", () => void stopAll(0));
  process.stdin.resume();

  const wantFirestore = flag("firestore");
  const wantAuth = flag("auth");
  const rules = flag("rules");
  const ready: EmulatorReady = { projectId, firestore: null, auth: null, missing: [] };
  const pending: Promise<void>[] = [];

  if (wantFirestore) {
    if (hasCommand("gcloud")) {
      const port = wantFirestore === true ? await freePort() : Number(wantFirestore);
      const emulator = await startFirestore(port, typeof rules === "string" ? rules : undefined);
      pending.push(waitUntilServing(emulator).then(() => void (ready.firestore = emulator.host)));
    } else {
      ready.missing.push("firestore: the Google Cloud CLI (gcloud) with its cloud-firestore-emulator component is not installed");
    }
  }
  if (wantAuth) {
    const port = wantAuth === true ? await freePort() : Number(wantAuth);
    const emulator = await startAuth(port);
    pending.push(waitUntilServing(emulator).then(() => void (ready.auth = emulator.host)));
  }

  try {
    await Promise.all(pending);
  } catch (error) {
    process.stderr.write(`[emulators] ${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll(1);
    return;
  }
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

void main();
