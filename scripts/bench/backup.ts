import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { requestMessages } from "@/features/delegation/outbox-messages";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { option, seedInput } from "./bench-store";
import { markdownTable } from "./stats";

/**
 * `npm run bench:backup -- --requests=50000`: how long `npm run data:backup` and `npm run data:restore` take on
 * a database of N requests. It seeds them straight through the data layer (each with the confirmation,
 * staff alert and webhook message a real one owes) into a throwaway data folder, then runs the two commands
 * as an operator would, in child processes: the backup while this process keeps the database open, as a
 * live server does; the restore once it has let go. A report, not a test: CI never runs it.
 *
 *   --requests=N (1000)   --keep (leave the data folder and the backup for a look)
 */

const tsx = path.resolve("node_modules/.bin/tsx");

function run(script: string, args: readonly string[], env: NodeJS.ProcessEnv): { ms: number; output: string } {
  const started = performance.now();
  const result = spawnSync(tsx, ["--conditions=react-server", script, ...args], { env, encoding: "utf8", timeout: 30 * 60_000 });
  const ms = performance.now() - started;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`${script} exited with ${result.status ?? result.signal}:\n${output}`);
  return { ms, output };
}

async function main(): Promise<void> {
  const count = Number(option("requests", "1000"));
  if (!Number.isInteger(count) || count < 1) throw new Error("--requests must be a whole number of at least 1");
  const keep = process.argv.includes("--keep");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-bench-backup-"));
  const backupFile = path.join(dataDir, "..", `${path.basename(dataDir)}-backup.sqlite`);
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATA_STORE: "sqlite", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };

  try {
    const db = openDatabase(dataDir);
    const store = createSqliteDelegationStore(db);
    const outbox = requestMessages({ mail: "smtp", salesInbox: ["sales@openseat.example"], webhookUrl: "https://hooks.example.org/leads", siteUrl: new URL("https://www.openseat.example") }, true);
    const seeding = performance.now();
    for (let i = 0; i < count; i += 1) {
      await store.create({
        ...seedInput({ fullName: `Bench Buyer ${i}`, email: `buyer${i}@company${i % 997}.example`, company: `Bench Company ${i % 500}`, message: "Seeded by the backup bench." }, "bench:backup"),
        outbox,
      });
      if ((i + 1) % 10_000 === 0) console.error(`seeded ${i + 1} of ${count}`);
    }
    const seededMs = performance.now() - seeding;
    db.pragma("wal_checkpoint(TRUNCATE)");
    const databaseBytes = statSync(path.join(dataDir, "openseat.sqlite")).size;

    // The backup beside an open connection, as beside a running server.
    const backup = run("scripts/data-backup.ts", ["--to", backupFile], env);
    db.close();
    const restore = run("scripts/data-restore.ts", ["--from", backupFile], env);

    console.error(`\n${backup.output}\n${restore.output}`);
    const copyTime = /in ([\d.]+) s \(/.exec(backup.output)?.[1] ?? "?";
    const phases = /\((copy [^)]*)\)\./.exec(backup.output)?.[1] ?? "";
    console.error(
      `\n${markdownTable(
        ["step", "wall time (s)", "detail"],
        [
          ["seed (data layer, in process)", (seededMs / 1000).toFixed(1), `${count} requests, ${(databaseBytes / 1024 / 1024).toFixed(1)} MB database`],
          ["npm run data:backup", (backup.ms / 1000).toFixed(1), `writing the file ${copyTime} s (${phases}); the rest is the command's start-up`],
          ["npm run data:restore", (restore.ms / 1000).toFixed(1), "copy, integrity check, after-restore steps, swap"],
        ],
      )}`,
    );
    console.error(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
    console.log(JSON.stringify({ requests: count, databaseBytes, seedMs: Math.round(seededMs), backupMs: Math.round(backup.ms), copyS: Number(copyTime), restoreMs: Math.round(restore.ms), node: process.version }));
  } finally {
    if (keep) console.error(`Kept ${dataDir} and ${backupFile}.`);
    else for (const target of [dataDir, backupFile]) rmSync(target, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
