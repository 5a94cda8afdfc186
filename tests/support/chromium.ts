import { existsSync } from "node:fs";

/** Debian's Chromium where it exists (or a path from CHROMIUM_PATH); undefined lets Playwright use its own. */
export function chromiumPath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH?.trim();
  if (fromEnv) return fromEnv;
  return existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
}

/** Quiet, offline-friendly Chromium: these machines refuse every outside connection. */
export const quietChromiumFlags: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
