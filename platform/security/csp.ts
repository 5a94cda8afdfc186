/**
 * The Content-Security-Policy, built from the only two things that vary per response:
 * a nonce (dynamic renders) and the hashes of a prerendered page's inline scripts.
 *
 * Why both: prerendered pages are served byte for byte from the build, so their inline scripts
 * are known and hashable and the pages stay static; dynamic renders get a fresh nonce that Next
 * stamps on its own scripts. 'strict-dynamic' is left out on purpose: prerendered HTML loads its
 * chunks with plain <script src> tags that carry no nonce, which 'strict-dynamic' would block;
 * 'self' admits them instead (every same-origin script is a built chunk, and nosniff stops
 * anything else from running as one).
 *
 * The proxy puts it on every response it handles (headers.ts), next.config.ts the static one on the rest.
 */
export interface CspInput {
  /** Base64 nonce for this response; omitted for responses that never carry inline scripts. */
  readonly nonce?: string;
  /** `sha256-…` sources (without quotes) for inline scripts known ahead of time. */
  readonly scriptHashes?: readonly string[];
  /** Dev server only: React's dev tooling evaluates code and HMR talks over a websocket. */
  readonly development?: boolean;
  /**
   * Firebase Authentication's auth domain, when "Sign in with Google" is configured: its popup, Google's
   * script loader and token endpoints are other origins, admitted only then.
   */
  readonly firebaseAuthDomain?: string;
  /**
   * The Authentication emulator's origin (tests and local runs only; a deployment refuses to start with
   * it): the SDK calls it and frames its helper page instead of Google's endpoints and auth domain.
   */
  readonly firebaseAuthEmulatorOrigin?: string;
}

const AUTH_DOMAIN_PATTERN = /^[a-z0-9.-]+$/i;
const EMULATOR_ORIGIN_PATTERN = /^http:\/\/[a-z0-9.-]+:\d{1,5}$/i;

function googleSignInSources(authDomain: string | undefined, emulatorOrigin: string | undefined) {
  if (!authDomain) return { script: [], connect: [], frame: [] };
  if (!AUTH_DOMAIN_PATTERN.test(authDomain)) throw new Error(`Not a host name: ${authDomain}`);
  if (emulatorOrigin !== undefined && !EMULATOR_ORIGIN_PATTERN.test(emulatorOrigin)) throw new Error(`Not an emulator origin: ${emulatorOrigin}`);
  const emulator = emulatorOrigin ? [emulatorOrigin] : [];
  return {
    script: ["https://apis.google.com"],
    connect: ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com", "https://www.googleapis.com", ...emulator],
    frame: [`https://${authDomain}`, "https://accounts.google.com", ...emulator],
  };
}

const NONCE_PATTERN = /^[A-Za-z0-9+/_-]{16,}={0,2}$/;
const HASH_PATTERN = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** 128 random bits, base64: unguessable per response, and valid in a CSP source expression. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy({
  nonce,
  scriptHashes = [],
  development = false,
  firebaseAuthDomain,
  firebaseAuthEmulatorOrigin,
}: CspInput = {}): string {
  const google = googleSignInSources(firebaseAuthDomain, firebaseAuthEmulatorOrigin);
  if (nonce !== undefined && !NONCE_PATTERN.test(nonce)) throw new Error("CSP nonce must be base64 of at least 12 bytes");
  const scriptSources = ["'self'"];
  if (nonce) scriptSources.push(`'nonce-${nonce}'`);
  for (const hash of new Set(scriptHashes)) {
    if (!HASH_PATTERN.test(hash)) throw new Error(`Not a CSP hash source: ${hash}`);
    scriptSources.push(`'${hash}'`);
  }
  if (development) scriptSources.push("'unsafe-eval'");
  scriptSources.push(...google.script);

  const directives: ReadonlyArray<readonly [string, ...string[]]> = [
    ["default-src", "'self'"],
    ["script-src", ...scriptSources],
    ["script-src-attr", "'none'"],
    // React renders style attributes and the settings script writes custom properties; CSS cannot run script.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(development ? ["ws:"] : []), ...google.connect],
    ["media-src", "'self'"],
    ["worker-src", "'self'", "blob:"],
    ["manifest-src", "'self'"],
    google.frame.length > 0 ? ["frame-src", ...google.frame] : ["frame-src", "'none'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The policy for responses that are never HTML the site renders: static files, images, metadata routes. */
export function staticAssetContentSecurityPolicy(): string {
  return "default-src 'none'; img-src 'self'; style-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}
