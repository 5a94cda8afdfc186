import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { site } from "@/platform/config/site";
import type { DelegationRequestStore } from "@/features/delegation/store";

/** The delegation requests, on the configured storage, created once per process. */
export const getDelegationStore = configuredStore<DelegationRequestStore>({
  sqlite: async () => {
    const { createSqliteDelegationStore } = await import("@/features/delegation/sqlite");
    return (database) => createSqliteDelegationStore(database, { retentionMonths: site.dataRetention.requestMonths });
  },
  firestore: async () => {
    const { createFirestoreDelegationStore } = await import("@/features/delegation/firestore");
    return (db) => createFirestoreDelegationStore(db, { retentionMonths: site.dataRetention.requestMonths });
  },
});
