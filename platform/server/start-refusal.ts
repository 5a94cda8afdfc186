import "server-only";
import { logEvent } from "@/platform/logging/log";

/** The start-up checks that can stop the server or warn, as named in their log lines. */
export type StartupCheck = "environment" | "data_store" | "company" | "mail";

/**
 * Stops the server before it serves anyone. The message says what is wrong and what to do; it goes out as one
 * log line with severity ERROR, so a deployment's logs show it whole next to the failed rollout.
 */
export function refuseToStart(check: StartupCheck, message: string): never {
  logEvent("startup.refused", { check, message }, "error");
  process.exit(1);
}

/** Reports something a local run may go on with, as one log line with severity WARNING. */
export function warnAtStart(check: StartupCheck, message: string): void {
  logEvent("startup.warning", { check, message }, "warn");
}
