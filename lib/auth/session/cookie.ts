/** next-auth's cookie name for the session token; the `__Secure-` prefix makes browsers demand HTTPS for it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

/** Eight hours: a working day, after which the admin signs in again. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;
