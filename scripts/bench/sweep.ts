import os from "node:os";
import { runReminderSweep } from "@/features/admin/reminders/sweep";
import { businessHours } from "@/platform/business-hours/settings";
import { startEmulators } from "../emulators/launch";
import { listOption, option, prepareStore, seedInput, type StoreKind } from "./bench-store";
import { markdownTable, percentile } from "./stats";

/**
 * `npm run bench:sweep -- --store=sqlite,firestore --requests=3000 --runs=30`: seeds N requests straight
 * through the data layer, one every 29 minutes back from the sweep's instant (so about a business day's leads
 * fall in its window, as on a busy desk, and the rest lie outside it), and times the reminder sweep's read
 * (features/admin/reminders/sweep.ts, run with `write: false`: the leads by indexed due time, their calls,
 * the directory, today's follow-ups and calls, and which reminder keys exist) --runs times after one warm-up.
 * Prints p50 and p95 and the requests each read loaded. `--store=firestore` starts the Firestore emulator.
 */

/** A Tuesday morning on the team's clock (London): the digest's day has begun and reminders are due. */
const SWEEP_AT = new Date("2026-03-17T09:30:00.000Z");
const SPACING_MS = 29 * 60_000;

async function main(): Promise<void> {
  const stores = listOption<StoreKind>("store", "sqlite,firestore", ["sqlite", "firestore"]);
  const count = Number(option("requests", "3000"));
  const runs = Number(option("runs", "30"));
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(runs) || runs < 1) throw new Error("--requests and --runs are whole numbers above 0");
  const log = (line: string) => console.error(`[bench:sweep] ${line}`);
  const emulators = stores.includes("firestore") ? await startEmulators({ firestore: true }) : null;
  if (emulators && emulators.missing.length > 0) throw new Error(`--store=firestore needs the emulator: ${emulators.missing.join("; ")}`);
  const results: { store: StoreKind; p50Ms: number; p95Ms: number; maxMs: number; requestsRead: number; reminders: number }[] = [];
  try {
    for (const kind of stores) {
      const prepared = await prepareStore(kind, process.env, emulators);
      try {
        let clock = SWEEP_AT;
        let reads = 0;
        const requests = await prepared.open({ now: () => clock, onRead: (documents) => (reads += documents) });
        const started = Date.now();
        const concurrency = kind === "sqlite" ? 1 : 50;
        for (let next = 0; next < count; next += concurrency) {
          const batch = Array.from({ length: Math.min(concurrency, count - next) }, (_, j) => next + j);
          await Promise.all(
            batch.map(async (i) => {
              // Request i arrived (i + 1) × 29 minutes before the sweep. SQLite seeds one at a time on the shared clock;
              // Firestore's batches run side by side, so each of their requests gets a store with a clock of its own.
              const at = new Date(SWEEP_AT.getTime() - (i + 1) * SPACING_MS);
              clock = at;
              const store = concurrency === 1 ? requests : await prepared.open({ now: () => at });
              await store.create(seedInput({ fullName: `Bench Buyer ${i}`, email: `buyer${i}@bench.example`, company: `Bench Co ${i}` }, "bench:sweep"));
            }),
          );
        }
        clock = SWEEP_AT;
        log(`${kind}: seeded ${count} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        const deps = {
          requests,
          ...(await prepared.sweepStores()),
          hours: businessHours,
          salesInbox: ["sales@bench.example"],
          siteUrl: new URL("http://localhost:3000"),
          now: () => SWEEP_AT,
          log: () => undefined,
        };
        const times: number[] = [];
        let planned = 0;
        let leads = 0;
        for (let run = 0; run <= runs; run += 1) {
          reads = 0;
          const begun = performance.now();
          const swept = await runReminderSweep(deps, { write: false });
          const elapsed = performance.now() - begun;
          planned = swept.length;
          leads = reads;
          if (run > 0) times.push(elapsed); // The first is a warm-up.
        }
        results.push({ store: kind, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: Math.max(...times), requestsRead: leads, reminders: planned });
      } finally {
        await prepared.dispose();
      }
    }
  } finally {
    await emulators?.stop();
  }
  const rows = results.map((result) => [result.store, result.p50Ms.toFixed(1), result.p95Ms.toFixed(1), result.maxMs.toFixed(1), String(result.requestsRead), String(result.reminders)]);
  console.error(`\n${count} requests, ${runs} sweeps each after a warm-up:\n\n${markdownTable(["store", "p50 ms", "p95 ms", "max ms", "requests read", "reminders planned"], rows)}`);
  console.error(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
  console.log(JSON.stringify({ requests: count, runs, node: process.version, sweepAt: SWEEP_AT.toISOString(), results }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
