import "server-only";
import { backupRunsSchema } from "@/platform/backup/runs-schema";
import { migrate, type FeatureSchema } from "@/platform/db/schema/migration";
import { openDatabase } from "@/platform/db/sqlite";
import { erasuresSchema } from "@/features/delegation/erasure-ledger/sqlite-schema";
import { adminFactorsSchema } from "@/features/auth/factor-store/sqlite-schema";
import { adminSessionRecordsSchema } from "@/features/auth/session-store/sqlite-schema";
import { adminsSchema } from "@/features/auth/admin-store/sqlite-schema";
import { bookingSchema } from "@/features/booking/sqlite-schema";
import { delegationSchema } from "@/features/delegation/sqlite-schema";
import { figuresSchema } from "@/features/analytics/sqlite-schema";
import { outboxSchema } from "@/features/outbox/sqlite-schema";
import { reminderKeysSchema } from "@/features/admin/reminders/sqlite-schema";
import { rateLimitsSchema } from "@/platform/rate-limit/sqlite-schema";
import { teamSchema } from "@/features/team/sqlite-schema";

/**
 * Every feature's SQLite tables, for what looks at the whole file (the schema's tests, tools over the data
 * folder). Each feature owns its migrations beside its adapter, and the adapter applies them (with those of
 * the features whose tables it writes) when it is created; nothing that serves a request reads this list.
 * A key is what existing files record their applied versions under, so it never changes once shipped.
 */
export const schemaFeatures: readonly FeatureSchema[] = [
  delegationSchema,
  adminsSchema,
  rateLimitsSchema,
  outboxSchema,
  teamSchema,
  figuresSchema,
  adminFactorsSchema,
  adminSessionRecordsSchema,
  bookingSchema,
  reminderKeysSchema,
];

/**
 * The ledger file's tables (platform/db/data-files.ts): what a restore of the database must not roll back.
 * Never applied to the database itself, and a backup of it does not record them.
 */
export const ledgerSchemas: readonly FeatureSchema[] = [erasuresSchema, backupRunsSchema];

let owners: ReadonlyMap<string, string> | undefined;

/**
 * Which feature's migrations create each table of the database, found by applying them in order to an
 * empty database in memory: the backup command's rows per feature, never a list kept by hand.
 */
export function tableOwners(): ReadonlyMap<string, string> {
  if (owners) return owners;
  const db = openDatabase(".", ":memory:");
  const tables = () => new Set((db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((row) => row.name));
  const found = new Map<string, string>();
  try {
    for (const { feature, migrations } of schemaFeatures) {
      const before = tables();
      migrate(db, feature, migrations);
      for (const table of tables()) if (!before.has(table)) found.set(table, feature);
    }
  } finally {
    db.close();
  }
  owners = found;
  return found;
}
