import { sentPath } from "@/platform/config/form-paths";
import { referencePattern } from "@/features/delegation/reference";


/** With the request's signed booking token, the page offers the booking step; without it, only the reference. */
export function sentUrl(reference: string, bookingLink?: string): string {
  return `${sentPath}?${new URLSearchParams({ reference, ...(bookingLink ? { booking: bookingLink } : {}) }).toString()}`;
}

/** The reference in the address, when it has exactly the shape references are issued in. */
export function referenceFromQuery(value: string | string[] | undefined): string | null {
  const reference = Array.isArray(value) ? value[0] : value;
  return reference !== undefined && referencePattern.test(reference) ? reference : null;
}
