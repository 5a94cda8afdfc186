import "server-only";
import type { BookingStore } from "@/features/booking/store";
import { configuredStore } from "@/platform/db/configured-store";

/** The buyers' calls beside the requests they belong to: SQLite by default, Firestore's `bookings` and `bookingSlots` when configured. */
export const getBookingStore = configuredStore<BookingStore>({
  sqlite: async () => {
    const { createSqliteBookingStore } = await import("@/features/booking/sqlite");
    return (database) => createSqliteBookingStore(database);
  },
  firestore: async () => {
    const { createFirestoreBookingStore } = await import("@/features/booking/firestore");
    return (db) => createFirestoreBookingStore(db);
  },
});
