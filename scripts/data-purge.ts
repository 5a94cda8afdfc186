/**
 * Deletes every delegation request whose last contact is older than the retention period in the site
 * configuration, with its notes, history, messages and .eml files: `npm run data:purge`. Works on either store; run it with
 * the same DATA_DIR / DATA_STORE (and Firebase settings) as the server. `--dry-run` prints the cutoff
 * and deletes nothing.
 */
import { hasFlag } from "@/lib/server/cli-input";
import { getDelegationStore } from "@/lib/delegation/get-store";
import { purgeExpiredRequests } from "@/lib/delegation/purge";
import { retentionCutoff } from "@/lib/delegation/retention";
import { getMessagingConfig } from "@/lib/outbox/runtime";
import { site } from "@/lib/site";

async function main(): Promise<void> {
  const months = site.dataRetention.requestMonths;
  const now = new Date();
  const store = await getDelegationStore();
  const cutoff = retentionCutoff(now, months).toISOString();
  if (hasFlag(process.argv.slice(2), "dry-run")) {
    console.log(`Retention is ${months} months after the last contact; requests last contacted before ${cutoff} would be deleted.`);
    return;
  }
  const purged = await purgeExpiredRequests(store, now, months, getMessagingConfig().mailDir);
  console.log(`Deleted ${purged} request${purged === 1 ? "" : "s"} last contacted before ${cutoff} (retention: ${months} months).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`data:purge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
