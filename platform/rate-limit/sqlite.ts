import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { rateLimitsSchema } from "@/platform/rate-limit/sqlite-schema";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import {
  memberAt,
  passesCeiling,
  type KeyedRateHit,
  type RateCounter,
  type RateHit,
  type RateHitResult,
  type RateLimitStore,
} from "@/platform/rate-limit/store";

interface CounterRow {
  readonly count: number;
  readonly last_at: number;
  readonly members: string;
  readonly expires_at: number;
}

interface LiveCounter {
  readonly count: number;
  readonly lastAt: number;
  readonly members: readonly string[];
}

function live(row: CounterRow | undefined, now: number): LiveCounter | null {
  if (!row || row.expires_at <= now) return null;
  return { count: row.count, lastAt: row.last_at, members: JSON.parse(row.members) as string[] };
}

/** Expired rows are swept at most this often, by whichever process writes next. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The `rate_limits` table beside the site's other tables. Every process on the same file shares it;
 * each hit is one IMMEDIATE transaction, so the write lock is taken before the read and two processes
 * never count from the same value. Members are kept in the row (a policy counts at most a few).
 */
export function createSqliteRateLimitStore(db: SqliteDatabase): RateLimitStore {
  ensureSchemas(db, [rateLimitsSchema]);
  const select = db.prepare("SELECT count, last_at, members, expires_at FROM rate_limits WHERE key = ?");
  const upsert = db.prepare(
    `INSERT INTO rate_limits (key, count, last_at, members, expires_at) VALUES (@key, @count, @lastAt, @members, @expiresAt)
     ON CONFLICT (key) DO UPDATE SET count = excluded.count, last_at = excluded.last_at, members = excluded.members, expires_at = excluded.expires_at`,
  );
  const remove = db.prepare("DELETE FROM rate_limits WHERE key = ?");
  const sweep = db.prepare("DELETE FROM rate_limits WHERE expires_at <= ?");
  let sweptAt = 0;

  const hitOne = (key: string, hit: RateHit): RateHitResult => {
    const current = live(select.get(key) as CounterRow | undefined, hit.at) ?? { count: 0, lastAt: 0, members: [] };
    if (hit.member !== undefined && current.members.includes(hit.member)) return { outcome: "seen", count: current.count };
    if (hit.ceiling !== undefined && passesCeiling(current.count + 1, hit.ceiling)) return { outcome: "full", count: current.count };
    const members = hit.member === undefined ? current.members : [...current.members, hit.member];
    const count = current.count + 1;
    upsert.run({ key, count, lastAt: Math.max(current.lastAt, hit.at), members: JSON.stringify(members), expiresAt: hit.expiresAt });
    if (hit.at - sweptAt > SWEEP_EVERY_MS) {
      sweptAt = hit.at;
      sweep.run(hit.at);
    }
    return { outcome: "counted", count };
  };
  const addHit = db.transaction(hitOne);
  // One transaction: a first hit refused at its ceiling wrote nothing, so the others are simply not asked.
  const addHits = db.transaction((hits: readonly KeyedRateHit[]): (RateHitResult | null)[] => {
    const [first, ...rest] = hits;
    if (!first) return [];
    const head = hitOne(first.key, first.hit);
    if (head.outcome === "full") return [head, ...rest.map(() => null)];
    return [head, ...rest.map(({ key, hit }) => hitOne(key, hit))];
  });

  return {
    async read(keys, now, member) {
      return keys.map((key, index): RateCounter | null => {
        const counter = live(select.get(key) as CounterRow | undefined, now);
        if (!counter) return null;
        const asked = memberAt(member, index);
        return { count: counter.count, lastAt: counter.lastAt, hasMember: asked !== undefined && counter.members.includes(asked) };
      });
    },
    async add(key, hit) {
      return addHit.immediate(key, hit);
    },
    async addAll(hits) {
      return addHits.immediate(hits);
    },
    async clear(keys) {
      db.transaction(() => {
        for (const key of keys) remove.run(key);
      })();
    },
  };
}
