import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import { site } from "@/lib/site";
import type { DelegationRequestStore } from "@/lib/delegation/store";

/** The delegation requests, on the configured storage, created once per process. */
export const getDelegationStore = configuredStore<DelegationRequestStore>({
  sqlite: async () => {
    const { createSqliteDelegationStore } = await import("@/lib/delegation/sqlite");
    return (database) => createSqliteDelegationStore(database, { retentionMonths: site.dataRetention.requestMonths });
  },
  firestore: async () => {
    const { createFirestoreDelegationStore } = await import("@/lib/delegation/firestore");
    return (db) => createFirestoreDelegationStore(db, { retentionMonths: site.dataRetention.requestMonths });
  },
});
