// Builds the site and serves it for the end-to-end tests, with a fresh data folder per run.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";

const port = process.env.E2E_PORT ?? "3100";
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? `.data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  DATA_DIR: dataDir,
  SITE_URL: `http://127.0.0.1:${port}`,
  NEXTAUTH_URL: `http://127.0.0.1:${port}`,
  E2E: "1",
  // The tests play the part of one proxy in front of the server: each names its own client in
  // X-Forwarded-For, so tests never spend each other's allowance (the reverse-proxy spec runs a real one).
  TRUSTED_PROXY_HOPS: "1",
};

const nextBin = path.resolve("node_modules/next/dist/bin/next");

if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, "start", "-H", "127.0.0.1", "-p", port], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
