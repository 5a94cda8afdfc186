import "server-only";
import type { RateLimiter } from "@/lib/rate-limit/limiter";
import { signInClientPolicy, signInPairPolicy, signInTargetAlertAt, signInTargetPolicy } from "@/lib/rate-limit/policies";
import type { LogFields } from "@/lib/log";

/**
 * Slows guessing without letting anyone lock an admin out. Failures slow down the pair (e-mail, client)
 * with growing delays, and a client failing across many e-mails; they never refuse an e-mail for everyone,
 * so the right password from a client that has not been failing always gets checked. When one e-mail
 * fails from many clients (a distributed guess), the log says so.
 */
export interface SignInThrottle {
  /** Milliseconds this client must wait before trying this e-mail (null: an attempt with no e-mail); 0 when it may try now. */
  waitMs(client: string, email: string | null): Promise<number>;
  recordFailure(client: string, email: string | null): Promise<void>;
  /** Clears the pair's failures; the client's count across e-mails stays, so one good account cannot launder a spray. */
  recordSuccess(client: string, email: string): Promise<void>;
}

type Log = (event: string, fields: LogFields, level?: "info" | "warn" | "error") => void;

function pairSubject(client: string, email: string): string {
  return `${email}\n${client}`;
}

export function createSignInThrottle(limiter: () => Promise<RateLimiter>, log: Log): SignInThrottle {
  return {
    async waitMs(client, email) {
      const rate = await limiter();
      const [byClient, byPair] = await Promise.all([
        rate.waitMs(signInClientPolicy, client),
        email === null ? 0 : rate.waitMs(signInPairPolicy, pairSubject(client, email)),
      ]);
      return Math.max(byClient, byPair);
    },
    async recordFailure(client, email) {
      const rate = await limiter();
      await rate.record(signInClientPolicy, client);
      if (email === null) return;
      await rate.record(signInPairPolicy, pairSubject(client, email));
      const target = await rate.consume(signInTargetPolicy, email, client);
      // Each counted client sees a different count, so each threshold is logged once per window.
      if (target.allowed && target.first && (signInTargetAlertAt as readonly number[]).includes(target.windowCount)) {
        log(
          "admin.sign_in_targeted",
          { email, clients: target.windowCount, windowMinutes: signInTargetPolicy.windowMs / 60_000 },
          target.windowCount >= signInTargetAlertAt[1] ? "error" : "warn",
        );
      }
    },
    async recordSuccess(client, email) {
      await (await limiter()).reset(signInPairPolicy, pairSubject(client, email));
    },
  };
}
