/**
 * Runs the reminder sweep once (features/admin/reminders/): the reminders before a first reply is due, the
 * alerts once it is late and the morning digests, each written into the outbox once, as the servers' timer
 * and POST /api/outbox/flush do: `npm run leads:remind`. `--now <ISO instant>` runs it as at that instant,
 * for tests and for an operator who wants to see what it would send: outside a deployment it queues what it
 * finds; in a deployment it only prints. Run it with the server's environment (DATA_DIR / DATA_STORE,
 * SALES_INBOX, SITE_URL …); `npm run outbox:flush` (or the servers) then deliver what it queued.
 */
import { getSweepDependencies } from "@/features/admin/reminders/runtime";
import { runReminderSweep } from "@/features/admin/reminders/sweep";
import { getEnv } from "@/platform/env";
import { readFlag } from "@/platform/server/cli-input";
import { isProductionDeployment } from "@/platform/server/deployment";

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const nowText = readFlag(args, "now");
  const now = nowText === null ? new Date() : new Date(nowText);
  if (nowText !== null && (!/^\d{4}-\d{2}-\d{2}T/.test(nowText) || Number.isNaN(now.getTime()))) {
    throw new Error(`--now takes an ISO 8601 instant such as 2026-11-30T15:55:00Z, not "${nowText.slice(0, 40)}"`);
  }
  // In a deployment an instant other than now only shows what would go: writing it would send real e-mail for a made-up time.
  const write = !(nowText !== null && isProductionDeployment(getEnv()));
  const swept = await runReminderSweep(await getSweepDependencies(() => now), { write });
  const verb = write ? "Queued" : "Would queue";
  if (swept.length === 0) console.log(`Nothing to send as at ${now.toISOString()}.`);
  for (const item of swept) {
    const state = write && !item.written ? " (already queued by another sweep)" : "";
    console.log(`${verb} ${item.kind} about ${item.about} to ${item.recipients.join(", ")}${state}`);
  }
  if (!write) console.log("Nothing was written: --now in a deployment only prints.");
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`leads:remind: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
