import "server-only";
import { cache } from "react";
import { getBookingDependencies } from "@/features/booking/runtime";
import { loadBookingView, type BookingView } from "@/features/booking/service";

/**
 * The booking view for one token, read once per request: the page's title (which names the outcome) and its
 * body both need it, and two reads could disagree if a booking landed in between.
 */
export const bookingViewFor = cache(async (token: string): Promise<BookingView> => loadBookingView(await getBookingDependencies(), token));
