import "server-only";
import type { BookingStore } from "@/lib/booking/store";
import { configuredStore } from "@/lib/db/configured-store";

/** The buyers' calls beside the requests they belong to: SQLite by default, Firestore's `bookings` and `bookingSlots` when configured. */
export const getBookingStore = configuredStore<BookingStore>({
  sqlite: async () => {
    const { createSqliteBookingStore } = await import("@/lib/booking/sqlite");
    return (database) => createSqliteBookingStore(database);
  },
  firestore: async () => {
    const { createFirestoreBookingStore } = await import("@/lib/booking/firestore");
    return (db) => createFirestoreBookingStore(db);
  },
});
