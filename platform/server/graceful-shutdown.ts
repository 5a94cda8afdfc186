import "server-only";
import type http from "node:http";
import { logEvent } from "@/platform/logging/log";
import { onServerRequest } from "@/platform/server/server-requests";

/** Work that must stop before the process ends: timers, loops that deliver or purge. */
export type ShutdownStep = () => void | Promise<void>;

/**
 * "stop" steps run first, beside the requests still being answered (timers, delivery loops); "close" steps run
 * once those requests are done and every "stop" step has settled, for what they all still use (the database).
 */
export type ShutdownPhase = "stop" | "close";

const stepsKey = Symbol.for("openseat.shutdownSteps");
type WithSteps = typeof globalThis & { [stepsKey]?: Record<ShutdownPhase, Set<ShutdownStep>> };

// On globalThis: Next loads this module once per bundle, and a step registered from one must run from another.
function steps(phase: ShutdownPhase): Set<ShutdownStep> {
  const holder = globalThis as WithSteps;
  holder[stepsKey] ??= { stop: new Set(), close: new Set() };
  return holder[stepsKey][phase];
}

/** Registers a step to run when the server shuts down; returns a function that unregisters it. */
export function onShutdown(step: ShutdownStep, phase: ShutdownPhase = "stop"): () => void {
  steps(phase).add(step);
  return () => steps(phase).delete(step);
}

async function runSteps(phase: ShutdownPhase): Promise<number> {
  const results = await Promise.allSettled([...steps(phase)].map(async (step) => step()));
  return results.filter((result) => result.status === "rejected").length;
}

export interface GracefulShutdownOptions {
  /** How long in-flight requests may take after the signal (Cloud Run kills the instance 10 s after SIGTERM). */
  readonly graceMs: number;
  readonly signals?: readonly NodeJS.Signals[];
  /** How the process ends; tests pass their own. */
  readonly exit?: (code: number) => void;
}

export interface GracefulShutdown {
  /** What the signal does: stop accepting, run the steps, wait for in-flight requests (at most graceMs), exit. */
  readonly shutdown: (signal: string) => Promise<void>;
  readonly inFlight: () => number;
}

/**
 * Cloud Run sends SIGTERM before it stops an instance, and `next start` (and the standalone server App Hosting
 * runs) would exit on it at once, cutting off a visitor's form post half-way. With NEXT_MANUAL_SIG_HANDLE set,
 * Next leaves the signal to us: the servers stop accepting connections, registered steps stop their timers,
 * the requests already being answered finish (or the grace period ends), the "close" steps close what they all
 * used, and the process exits.
 */
export function installGracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const servers = new Set<http.Server>();
  let inFlight = 0;
  let drained: (() => void) | undefined;

  onServerRequest((server, _request, response) => {
    servers.add(server);
    inFlight += 1;
    response.once("close", () => {
      inFlight -= 1;
      if (inFlight === 0) drained?.();
    });
  });

  let shuttingDown: Promise<void> | undefined;
  const shutdown = (signal: string): Promise<void> => {
    shuttingDown ??= (async () => {
      const started = Date.now();
      logEvent("server.shutdown_started", { message: `Received ${signal}: finishing ${inFlight} request(s) in flight, then exiting.`, signal, inFlight }, "notice");
      for (const server of servers) {
        server.close();
        server.closeIdleConnections();
      }
      let failed = await runSteps("stop");
      if (inFlight > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.graceMs);
          drained = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      failed += await runSteps("close");
      logEvent(
        "server.shutdown_finished",
        { message: `Shut down after ${Date.now() - started} ms.`, unfinished: inFlight, failedSteps: failed },
        inFlight > 0 || failed > 0 ? "warn" : "notice",
      );
      (options.exit ?? process.exit)(0);
    })();
    return shuttingDown;
  };

  for (const signal of options.signals ?? ["SIGTERM", "SIGINT"]) process.once(signal, () => void shutdown(signal));
  return { shutdown, inFlight: () => inFlight };
}
