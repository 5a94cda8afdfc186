import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

export type FlushAuthorization = "allowed" | "unauthorized" | "disabled";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether a call to POST /api/outbox/flush may deliver: its `Authorization: Bearer <OUTBOX_CRON_SECRET>`
 * compared in constant time (both sides hashed first, so neither the content nor the length leaks).
 * Without a configured secret the endpoint does not exist ("disabled", answered 404).
 */
export function flushAuthorization(header: string | null, secret: string | undefined): FlushAuthorization {
  if (!secret) return "disabled";
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  const given = match?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(secret)) && given !== "" ? "allowed" : "unauthorized";
}
