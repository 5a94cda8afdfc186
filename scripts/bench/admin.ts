import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnSync } from "node:child_process";
import type { DelegationRequestStore, NewDelegationRequest } from "@/features/delegation/store";
import { startEmulators } from "../emulators/launch";
import { benchServerEnv, listOption, option, prepareStore, seedInput, type StoreKind } from "./bench-store";
import { buildSite, startServer } from "./server";
import { markdownTable, median } from "./stats";

/**
 * `npm run bench:admin -- --store=sqlite|firestore --requests=N`: seeds N delegation requests straight
 * through the data layer, signs an admin in to a production build, and reports the median of --runs (5)
 * signed-in requests (after one warm-up) for each admin view: the dashboard, searches of one word, two
 * words and no match, a deep page (the 50th), one request, and the full CSV export read to its end. It
 * also counts what each search reads through the data layer (documents on Firestore, request rows on
 * SQLite). `--store=firestore` starts the Firestore emulator itself.
 *
 *   --store=sqlite,firestore --requests=3000 --runs=5 --no-build --dist-dir=.next-bench
 */

const firstNames = ["Jane", "Omar", "Priya", "Lukas", "Amara", "Chen", "Sofia", "Mateo", "Aiko", "Noah"];
const lastNames = ["Doe", "Haddad", "Patel", "Schmidt", "Okafor", "Wei", "Rossi", "Garcia", "Tanaka", "Berg"];
const sectors = ["Northwind", "Globex", "Initech", "Umbrella", "Soylent", "Hooli", "Vandelay", "Acme", "Stark", "Wayne"];

/** Request i of the bench: every company holds the word "company" and a number from 0 to 499. */
export function benchRequest(i: number): NewDelegationRequest {
  const first = firstNames[i % firstNames.length]!;
  const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
  return seedInput(
    {
      fullName: `${first} ${last}`,
      email: `${first}.${last}${i}@${sectors[i % sectors.length]!}.example`.toLowerCase(),
      company: `${sectors[(i * 7) % sectors.length]} Company ${i % 500}`,
      organisationType: i % 3 === 0 ? "agency" : "business",
      roles: i % 2 === 0 ? ["seo", "content"] : ["paid-media"],
      message: "Seeded by the admin bench.",
    },
    "bench:admin",
  );
}

async function seed(store: DelegationRequestStore, count: number, concurrency: number, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  for (let next = 0; next < count; next += concurrency) {
    await Promise.all(Array.from({ length: Math.min(concurrency, count - next) }, (_, j) => store.create(benchRequest(next + j))));
    if ((next / concurrency) % 100 === 0) log(`seeded ${next + concurrency} of ${count}`);
  }
  log(`seeded ${count} requests in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${origin}/api/auth/callback/password`, {
    method: "POST",
    redirect: "manual",
    headers: { origin, cookie: cookiesFrom(csrf).join("; "), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password, json: "true", callbackUrl: "/admin" }).toString(),
  });
  const session = cookiesFrom(response).filter((cookie) => cookie.includes("session-token"));
  if (session.length === 0) throw new Error(`sign-in failed (${response.status})`);
  return session.join("; ");
}

interface ViewTiming {
  readonly view: string;
  readonly path: string;
  readonly medianMs: number;
  readonly minMs: number;
  readonly maxMs: number;
  readonly detail: string;
}

async function timeView(origin: string, cookie: string, view: string, target: string, runs: number, check: (body: string) => string): Promise<ViewTiming> {
  const times: number[] = [];
  let detail = "";
  for (let run = 0; run <= runs; run += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${target}`, { headers: { cookie }, redirect: "manual" });
    const body = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${view}: ${target} answered ${response.status}`);
    detail = check(body);
    if (run > 0) times.push(elapsed); // The first is a warm-up.
  }
  return { view, path: target, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), detail };
}

const rowsOnPage = (body: string) => `${(body.match(/href="\/admin\/requests\//g) ?? []).length} rows on the page`;

