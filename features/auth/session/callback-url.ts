/**
 * Where to go after signing in. Only same-origin paths under /admin are accepted (never the sign-in page
 * itself), so a crafted link cannot turn the sign-in page into an open redirect.
 */
export const ADMIN_HOME = "/admin";
export const SIGN_IN_PATH = "/admin/sign-in";

export function safeCallbackPath(raw: string | null | undefined, origin: string): string {
  if (!raw) return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== new URL(origin).origin) return ADMIN_HOME;
  // Backslashes and doubled slashes are read as other hosts by some browsers; refuse them outright.
  if (/[\\]/.test(raw) || raw.startsWith("//")) return ADMIN_HOME;
  const isAdminPath = url.pathname === ADMIN_HOME || url.pathname.startsWith(`${ADMIN_HOME}/`);
  if (!isAdminPath || url.pathname === SIGN_IN_PATH || url.pathname.startsWith(`${SIGN_IN_PATH}/`)) return ADMIN_HOME;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in URL that brings the admin back to `path` afterwards; `ended` says why a session ended, for the page to tell. */
export function signInUrlFor(path: string, ended?: "expired" | "idle" | "revoked" | null): string {
  const params = new URLSearchParams({ callbackUrl: path });
  if (ended) params.set("ended", ended);
  return `${SIGN_IN_PATH}?${params.toString()}`;
}
