import "server-only";
import { configuredStore } from "@/lib/db/configured-store";
import type { OutboxStore } from "@/lib/outbox/store";

/** The messages the site owes, on the configured storage, created once per process. */
export const getOutboxStore = configuredStore<OutboxStore>({
  sqlite: async () => {
    const { createSqliteOutboxStore } = await import("@/lib/outbox/sqlite");
    return (database) => createSqliteOutboxStore(database);
  },
  firestore: async () => {
    const { createFirestoreOutboxStore } = await import("@/lib/outbox/firestore");
    return (db) => createFirestoreOutboxStore(db);
  },
});
