/**
 * Security headers every response carries, whatever produced it (page, error, static file,
 * server action). The proxy sets them on what it handles and next.config.ts on the rest,
 * both from this one list so they cannot drift apart.
 */
export interface HeaderPair {
  readonly key: string;
  readonly value: string;
}

/**
 * Features the site never uses are switched off. Speech synthesis needs no permission, so nothing
 * is kept for it; fullscreen and clipboard writes stay available to the site's own pages only.
 * Only names Chromium recognises are listed: an unknown one costs a console error on every page.
 */
export const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "clipboard-read=()",
  "clipboard-write=(self)",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "idle-detection=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "picture-in-picture=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "usb=()",
  "xr-spatial-tracking=()",
].join(", ");

/** What every response carries, a script or a font as much as a page. */
export const everyResponseHeaders: readonly HeaderPair[] = [
  { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
];

/**
 * What a browser reads only from a response it shows as a document (a page, an error, an SVG opened on its
 * own): the build's hashed scripts, stylesheets and fonts (buildFilePrefix) go without them. On a phone's
 * HTTP/1.1 connection they were 730 of the 1,287 header bytes sent with each of a page's ten scripts.
 */
export const documentHeaders: readonly HeaderPair[] = [
  // Whole addresses to our own origin: the form's render reads a campaign's tags from the Referer of the
  // site's page that led to it (features/delegation/visit-source.ts).
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: permissionsPolicy },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  // For browsers that predate frame-ancestors.
  { key: "X-Frame-Options", value: "DENY" },
  { key: "X-Permitted-Cross-Domain-Policies", value: "none" },
  { key: "Origin-Agent-Cluster", value: "?1" },
];

/** Every security header a page carries. */
export const securityHeaders: readonly HeaderPair[] = [...everyResponseHeaders, ...documentHeaders];

/**
 * Where the build's own files are served: scripts, stylesheets and fonts named by their hash, which no
 * browser shows as a document (nosniff holds them to their type). They keep everyResponseHeaders and the
 * strict static-file CSP, in case a request for a missing one is answered with a page.
 */
export const buildFilePrefix = "/_next/static/";

/**
 * Firebase's "Sign in with Google" popup reports back to the page that opened it through
 * `window.opener`, which `same-origin` cuts for a popup on another origin. The sign-in page, and only
 * while Google sign-in is configured, keeps its popups' opener; it stays isolated from anything that
 * opens it.
 */
export const popupOpenerPolicy: HeaderPair = { key: "Cross-Origin-Opener-Policy", value: "same-origin-allow-popups" };
