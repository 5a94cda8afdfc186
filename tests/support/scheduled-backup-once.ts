import { createBackupRuns } from "@/platform/backup/runs";
import { runScheduledBackup } from "@/platform/backup/schedule";
import { LEDGER_FILE } from "@/platform/db/data-files";
import { openDatabase } from "@/platform/db/sqlite";
import { logEvent } from "@/platform/logging/log";

/**
 * One look at the clock by the server's backup timer, in a process of its own: what each server process on
 * a data folder does. `node --import tsx --conditions=react-server tests/support/scheduled-backup-once.ts
 * <data folder> <backup folder> <now, ISO 8601>`; prints the outcome as one JSON line after the log lines.
 */
async function main(): Promise<void> {
  const [dataDir = "", dir = "", now = ""] = process.argv.slice(2);
  const result = await runScheduledBackup({
    schedule: { dir, keep: 14, atMinute: 3 * 60, timeZone: "Europe/London", timerMs: 60_000 },
    source: () => openDatabase(dataDir),
    runs: () => createBackupRuns(openDatabase(dataDir, LEDGER_FILE)),
    log: logEvent,
    now: () => new Date(now),
  });
  process.stdout.write(`${JSON.stringify({ result })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
