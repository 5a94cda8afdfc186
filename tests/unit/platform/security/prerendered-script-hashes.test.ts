/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { scriptHash } from "@/platform/security/inline-script-hashes";
import { PrerenderedScriptHashes } from "@/platform/security/prerendered-script-hashes";

let dist: string;

function writeBuild(routes: Record<string, string>): void {
  writeFileSync(
    path.join(dist, "prerender-manifest.json"),
    JSON.stringify({ version: 4, routes: Object.fromEntries(Object.keys(routes).map((route) => [route, {}])) }),
  );
  for (const [route, html] of Object.entries(routes)) {
    const file = path.join(dist, "server", "app", `${route === "/" ? "index" : route.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "csp-dist-"));
  mkdirSync(path.join(dist, "server", "app"), { recursive: true });
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("PrerenderedScriptHashes", () => {
  it("reads each prerendered page's inline scripts, nested routes included", () => {
    writeBuild({ "/home": "<script>h()</script>", "/delegation-tasks-guide/form": "<script>f()</script>", "/": "<script>i()</script>" });
    const store = new PrerenderedScriptHashes(dist);
    expect(store.hashesFor("/home")).toEqual([scriptHash("h()")]);
    expect(store.hashesFor("/delegation-tasks-guide/form")).toEqual([scriptHash("f()")]);
    expect(store.hashesFor("/")).toEqual([scriptHash("i()")]);
  });

  it("gives nothing for paths the build did not prerender, however they are spelled", () => {
    writeBuild({ "/home": "<script>h()</script>" });
    writeFileSync(path.join(dist, "server", "app", "secret.html"), "<script>s()</script>");
    const store = new PrerenderedScriptHashes(dist);
    expect(store.isPrerendered("/home")).toBe(true);
    for (const pathname of ["/secret", "/HOME", "/home/", "/../home", "/%2e%2e/home", "/admin"]) {
      expect(store.hashesFor(pathname)).toEqual([]);
      expect(store.isPrerendered(pathname)).toBe(false);
    }
  });

  it("re-reads a page the server rewrote (revalidation)", () => {
    writeBuild({ "/pricing": "<script>old()</script>" });
    const store = new PrerenderedScriptHashes(dist);
    expect(store.hashesFor("/pricing")).toEqual([scriptHash("old()")]);
    const file = path.join(dist, "server", "app", "pricing.html");
    writeFileSync(file, "<script>new()</script>");
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(store.hashesFor("/pricing")).toEqual([scriptHash("new()")]);
  });

  it("falls back to nonce-only when there is no build output", () => {
    expect(new PrerenderedScriptHashes(path.join(dist, "missing")).hashesFor("/home")).toEqual([]);
  });
});

describe("the server's own build output", () => {
  afterEach(() => jest.resetModules());

  it("is ignored outside production, where the dev server renders every page afresh", async () => {
    writeBuild({ "/home": "<script>h()</script>" });
    const previous = process.env.NEXT_DIST_DIR;
    process.env.NEXT_DIST_DIR = dist;
    jest.resetModules();
    try {
      const { prerenderedScriptHashes } = await import("@/platform/security/prerendered-script-hashes");
      expect(process.env.NODE_ENV).toBe("test");
      expect(prerenderedScriptHashes().isPrerendered("/home")).toBe(false);
    } finally {
      if (previous === undefined) delete process.env.NEXT_DIST_DIR;
      else process.env.NEXT_DIST_DIR = previous;
    }
  });
});
