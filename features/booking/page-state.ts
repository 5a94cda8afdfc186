import { bookingNotice, chosenZone, type BookingNotice } from "@/features/booking/display";
import { nearestTo, type BookingView } from "@/features/booking/service";
import type { Slot } from "@/features/booking/slots";
import { buyerDisplayZone } from "@/platform/business-hours/display-zone";
import type { BusinessHours } from "@/platform/business-hours/settings";

type Query = Readonly<Record<string, string | string[] | undefined>>;

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** What a booking page shows besides the view: the zone, the notice after a post, and the times nearest a refused one. */
export interface BookingPageState {
  readonly zone: string;
  readonly notice: BookingNotice | null;
  readonly near: readonly Slot[];
}

/**
 * Read from the address, where a redirect after a post or the zone's GET form put them; each is checked,
 * since anyone can type an address: an unknown zone falls back to the buyer's, an unknown notice to none.
 */
export function bookingPageState(view: Extract<BookingView, { state: "open" }>, query: Query, hours: BusinessHours): BookingPageState {
  const zone = chosenZone(one(query.zone)) ?? buyerDisplayZone(view.request.timeZone, hours).timeZone;
  const notice = bookingNotice(one(query.notice));
  // Offered only with a refusal that names a time: a success needs no alternatives.
  const near = notice?.kind === "error" ? nearestTo(view.slots, one(query.near) ?? null) : [];
  return { zone, notice, near };
}
