import type { LoggerInstance } from "next-auth";
import type { Log } from "@/platform/logging/log-entry";

/**
 * Codes any visitor can cause at will (a tampered or stale session cookie fails to decrypt): warnings,
 * so an alert on errors stays about the server.
 */
const visitorCausedCodes = new Set(["JWT_SESSION_ERROR"]);

function errorIn(metadata: unknown): Error | undefined {
  if (metadata instanceof Error) return metadata;
  const inner = metadata !== null && typeof metadata === "object" ? (metadata as { error?: unknown }).error : undefined;
  return inner instanceof Error ? inner : undefined;
}

/**
 * next-auth's `logger` option: its errors and warnings as our JSON lines instead of its plain console
 * text, which Cloud Logging cannot filter on and a value inside it could break into a forged line.
 * There is no `debug`: next-auth keeps its debug output off unless the `debug` option is set, and a
 * `debug` here would turn it on, with the tokens and profiles it prints.
 */
export function authLogger(log: Log): Pick<LoggerInstance, "error" | "warn"> {
  return {
    error(code, metadata) {
      const name = String(code).slice(0, 100);
      const error = errorIn(metadata);
      const providerId = (metadata as { providerId?: unknown } | undefined)?.providerId;
      log(
        "next_auth.error",
        {
          message: `next-auth ${name}${error ? `: ${error.message.slice(0, 500)}` : ""}`,
          code: name,
          provider: typeof providerId === "string" ? providerId.slice(0, 100) : undefined,
          error: error?.name,
        },
        visitorCausedCodes.has(name) ? "warn" : "error",
        { error },
      );
    },
    warn(code) {
      const name = String(code).slice(0, 100);
      log("next_auth.warning", { message: `next-auth warning ${name}`, code: name }, "warn");
    },
  };
}
