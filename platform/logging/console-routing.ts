import { format } from "node:util";
import { logEntry, logLine, type LogLevel } from "@/platform/logging/log-entry";

/*
 * Next and the libraries under it write to the console themselves: a caught request error's message and
 * stack, "Invalid Server Actions request.", a library's warning. Written as they are, a value inside one
 * (a header, a path, an error message quoting input) could hold a line break and start a line of its own
 * that parses as one of ours. Once routed, every console write is one JSON line, escaped as ours are.
 */

type ConsoleMethod = "log" | "info" | "warn" | "error";

const levels: Record<ConsoleMethod, LogLevel> = { log: "info", info: "info", warn: "warn", error: "error" };

const ownWrite = Symbol.for("openseat.ownConsoleWrite");
const routed = Symbol.for("openseat.consoleRouted");

type FlaggedGlobal = typeof globalThis & { [ownWrite]?: boolean };

/** How logEvent writes its lines: marked as ours, so routing passes them on untouched. */
export function writeOwnLine(method: "log" | "warn" | "error", line: string): void {
  const flagged = globalThis as FlaggedGlobal;
  flagged[ownWrite] = true;
  try {
    console[method](line);
  } finally {
    flagged[ownWrite] = false;
  }
}

/** Someone else's console write as one of our lines: the whole text in `message`, an Error's stack in `stack_trace`. */
export function consoleLine(method: ConsoleMethod, args: readonly unknown[], time: Date): string {
  const error = args.find((arg): arg is Error => arg instanceof Error);
  const text = format(...args);
  return logLine(logEntry("server.console", { message: text.slice(0, 8_000) }, levels[method], { error }, { time, projectId: null }));
}

/** Routes every console write that is not logEvent's own through consoleLine. Once per process. */
export function installConsoleRouting(target: Console = console): void {
  const marked = target as Console & { [routed]?: boolean };
  if (marked[routed]) return;
  marked[routed] = true;
  for (const method of Object.keys(levels) as ConsoleMethod[]) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      if ((globalThis as FlaggedGlobal)[ownWrite]) {
        original(...args);
        return;
      }
      original(consoleLine(method, args, new Date()));
    };
  }
}
