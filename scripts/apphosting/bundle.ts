// Builds the site the way Firebase App Hosting does (its Next.js adapter, on the Node.js major package.json
// pins) in a throwaway copy of the tree, and describes the output the platform would run. The adapter renames
// next.config.ts while it builds and writes into the folder it runs in, so it never runs in a developer's
// working tree.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { pinnedNode } from "../runtime/pinned-node.mjs";
import type { OutputBundle } from "./smoke-bundle";

export interface AppHostingVariable {
  readonly variable: string;
  readonly value?: string;
  readonly secret?: string;
  readonly availability?: readonly ("BUILD" | "RUNTIME")[];
}

interface AppHostingConfig {
  readonly env?: readonly AppHostingVariable[];
}

export interface BuiltBundle {
  /** The throwaway copy the adapter built in; the run command runs here. */
  readonly dir: string;
  readonly bundle: OutputBundle;
  /** The `node` of the pinned major, which built the bundle and runs it. */
  readonly node: string;
  readonly nodeVersion: string;
  readonly buildMs: number;
}

const root = path.resolve(import.meta.dirname, "../..");

/** The variables apphosting.yaml gives a phase: values only (secrets come from Secret Manager, never from here). */
export function appHostingValues(phase: "BUILD" | "RUNTIME", file = path.join(root, "apphosting.yaml")): Record<string, string> {
  const config = parse(readFileSync(file, "utf8")) as AppHostingConfig;
  const values: Record<string, string> = {};
  for (const entry of config.env ?? []) {
    const available = entry.availability ?? ["BUILD", "RUNTIME"];
    if (available.includes(phase) && entry.value !== undefined) values[entry.variable] = String(entry.value);
  }
  return values;
}

/** The files App Hosting would receive: what git tracks or would track, less firebase.json's ignore list. */
export function uploadedFiles(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd: root, encoding: "utf8" });
  const ignored = (JSON.parse(readFileSync(path.join(root, "firebase.json"), "utf8")) as { apphosting?: { ignore?: string[] } }).apphosting?.ignore ?? [];
  // firebase.json names top-level folders, some with a trailing "*" (".next-*").
  const matches = (name: string, pattern: string) => (pattern.endsWith("*") ? name.startsWith(pattern.slice(0, -1)) : name === pattern);
  const isIgnored = (file: string) => ignored.some((pattern) => matches(file.split("/")[0] ?? "", pattern));
  return listed
    .split("\0")
    .filter((file) => file && !isIgnored(file) && existsSync(path.join(root, file)));
}

/**
 * Copies the uploaded files and the installed packages into `dir`, runs the adapter's build there with the
 * build-time variables of apphosting.yaml (plus `extraBuildEnv`), and returns what it produced.
 */
export function buildBundle(dir: string, extraBuildEnv: Readonly<Record<string, string>> = {}): BuiltBundle {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const file of uploadedFiles()) cpSync(path.join(root, file), path.join(dir, file), { recursive: false });
  // The platform runs `npm ci`; hard links give the same packages in a second, where the copy is on one disk.
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.status !== 0) cpSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), { recursive: true, verbatimSymlinks: true });

  const node = pinnedNode();
  const nodeVersion = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  const started = Date.now();
  const build = spawnSync(node, [path.join(dir, "node_modules/@apphosting/adapter-nextjs/dist/bin/build.js")], {
    cwd: dir,
    stdio: "inherit",
    env: {
      PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ""}`,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ...appHostingValues("BUILD"),
      ...extraBuildEnv,
    },
  });
  if (build.status !== 0) throw new Error(`The App Hosting adapter's build failed (exit ${build.status})`);
  const bundle = parse(readFileSync(path.join(dir, ".apphosting/bundle.yaml"), "utf8")) as OutputBundle;
  return { dir, bundle, node, nodeVersion, buildMs: Date.now() - started };
}

/** The run command's arguments, with its `node` replaced by the pinned binary. */
export function runArguments(bundle: OutputBundle): string[] {
  const [program, ...args] = bundle.runConfig.runCommand.trim().split(/\s+/);
  if (program !== "node") throw new Error(`Unexpected run command: ${bundle.runConfig.runCommand}`);
  return args;
}
