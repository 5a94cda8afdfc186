import type { NextConfig } from "next";
import { companySettingsAtBuild } from "./platform/config/company-settings";
import { staticAssetContentSecurityPolicy } from "./platform/security/csp";
import { buildFilePrefix, documentHeaders, everyResponseHeaders } from "./platform/security/response-headers";

/** Paths the proxy's matcher skips; they get their CSP here (proxy.ts gives every other response its own). */
const unproxiedPaths = ["/_next/static/:path*", "/_next/image", "/favicon.ico", "/icon.svg", "/robots.txt", "/sitemap.xml"];

const nextConfig: NextConfig = {
  // Several builds (tests, benchmarks) can run side by side without clobbering one another.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Behind a CDN that caches pages and answers revalidations itself, GENERATE_ETAGS=false (read at
  // `next start`) stops Node hashing every page body per request; without a CDN, ETags let a
  // returning visitor's browser get a 304 instead of the page again.
  generateEtags: process.env.GENERATE_ETAGS !== "false",
  // Behind a reverse proxy or CDN that compresses, COMPRESS_RESPONSES=false (read at `next start`)
  // stops Node gzipping every response again: the largest single cost per request.
  compress: process.env.COMPRESS_RESPONSES !== "false",
  reactStrictMode: true,
  // Every visitor gets a page's metadata (its <title>) before the rest of the page, as Next gives crawlers, rather
  // than streamed after it. An action that re-renders its page (one that sets a cookie, as the set-up's code does)
  // answers with the whole tree again, Next's head under a new key; with the metadata streamed after the page, the
  // browser could commit that head before its title had arrived, and the page had no <title> for that moment (axe's
  // flaky document-title on the set-up's recovery codes; tests/e2e/title-across-actions.spec.ts). The metadata is
  // static or read from the request, so nothing waits on it longer than on the page itself.
  htmlLimitedBots: /./,
  // No experimental.inlineCss: it put the stylesheet in every page's HTML twice (the <style> tag and the RSC
  // payload, upstream vercel/next.js#95141 and #98079), 20 KB gzip of a 35 KB page, fetched again on every page.
  // The stylesheet is a file instead, cached after the first page; docs/performance.md has the measurements.
  experimental: {
    // Fewer, larger script files: every file a page loads costs a request and ~695 B of response headers here
    // (the security headers every response carries), and the framework's five shared files are loaded by every
    // page together anyway. With chunks below 1 MB merged (Turbopack's default keeps apart any above 50 KB, and
    // never merges one above 200 KB), the form page loads 6 scripts instead of 10 and /home 5 instead of 9: the
    // form's JavaScript over the empty Next.js page fell from 25,140 to 19,797 B with headers (bodies 20,086 to
    // 17,524 B; docs/performance.md, issue 46). Merging stays within a page's chunk groups, so no page loads a
    // module twice; the merged framework file holds only Next's and React's code, so a deploy that changes only
    // the site's code leaves it cached.
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 2_000_000 },
  },
  // No page uses next/image: the optimiser endpoint stays off (it answers 404) rather than fetching and
  // resizing images on request. Turn it back on with the first next/image, with remotePatterns kept empty.
  images: { unoptimized: true },
  // The company's details the static pages are rendered with, compiled into the server so start-up can
  // tell when the running server was given other values than the build (app/company-startup-check.ts).
  env: { COMPANY_SETTINGS_AT_BUILD: companySettingsAtBuild(process.env) },
  // `npm test` type-checks the whole project before it builds; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  // Native and Node-only modules stay out of the server bundle and load from node_modules.
  serverExternalPackages: ["better-sqlite3", "firebase-admin"],
  async headers() {
    return [
      { source: "/:path*", headers: [...everyResponseHeaders] },
      // Every path but the build's hashed files: a script or a font is never shown as a document.
      { source: `/:path((?!${buildFilePrefix.slice(1)}).*)`, headers: [...documentHeaders] },
      // The public pages' stylesheets are named by their content's hash (npm run styles): cached for good.
      { source: "/styles/:path*", headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }] },
      ...unproxiedPaths.map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: staticAssetContentSecurityPolicy() }],
      })),
    ];
  },
};

export default nextConfig;
