import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { LEDGER_FILE } from "@/platform/db/data-files";
import type { ErasureLedger } from "@/features/delegation/erasure-ledger/store";

/** The erasure ledger: on SQLite its own file beside the database (a restore replaces the database only); on Firestore a collection. */
export const getErasureLedger = configuredStore<ErasureLedger>(
  {
    sqlite: async () => {
      const { createSqliteErasureLedger } = await import("@/features/delegation/erasure-ledger/sqlite");
      return (database) => createSqliteErasureLedger(database);
    },
    firestore: async () => {
      const { createFirestoreErasureLedger } = await import("@/features/delegation/erasure-ledger/firestore");
      return (db) => createFirestoreErasureLedger(db);
    },
  },
  { sqliteFile: LEDGER_FILE },
);
