import { defineConfig, devices } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { chromiumPath, quietChromiumFlags } from "./tests/support/chromium";

/**
 * End-to-end tests run against a production build served on a free loopback port.
 * The port is chosen once in the runner and inherited by its workers through the environment.
 */
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})"],
    { encoding: "utf8" },
  ).trim();
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...quietChromiumFlags],
    },
  },
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/home`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
