/**
 * Deletes every delegation request whose last contact is older than the retention period in the site
 * configuration, with its notes, history, messages and .eml files, and the visit figures' days older than
 * theirs (25 months): `npm run data:purge`. Works on either store; run it with
 * the same DATA_DIR / DATA_STORE (and Firebase settings) as the server. `--dry-run` prints the cutoff
 * and deletes nothing.
 */
import { hasFlag } from "@/platform/server/cli-input";
import { FIGURES_RETENTION_MONTHS } from "@/features/analytics/day-key";
import { getFiguresStore } from "@/features/analytics/get-store";
import { purgeOldFigures } from "@/features/analytics/record";
import { getDelegationStore } from "@/features/delegation/get-store";
import { purgeExpiredRequests } from "@/features/delegation/purge";
import { retentionCutoff } from "@/features/delegation/retention";
import { getMessagingConfig } from "@/features/outbox/runtime";
import { site } from "@/platform/config/site";

async function main(): Promise<void> {
  const months = site.dataRetention.requestMonths;
  const now = new Date();
  const store = await getDelegationStore();
  const cutoff = retentionCutoff(now, months).toISOString();
  if (hasFlag(process.argv.slice(2), "dry-run")) {
    console.log(`Retention is ${months} months after the last contact; requests last contacted before ${cutoff} would be deleted.`);
    console.log(`Visit figures are kept ${FIGURES_RETENTION_MONTHS} months; nothing was deleted (dry run).`);
    return;
  }
  const purged = await purgeExpiredRequests(store, now, months, getMessagingConfig().mailDir);
  console.log(`Deleted ${purged} request${purged === 1 ? "" : "s"} last contacted before ${cutoff} (retention: ${months} months).`);
  const figures = await purgeOldFigures({ store: await getFiguresStore(), now: () => now });
  console.log(`Deleted the visit figures of ${figures.days} day${figures.days === 1 ? "" : "s"} before ${figures.firstKept} (retention: ${FIGURES_RETENTION_MONTHS} months).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`data:purge: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
