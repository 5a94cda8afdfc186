import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { nextBin, startServer, type RunningServer } from "./server";

/**
 * The yardstick for the Lighthouse figures (and the budgets' pinned figure): an empty Next.js App Router page built
 * and served exactly as the site is (same Next, React and Node, from this project's node_modules),
 * so "what the framework costs on this machine" is measured in the same run, not remembered.
 */
const baseFiles: Record<string, string> = {
  "package.json": JSON.stringify({ name: "empty-next-page", private: true }),
  "tsconfig.json": JSON.stringify({
    compilerOptions: { target: "ES2022", lib: ["dom", "esnext"], strict: true, module: "esnext", moduleResolution: "bundler", jsx: "react-jsx", noEmit: true, isolatedModules: true, skipLibCheck: true },
    include: ["app"],
  }),
  // Turbopack resolves packages only under its root; widened so it follows the link to this project's
  // node_modules. Type checking is skipped as in the site's own build; the output is unaffected.
  "next.config.mjs": `export default { turbopack: { root: "/" }, typescript: { ignoreBuildErrors: true } };`,
};

const emptyPageFiles: Record<string, string> = {
  "app/layout.tsx": [
    'export const metadata = { title: "Empty page", description: "An empty Next.js page." };',
    "export default function RootLayout({ children }: { children: React.ReactNode }) {",
    '  return <html lang="en"><body>{children}</body></html>;',
    "}",
  ].join("\n"),
  "app/page.tsx": "export default function Page() {\n  return <main><h1>Empty page</h1><p>Nothing but the framework.</p></main>;\n}",
};

/** The empty page built in a temporary folder and served. */
export interface ThrowawayNextApp extends RunningServer {
  /** Stops the server and removes the app. */
  dispose(): Promise<void>;
}

export async function startEmptyNextPage(env: NodeJS.ProcessEnv): Promise<ThrowawayNextApp> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "throwaway-next-app-"));
  try {
    for (const [name, text] of Object.entries({ ...baseFiles, ...emptyPageFiles })) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), `${text}\n`);
    }
    symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
    // The site's own build folder setting must not leak into this app.
    const appEnv: NodeJS.ProcessEnv = { ...env, NEXT_DIST_DIR: undefined };
    // Next must be run from inside the app (through the link), or Turbopack cannot find its package.
    const localNext = path.join(dir, path.relative(process.cwd(), nextBin));
    const built = spawnSync(process.execPath, [localNext, "build"], { cwd: dir, env: appEnv, stdio: ["ignore", "ignore", "inherit"] });
    if (built.status !== 0) throw new Error(`next build of a throwaway app failed (exit ${built.status})`);
    const server = await startServer(appEnv, { cwd: dir, readyPath: "/", nextBin: localNext });
    return {
      ...server,
      dispose: async () => {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
