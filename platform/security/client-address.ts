import "server-only";
import { getEnv } from "@/platform/env";

/**
 * The client's address, for rate limits and logs: one rule for the form, the sign-in and the logs.
 *
 * X-Forwarded-For is a list each proxy appends to; everything left of what a trusted proxy appended may
 * be whatever the client chose to send. So the address is read from the right: with 0 trusted hops it is
 * the address of the socket itself, with 1 the entry the nearest proxy appended, and so on. The server
 * appends the socket's address to the header before anything reads it (socket-address-stamp.ts), so the
 * list always ends with the peer that really connected.
 */
export const MAX_TRUSTED_PROXY_HOPS = 10;

export function clientAddressFrom(forwardedFor: string | null | undefined, trustedHops: number): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return "unknown";
  // Fewer entries than hops: the request skipped a proxy it should have passed; the furthest entry is all there is.
  const entry = entries[Math.max(0, entries.length - 1 - trustedHops)] ?? "unknown";
  return normaliseAddress(entry).slice(0, 100);
}

/** "::ffff:203.0.113.7" is the IPv4 client 203.0.113.7 seen on a dual-stack socket. */
function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

type HeaderSource = { get(name: string): string | null } | Readonly<Record<string, string | string[] | undefined>> | undefined;

export function forwardedForOf(headers: HeaderSource): string | null {
  if (!headers) return null;
  if (typeof (headers as { get?: unknown }).get === "function") return (headers as { get(name: string): string | null }).get("x-forwarded-for");
  const value = (headers as Readonly<Record<string, string | string[] | undefined>>)["x-forwarded-for"];
  return Array.isArray(value) ? value.join(",") : (value ?? null);
}

/** The client's address for this request, trusting the configured number of proxy hops (TRUSTED_PROXY_HOPS). */
export function requestClientAddress(headers: Parameters<typeof forwardedForOf>[0]): string {
  return clientAddressFrom(forwardedForOf(headers), getEnv().TRUSTED_PROXY_HOPS);
}
