import { referencePattern } from "@/lib/delegation/reference";

/**
 * The confirmation page's address. It carries the request's reference and nothing else: the page shows
 * that reference and the next steps, looks nothing up, and so tells a guessed address nothing.
 */
export const sentPath = "/delegation-tasks-guide/form/sent";

export function sentUrl(reference: string): string {
  return `${sentPath}?${new URLSearchParams({ reference }).toString()}`;
}

/** The reference in the address, when it has exactly the shape references are issued in. */
export function referenceFromQuery(value: string | string[] | undefined): string | null {
  const reference = Array.isArray(value) ? value[0] : value;
  return reference !== undefined && referencePattern.test(reference) ? reference : null;
}
