/**
 * Readies a Firestore database a backup was restored into, before the site is pointed at it:
 * `FIRESTORE_DATABASE_ID=restored-db npm run data:after-restore -- --erasures-from "(default)"` (with the
 * Firestore settings and NEXTAUTH_SECRET of the deployment). It does to the restored database what
 * `data:restore` does to a SQLite copy: carries out again the erasures recorded in the database the site
 * used until now (and records them in the restored one), deletes requests past retention, holds the
 * messages that were pending and ends every session. Safe to run again. docs/backups.md has the steps.
 */
import { z } from "zod";
import { settleRestoredData, unreadableFactors } from "@/app/after-restore";
import { createFirestoreFactorStore } from "@/features/auth/factor-store/firestore";
import { resolveSessionSecret } from "@/features/auth/session/session-token";
import { createFirestoreSessionStore } from "@/features/auth/session-store/firestore";
import { addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { createFirestoreErasureLedger } from "@/features/delegation/erasure-ledger/firestore";
import { createFirestoreDelegationStore } from "@/features/delegation/firestore";
import { createFirestoreOutboxStore } from "@/features/outbox/firestore";
import { site } from "@/platform/config/site";
import { getEnv } from "@/platform/env";
import { DEFAULT_DATABASE_ID, getFirestoreDb } from "@/platform/firebase/admin";
import { readFlag } from "@/platform/server/cli-input";

function fail(message: string): never {
  console.error(`data:after-restore: ${message}`);
  process.exit(1);
}

const databaseId = z.string().regex(/^(?:\(default\)|[a-z][a-z0-9-]{2,61}[a-z0-9])$/, "--erasures-from must name a Firestore database: (default) or its id");

async function main(): Promise<void> {
  const env = getEnv();
  if (env.DATA_STORE !== "firestore") fail("DATA_STORE is sqlite: `npm run data:restore` restores the SQLite store and does all of this itself.");
  const restored = env.FIRESTORE_DATABASE_ID ?? DEFAULT_DATABASE_ID;
  const from = databaseId.safeParse(readFlag(process.argv.slice(2), "erasures-from") ?? "");
  if (!from.success) fail(`${from.error.issues[0]?.message}: the database the site used until now, whose erasure ledger is complete.`);
  if (from.data === restored) fail(`--erasures-from names the restored database itself (${restored}): its ledger is the backup's. Give the database the site used until now.`);

  const db = getFirestoreDb(restored);
  const previous = createFirestoreErasureLedger(getFirestoreDb(from.data));
  const ledger = createFirestoreErasureLedger(db);
  const now = new Date();
  const records = await previous.list(now.toISOString());
  // The restored database's ledger becomes complete too, for the next restore from it.
  for (const record of records) await ledger.record(record);
  const secret = resolveSessionSecret(env);
  const requests = createFirestoreDelegationStore(db, { retentionMonths: site.dataRetention.requestMonths });
  const settled = await settleRestoredData(
    { requests, sessions: createFirestoreSessionStore(db), outbox: createFirestoreOutboxStore(db) },
    records,
    [addressKey(secret)],
    now,
    site.dataRetention.requestMonths,
  );
  const factors = await unreadableFactors(createFirestoreFactorStore(db), secret);

  console.log(`Readied the Firestore database ${restored} (erasures read from ${from.data}):`);
  console.log(`  - Carried out again ${records.length} recorded erasure(s): ${settled.erasures.erased.length} request(s) erased again${settled.erasures.byIdOnly > 0 ? `, ${settled.erasures.byIdOnly} erasure(s) recorded under another session secret matched by request id only` : ""}.`);
  console.log(`  - Deleted ${settled.purged} request(s) past the retention period.`);
  console.log(`  - Held ${settled.messagesHeld} pending message(s): an admin releases them on the admin dashboard.`);
  console.log(`  - Ended ${settled.sessionsEnded} admin session(s).`);
  console.log("  - Recovery codes used since the backup was taken work again: an admin who used one since should run `npm run admin:reset-factor -- EMAIL`.");
  if (factors.unreadable.length > 0) console.log(`  - ${factors.unreadable.length} second factor(s) cannot be read with this NEXTAUTH_SECRET; each needs \`npm run admin:reset-factor -- EMAIL\`: ${factors.unreadable.join(", ")}.`);
  console.log(`Next: recreate the TTL policies on ${restored} (a backup carries none), then set FIRESTORE_DATABASE_ID=${restored} and roll out (docs/backups.md).`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => fail(error instanceof Error ? error.message : String(error)),
);
