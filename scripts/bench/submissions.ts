import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { postDelegationForm } from "./form-post";
import { killTree, startServer, treeRssBytes } from "./server";

const tsx = path.resolve("node_modules/.bin/tsx");

export interface SubmitBenchOutcome {
  readonly ran: boolean;
  readonly exitCode: number | null;
  /** The submission benchmark's own report, as it printed it. */
  readonly output: string;
  /** Its last JSON line, when it printed one. */
  readonly figures: Record<string, unknown> | null;
}

/** Runs the delegation issue's submission benchmark (scripts/bench/submit.ts) unchanged. */
export function runSubmitBench(env: NodeJS.ProcessEnv, submissions: number, log: (line: string) => void): SubmitBenchOutcome {
  const script = path.resolve("scripts/bench/submit.ts");
  if (!existsSync(script)) return { ran: false, exitCode: null, output: "scripts/bench/submit.ts is not there", figures: null };
  log(`submit bench: ${submissions} requests`);
  const result = spawnSync(tsx, ["--conditions=react-server", script, `--count=${submissions}`, "--no-build", `--dist-dir=${env.NEXT_DIST_DIR ?? ".next-bench"}`], {
    env,
    encoding: "utf8",
    timeout: 10 * 60_000,
    maxBuffer: 16 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`.trim();
  let figures: Record<string, unknown> | null = null;
  for (const line of output.split("\n").reverse()) {
    try {
      const parsed = JSON.parse(line) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
        figures = parsed as Record<string, unknown>;
        break;
      }
    } catch {
      // Not the JSON line.
    }
  }
  return { ran: true, exitCode: result.status, output, figures };
}

export interface CrashCheckOutcome {
  /** Confirmations (with a reference) received before the kill. */
  readonly confirmed: number;
  /** Of those, how many the restarted server's store holds. */
  readonly storedAfterRestart: number;
  readonly missing: readonly string[];
  /** Requests cut off by the kill (no confirmation): allowed to be stored or not. */
  readonly interrupted: number;
  readonly servedAfterRestart: boolean;
  readonly peakRssBytes: number;
}

function storedReferences(env: NodeJS.ProcessEnv): Set<string> {
  const result = spawnSync(tsx, ["--conditions=react-server", path.resolve("scripts/bench/stored-references.ts")], { env, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`reading the store failed: ${result.stderr}`);
  return new Set(JSON.parse(result.stdout.trim().split("\n").at(-1) ?? "[]") as string[]);
}

/**
 * Posts forms with `concurrency` workers, SIGKILLs the server mid-run, restarts it on the same
 * data and checks that every request the visitor saw confirmed is stored: success is only shown
 * after the write is durable.
 */
export async function crashCheck(env: NodeJS.ProcessEnv, concurrency: number, log: (line: string) => void): Promise<CrashCheckOutcome> {
  const first = await startServer(env);
  const confirmed: string[] = [];
  let interrupted = 0;
  let killed = false;
  let sequence = 0;
  let peak = 0;
  const worker = async () => {
    while (!killed) {
      sequence += 1;
      try {
        const result = await postDelegationForm(first.origin, sequence);
        if (result.reference) confirmed.push(result.reference);
        else if (killed) interrupted += 1;
      } catch {
        if (killed) interrupted += 1;
      }
    }
  };
  const workers = Array.from({ length: concurrency }, worker);
  // Kill once enough confirmations show the run is in full flow, or after 20 s regardless.
  const started = Date.now();
  while (confirmed.length < 25 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 50));
  if (first.process.pid) {
    peak = Math.max(first.peakRssBytes(), treeRssBytes(first.process.pid));
    killed = true;
    killTree(first.process.pid);
  }
  await first.stop("SIGKILL");
  await Promise.all(workers);
  log(`crash check: killed after ${confirmed.length} confirmations, ${interrupted} cut off`);

  const second = await startServer(env);
  let servedAfterRestart = false;
  try {
    servedAfterRestart = (await postDelegationForm(second.origin, sequence + 1)).reference !== null;
    peak = Math.max(peak, second.peakRssBytes());
  } finally {
    await second.stop();
  }
  const stored = storedReferences(env);
  const missing = confirmed.filter((reference) => !stored.has(reference));
  return { confirmed: confirmed.length, storedAfterRestart: confirmed.length - missing.length, missing, interrupted, servedAfterRestart, peakRssBytes: peak };
}
