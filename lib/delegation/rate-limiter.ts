import "server-only";

export interface RateLimiterOptions {
  readonly limit: number;
  readonly windowMs: number;
  /** Clients tracked before the oldest are dropped: memory stays bounded under a flood of addresses. */
  readonly maxClients?: number;
}

export type RateDecision = { readonly allowed: true } | { readonly allowed: false; readonly retryAfterMs: number };

/**
 * Sliding-window limit on distinct submissions per client. It counts idempotency keys, not posts,
 * so a double click or a resubmitted POST of the same form never uses up the visitor's allowance.
 * In memory, per server process: enough for one instance; several instances would each allow the limit.
 */
export class RateLimiter {
  private readonly clients = new Map<string, Map<string, number>>();

  constructor(private readonly options: RateLimiterOptions) {}

  hit(client: string, key: string, now: number = Date.now()): RateDecision {
    const since = now - this.options.windowMs;
    const seen = this.clients.get(client) ?? new Map<string, number>();
    for (const [seenKey, at] of seen) if (at <= since) seen.delete(seenKey);
    if (seen.has(key)) return { allowed: true };
    if (seen.size >= this.options.limit) {
      const oldest = Math.min(...seen.values());
      return { allowed: false, retryAfterMs: Math.max(0, oldest + this.options.windowMs - now) };
    }
    seen.set(key, now);
    // Re-inserting moves the client to the end, so the Map's first entry is the least recently active.
    this.clients.delete(client);
    this.clients.set(client, seen);
    const maxClients = this.options.maxClients ?? 50_000;
    while (this.clients.size > maxClients) {
      const first = this.clients.keys().next().value;
      if (first === undefined) break;
      this.clients.delete(first);
    }
    return { allowed: true };
  }

  /** Forgets a key, e.g. when the store failed and the visitor should be able to retry. */
  release(client: string, key: string): void {
    this.clients.get(client)?.delete(key);
  }
}
