// What the App Hosting smoke test's server tells its spec (smoke.json beside the bundle). Kept apart from the
// build and serve scripts: Playwright loads this from the spec, and those use ES module features it does not.
import { readFileSync } from "node:fs";
import path from "node:path";

/** What `.apphosting/bundle.yaml` tells the platform: the command it runs and the files it keeps. */
export interface OutputBundle {
  readonly runConfig: { readonly runCommand: string };
  readonly outputFiles?: { readonly serverApp?: { readonly include?: readonly string[] } };
  readonly metadata?: Readonly<Record<string, string>>;
}

export interface SmokeBundle {
  readonly dir: string;
  readonly node: string;
  readonly nodeVersion: string;
  /** The major package.json's engines.node names. */
  readonly pinnedMajor: number;
  readonly args: readonly string[];
  readonly bundle: OutputBundle;
  /** The environment the bundle runs with, less PORT; a second instance takes the same. */
  readonly env: Readonly<Record<string, string>>;
}

/** Where the smoke test's bundle is built; the Playwright config passes it to the server and the spec. */
export function smokeBundleDir(): string {
  const dir = process.env.E2E_APPHOSTING_DIR;
  if (!dir) throw new Error("E2E_APPHOSTING_DIR is not set: run this through the Playwright config or the test stages");
  return path.resolve(dir);
}

export function readSmokeBundle(dir = smokeBundleDir()): SmokeBundle {
  return JSON.parse(readFileSync(path.join(dir, "smoke.json"), "utf8")) as SmokeBundle;
}

/** The bundle's data folder, outside the files the platform would serve. */
export const dataDirOf = (dir: string) => path.join(dir, "data");

