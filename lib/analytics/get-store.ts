import "server-only";
import { configuredStore } from "@/lib/server/configured-store";
import type { FiguresStore } from "./store";

/** The figures' counters live in the configured store, beside the delegation requests. */
export const getFiguresStore = configuredStore<FiguresStore>({
  sqlite: async () => {
    const { createSqliteFiguresStore } = await import("./sqlite");
    return (database) => createSqliteFiguresStore(database);
  },
  firestore: async () => {
    const { createFirestoreFiguresStore } = await import("./firestore");
    return (db) => createFirestoreFiguresStore(db);
  },
});
