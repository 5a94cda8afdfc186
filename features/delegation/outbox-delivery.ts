import "server-only";
import { configuredStore } from "@/platform/db/configured-store";
import { createOutboxDelivery } from "@/features/outbox/runtime";
import type { OutboxStore } from "@/features/outbox/store";

/**
 * The outbox as this process delivers it: the store that settles each try writes, when it gives up on a reply
 * written on the desk, that the request waits for a reply again, in the failure's own write (SQLite transaction,
 * Firestore transaction; sqliteReplyLapse and firestoreReplyLapse). Every delivery goes through these functions.
 */
const getDeliveringStore = configuredStore<OutboxStore>({
  sqlite: async () => {
    const [{ createSqliteOutboxStore }, { sqliteReplyLapse }] = await Promise.all([import("@/features/outbox/sqlite"), import("@/features/delegation/sqlite")]);
    return (database) => createSqliteOutboxStore(database, { onGiveUp: sqliteReplyLapse(database) });
  },
  firestore: async () => {
    const [{ createFirestoreOutboxStore }, { firestoreReplyLapse }] = await Promise.all([import("@/features/outbox/firestore"), import("@/features/delegation/firestore")]);
    return (db) => createFirestoreOutboxStore(db, { onGiveUp: firestoreReplyLapse(db) });
  },
});

export const { deliverOutbox, deliverOutboxQuietly, deliverStoredQuietly, onOutboxTimer, scheduleOutboxDelivery, servingVisitor } = createOutboxDelivery(getDeliveringStore);
