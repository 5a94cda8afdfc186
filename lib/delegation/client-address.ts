/**
 * The client's address for rate limiting. Deployments sit behind a proxy or platform edge that
 * sets X-Forwarded-For (first entry: the client) or X-Real-IP; without one, Next fills in the socket address.
 * A server exposed directly can be fed a forged header, so production needs a proxy that overwrites it.
 */
export function clientAddress(headers: { get(name: string): string | null }): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const real = headers.get("x-real-ip")?.trim();
  if (real) return real.slice(0, 100);
  return "unknown";
}