async function main(): Promise<void> {
  const stores = listOption<StoreKind>("store", "sqlite", ["sqlite", "firestore"]);
  const count = Number(option("requests", "3000"));
  const runs = Number(option("runs", "5"));
  if (!Number.isInteger(count) || count < 1001) throw new Error("--requests must be a whole number above 1,000 (the deep page is the 50th of 20)");
  const distDir = option("dist-dir", process.env.NEXT_DIST_DIR || ".next-bench");
  const log = (line: string) => console.error(`[bench:admin] ${line}`);
  const baseEnv = benchServerEnv(distDir);
  if (!process.argv.includes("--no-build")) {
    log(`building into ${distDir}`);
    buildSite({ ...baseEnv, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "openseat-build-")) });
  }
  const emulators = stores.includes("firestore") ? await startEmulators({ firestore: true }) : null;
  if (emulators && emulators.missing.length > 0) throw new Error(`--store=firestore needs the emulator: ${emulators.missing.join("; ")}`);

  const results: { store: StoreKind; views: ViewTiming[]; reads: Record<string, number> }[] = [];
  try {
    for (const kind of stores) {
      const prepared = await prepareStore(kind, baseEnv, emulators);
      try {
        let reads = 0;
        const store = await prepared.open({ onRead: (documents) => (reads += documents) });
        await seed(store, count, kind === "sqlite" ? 1 : 50, log);

        const admin = { email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: `Bench-${randomUUID()}` };
        const created = spawnSync(path.resolve("node_modules/.bin/tsx"), ["--conditions=react-server", "scripts/admin-create.ts", "--email", admin.email], {
          env: prepared.env,
          input: `${admin.password}\n`,
          encoding: "utf8",
          timeout: 60_000,
        });
        if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);

        // What each search reads, through the data layer, for one page of 20.
        const searches = { "one word (company)": "company", "two words (company 12)": "company 12", "no match (zzqxv)": "zzqxv" };
        const readCounts: Record<string, number> = {};
        for (const [label, search] of Object.entries(searches)) {
          reads = 0;
          await store.list({ sort: "newest", limit: 20, search });
          readCounts[label] = reads;
        }
        // The 50th page's cursor, walked through the data layer as the "Next" links would.
        let cursor: string | undefined;
        for (let page = 1; page < 50; page += 1) cursor = (await store.list({ sort: "newest", limit: 20, cursor })).nextCursor ?? undefined;
        const middle = (await store.list({ sort: "newest", limit: 1, search: `company ${Math.floor(count / 1000)}` })).items[0];
        if (!cursor || !middle) throw new Error("could not find the deep page or a request to open");

        const server = await startServer(prepared.env);
        try {
          const cookie = await signIn(server.origin, admin.email, admin.password);
          const views: ViewTiming[] = [];
          log(`${kind}: timing views, ${runs} runs each after a warm-up`);
          views.push(await timeView(server.origin, cookie, "dashboard", "/admin", runs, rowsOnPage));
          for (const [label, search] of Object.entries(searches)) {
            views.push(await timeView(server.origin, cookie, `search: ${label}`, `/admin?q=${encodeURIComponent(search)}`, runs, rowsOnPage));
          }
          views.push(await timeView(server.origin, cookie, "deep page (50th)", `/admin?cursor=${cursor}&page=50`, runs, rowsOnPage));
          views.push(await timeView(server.origin, cookie, "one request", `/admin/requests/${middle.id}`, runs, (body) => (body.includes(middle.reference) ? "shows its reference" : "MISSING")));
          views.push(
            await timeView(server.origin, cookie, "full CSV export", "/admin/export", runs, (body) => {
              const rows = body.split("\r\n").filter(Boolean).length - 1;
              if (rows !== count) throw new Error(`the export held ${rows} rows, not ${count}`);
              return `${rows} rows, ${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MiB`;
            }),
          );
          results.push({ store: kind, views, reads: readCounts });
          log(`peak server RSS ${(server.peakRssBytes() / 1024 / 1024).toFixed(0)} MiB`);
        } finally {
          await server.stop();
        }
      } finally {
        await prepared.dispose();
      }
    }
  } finally {
    await emulators?.stop();
  }

  for (const result of results) {
    const rows = result.views.map((view) => [view.view, view.medianMs.toFixed(0), view.minMs.toFixed(0), view.maxMs.toFixed(0), view.detail]);
    const readRows = Object.entries(result.reads).map(([label, value]) => [label, String(value)]);
    console.error(
      `\n${result.store}, ${count} requests, median of ${runs}:\n\n${markdownTable(["view", "median ms", "min ms", "max ms", "check"], rows)}\n\n` +
        `${result.store === "firestore" ? "documents" : "request rows"} read by one page of 20:\n\n${markdownTable(["search", "read"], readRows)}`,
    );
  }
  console.error(`\n${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
  console.log(JSON.stringify({ requests: count, runs, node: process.version, results }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
