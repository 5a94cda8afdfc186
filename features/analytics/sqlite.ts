import "server-only";
import { ensureSchemas } from "@/platform/db/schema/migration";
import { figuresSchema } from "@/features/analytics/sqlite-schema";
import type { CalendarDate } from "@/platform/business-hours/calendar-date";
import type { SqliteDatabase } from "@/platform/db/sqlite";
import type { FigureHit } from "./beacon";
import { firstKeptDay } from "./day-key";
import { distinctValueCaps, keptValue, type Dimension } from "./dimensions";
import type { FigureCount, FiguresStore } from "./store";

/**
 * The `figure_counts` table. A beacon's hits are one IMMEDIATE transaction: the write lock is taken before
 * the distinct values are read, so two processes never both take the cap's last place. Days past the
 * retention are deleted by the first count of each day, and by scripts/data-purge.ts.
 */
export function createSqliteFiguresStore(db: SqliteDatabase): FiguresStore {
  ensureSchemas(db, [figuresSchema]);
  const values = db.prepare("SELECT value FROM figure_counts WHERE day = ? AND dimension = ?");
  const upsert = db.prepare(
    `INSERT INTO figure_counts (day, dimension, value, count) VALUES (?, ?, ?, 1)
     ON CONFLICT (day, dimension, value) DO UPDATE SET count = count + 1`,
  );
  const range = db.prepare("SELECT day, dimension, value, count FROM figure_counts WHERE day >= ? AND day <= ? ORDER BY day, dimension, value");
  const daysBefore = db.prepare("SELECT COUNT(DISTINCT day) AS days FROM figure_counts WHERE day < ?");
  const deleteBefore = db.prepare("DELETE FROM figure_counts WHERE day < ?");

  const addHits = db.transaction((day: CalendarDate, hits: readonly FigureHit[]) => {
    const known = new Map<Dimension, Set<string>>();
    for (const { dimension, value } of hits) {
      let seen = known.get(dimension);
      if (!seen) {
        seen = new Set((values.all(day, dimension) as { value: string }[]).map((row) => row.value));
        known.set(dimension, seen);
      }
      const kept = keptValue(value, seen, distinctValueCaps[dimension]);
      upsert.run(day, dimension, kept);
      seen.add(kept);
    }
  });

  const purge = db.transaction((firstKept: CalendarDate) => {
    const { days } = daysBefore.get(firstKept) as { days: number };
    deleteBefore.run(firstKept);
    return days;
  });

  // The embedded store has no TTL: the first count of each new day, in each process, deletes what the retention no longer keeps.
  let sweptFor: CalendarDate | null = null;

  return {
    async add(day, hits) {
      if (hits.length > 0) addHits.immediate(day, hits);
      if (sweptFor !== day) {
        sweptFor = day;
        purge.immediate(firstKeptDay(day));
      }
    },
    async read(from, to) {
      return range.all(from, to) as FigureCount[];
    },
    async purgeBefore(firstKept) {
      return purge.immediate(firstKept);
    },
  };
}
