import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "./inline-script-hashes";
import { getEnv } from "@/platform/env";

/**
 * Inline-script hashes of the build's prerendered pages, so those pages keep being served
 * statically under a CSP without 'unsafe-inline'.
 *
 * Sound because Next serves a prerendered page as the exact bytes of its .html file; the hashes
 * are read from that same file, and re-read whenever it changes (revalidation rewrites it).
 * Anything rendered per request (server action posts, dynamic pages) gets the nonce instead.
 */
interface CachedPage {
  readonly mtimeMs: number;
  readonly hashes: readonly string[];
}

interface PrerenderManifest {
  readonly routes?: Record<string, { readonly renderingMode?: string }>;
}

export class PrerenderedScriptHashes {
  private routes: ReadonlySet<string> | undefined;
  private readonly pages = new Map<string, CachedPage>();

  /** `distDir` null: no prerendered pages at all (every render is dynamic and uses the nonce). */
  constructor(private readonly distDir: string | null) {}

  /** Whether the build prerendered this exact pathname, so a plain GET is answered with its file. */
  isPrerendered(pathname: string): boolean {
    return this.prerenderedRoutes().has(pathname);
  }

  /**
   * Hashes for a pathname's prerendered HTML; empty when the path is not prerendered. The same array
   * comes back for as long as the file is unchanged, so callers may cache what they derive from it.
   */
  hashesFor(pathname: string): readonly string[] {
    if (!this.isPrerendered(pathname)) return [];
    const file = this.htmlFile(pathname);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    const cached = this.pages.get(pathname);
    if (cached && cached.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineScriptHashes(readFileSync(file, "utf8"));
    this.pages.set(pathname, { mtimeMs, hashes });
    return hashes;
  }

  private prerenderedRoutes(): ReadonlySet<string> {
    if (this.routes) return this.routes;
    if (this.distDir === null) return (this.routes = new Set());
    try {
      const manifest = JSON.parse(readFileSync(path.join(/*turbopackIgnore: true*/ this.distDir, "prerender-manifest.json"), "utf8")) as PrerenderManifest;
      this.routes = new Set(Object.keys(manifest.routes ?? {}));
    } catch {
      // No build output: every render is dynamic and uses the nonce.
      this.routes = new Set();
    }
    return this.routes;
  }

  // Only names taken from the manifest reach this, so a request path can never walk the file system.
  private htmlFile(pathname: string): string {
    const name = pathname === "/" ? "index" : pathname.slice(1);
    return path.join(/*turbopackIgnore: true*/ this.distDir ?? "", "server", "app", `${name}.html`);
  }
}

let shared: PrerenderedScriptHashes | undefined;

/**
 * The running server's build output, in the same folder next.config.ts builds to. Only `next start`
 * serves it: the dev server renders every page afresh, and a manifest an earlier build left behind
 * must not make the proxy treat those renders as prerendered files (their scripts need the nonce).
 */
export function prerenderedScriptHashes(): PrerenderedScriptHashes {
  const env = getEnv();
  shared ??= new PrerenderedScriptHashes(
    env.NODE_ENV === "production" ? path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.NEXT_DIST_DIR) : null,
  );
  return shared;
}
