/** The variables the local address is made of. */
export interface PortEnv {
  readonly PORT?: string;
}

/** The port `next start` and `next dev` serve on when PORT is unset. */
export const DEFAULT_PORT = 3000;

/**
 * The address a local run answers on, and so what SITE_URL and NEXTAUTH_URL fall back to when unset. It
 * follows PORT because the server listens there: `PORT=3970 npm start` passes the same PORT to the build and
 * to `next start`, so the pages' links and the sign-in callbacks point where the server is. A PORT that is
 * not a port number leaves the default rather than making an address that cannot parse.
 */
export function localAddress(env: PortEnv): string {
  const port = env.PORT?.trim() ?? "";
  const valid = /^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535;
  return `http://localhost:${valid ? Number(port) : DEFAULT_PORT}`;
}
