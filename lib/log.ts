import "server-only";

export type LogLevel = "info" | "warn" | "error";

/** Fields a log line may carry. Never pass passwords, tokens or whole form bodies. */
export type LogFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Writes one JSON line per event. JSON.stringify escapes line breaks inside values,
 * so text a visitor typed can never start a forged log line.
 */
export function logEvent(event: string, fields: LogFields = {}, level: LogLevel = "info"): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}
