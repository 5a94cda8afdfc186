import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export const nextBin = path.resolve("node_modules/next/dist/bin/next");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export function buildSite(env: NodeJS.ProcessEnv): void {
  // A build into another folder (.next-bench) makes Next add that folder's types to tsconfig.json;
  // the bench puts the file back so a run leaves the working tree as it found it.
  const tsconfig = readFileSync("tsconfig.json", "utf8");
  try {
    const result = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  } finally {
    writeFileSync("tsconfig.json", tsconfig);
  }
}

/** A process and all its descendants, parents first, from /proc (Linux); just the pid elsewhere. */
export function processTree(pid: number): number[] {
  const tree: number[] = [];
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop() as number;
    tree.push(current);
    try {
      for (const task of readdirSync(`/proc/${current}/task`)) {
        const children = readFileSync(`/proc/${current}/task/${task}/children`, "utf8").trim();
        if (children) pending.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // Ended, or no /proc here.
    }
  }
  return tree;
}

/** Resident memory of a process tree in bytes; 0 where /proc is missing. */
export function treeRssBytes(pid: number): number {
  let total = 0;
  for (const current of processTree(pid)) {
    try {
      total += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${current}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // Ended between samples.
    }
  }
  return total;
}

/**
 * CPU seconds (user and system) a process tree has used so far; 0 where /proc is missing. A child that ended is
 * no longer counted, so read it around work the tree's processes outlive.
 */
export function treeCpuSeconds(pid: number): number {
  let ticks = 0;
  for (const current of processTree(pid)) {
    try {
      // After the command's closing parenthesis: utime and stime are the 12th and 13th fields.
      const fields = readFileSync(`/proc/${current}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // Ended between reads.
    }
  }
  // The kernel's USER_HZ is 100 on every Linux the benches run on.
  return ticks / 100;
}

export interface RunningServer {
  readonly origin: string;
  readonly process: ChildProcess;
  /** Highest tree RSS seen since start, sampled every 200 ms. */
  peakRssBytes(): number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface StartOptions {
  readonly port?: number;
  /** The app's folder; the project itself by default. */
  readonly cwd?: string;
  /** A page that answers 200 once the server is ready. */
  readonly readyPath?: string;
  /** The Next.js command to run; the project's own by default. */
  readonly nextBin?: string;
}

/** `next start` on a free loopback port; resolves once the ready page (/home) answers. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  { port, cwd, readyPath = "/home", nextBin: bin = nextBin }: StartOptions = {},
): Promise<RunningServer> {
  const chosen = port ?? (await freePort());
  const origin = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, [bin, "start", "-H", "127.0.0.1", "-p", String(chosen)], {
    cwd,
    env: { ...env, SITE_URL: origin, NEXTAUTH_URL: origin },
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRssBytes(child.pid));
  }, 200);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    clearInterval(sampler);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}${readyPath}`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error("next start did not answer within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, process: child, peakRssBytes: () => peak, stop };
}
