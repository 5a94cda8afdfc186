// Apart from the list (time-zones.ts), so the request form's browser code can name the default without
// carrying every zone: the form's zones come from the server, as props (docs/performance.md).

export const otherTimeZone = "other";

/**
 * What the form starts with. Without JavaScript nothing can tell the visitor's zone, and a guessed city
 * would be stored as if they had chosen it; "not listed, agree it on the call" is true for everyone.
 * With JavaScript the form replaces it with the browser's own zone when that is on the list.
 */
export const defaultTimeZone = otherTimeZone;
