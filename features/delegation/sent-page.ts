import { referencePattern } from "@/features/delegation/reference";

/**
 * The confirmation page's address. It carries the request's reference, which the page only echoes, and
 * the signed booking token: only a valid token makes the page look anything up, so a guessed address
 * tells nothing.
 */
export const sentPath = "/delegation-tasks-guide/form/sent";

/** With the request's signed booking token, the page offers the booking step; without it, only the reference. */
export function sentUrl(reference: string, bookingLink?: string): string {
  return `${sentPath}?${new URLSearchParams({ reference, ...(bookingLink ? { booking: bookingLink } : {}) }).toString()}`;
}

/** The reference in the address, when it has exactly the shape references are issued in. */
export function referenceFromQuery(value: string | string[] | undefined): string | null {
  const reference = Array.isArray(value) ? value[0] : value;
  return reference !== undefined && referencePattern.test(reference) ? reference : null;
}
