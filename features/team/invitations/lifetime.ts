// No server-only marker and no import: the privacy policy quotes these numbers.

/** How long a link works from its sending (or its latest resend). */
export const INVITATION_LIFETIME_MS = 72 * 60 * 60 * 1000;

/** Days an invitation is kept after its link ended (expired, used or canceled), for the link's plain answer; then deleted. */
export const INVITATION_KEPT_DAYS = 30;
export const SETTLED_KEPT_MS = INVITATION_KEPT_DAYS * 24 * 60 * 60 * 1000;
