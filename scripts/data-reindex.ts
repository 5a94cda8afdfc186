/**
 * Firestore only: brings delegation requests stored before search entries and retention existed, or before
 * phones, websites and owners were searchable, or before the reminder sweep read the reply due time, up to
 * date (search entries, last contact, TTL field, reply due time):
 * `npm run data:reindex`. Safe to run more than once.
 * Run it with the same DATA_STORE and Firebase settings as the server.
 */
import { getEnv } from "@/platform/env";
import { getFirestoreDb } from "@/platform/firebase/admin";
import { backfillFirestoreRequests } from "@/features/delegation/firestore-backfill";
import { site } from "@/platform/config/site";

async function main(): Promise<void> {
  if (getEnv().DATA_STORE !== "firestore") {
    console.log("Nothing to do: the SQLite store brings its own tables up to date when it opens.");
    return;
  }
  const updated = await backfillFirestoreRequests(getFirestoreDb(), site.dataRetention.requestMonths);
  console.log(`Brought ${updated} request${updated === 1 ? "" : "s"} up to date.`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`data:reindex: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
