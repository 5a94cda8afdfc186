import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { issueFormToken } from "@/features/delegation/form-token";
import type { DelegationRequestStore } from "@/features/delegation/store";
import type { OutboxStore } from "@/features/outbox/store";
import { startEmulators } from "../emulators/launch";
import { benchServerEnv, listOption, option, prepareStore, type StoreKind } from "./bench-store";
import { benchVisitorForm, confirmedReference, formPath } from "./form-post";
import { hiddenInputs } from "./hidden-inputs";
import { buildSite, startServer, treeCpuSeconds, type RunningServer } from "./server";
import { markdownTable, percentile } from "./stats";

/**
 * `npm run bench:submit`: posts N delegation forms (default 500, 50 at a time) to the real server
 * action of a production build, along both paths a visitor can take, then counts what the store holds:
 *
 * - "javascript": what the form sends once its script runs: a fetch to the server action with
 *   React's encoding of the arguments, answered with the action's own response (text/x-component: the
 *   redirect to the confirmation and that page's payload);
 * - "no-javascript": a plain form post of the page's hidden inputs and fields, answered with a 303 to
 *   the confirmation page, which is fetched too.
 *
 * `--store=sqlite` (default), `firestore` (the bench starts the Firestore emulator itself) or both,
 * comma-separated. Each store and path gets its own server and empty data. The fill-time check and
 * rate limit are relaxed for these throwaway servers only. After the last answer it keeps the server up
 * until the outbox has sent every message the run owed (up to --mail-wait seconds, 300) and reports when that
 * was, since mail is delivered after the answers. Prints a readable report on stderr and one JSON line on stdout.
 *
 * Before the timed submissions, each row sends --warm-up (100) more the same way, untimed but stored and counted:
 * a fresh server and a fresh emulator JVM compile their hot paths during the first few hundred, so without it the
 * first row measured its processes' start-up as well (the next row on the same emulator ran warm).
 *
 *   --count=500 --concurrency=50 --warm-up=100 --store=sqlite,firestore --path=javascript,no-javascript
 *   --no-build --dist-dir=.next-bench --mail-wait=300
 */

type SubmitPath = "javascript" | "no-javascript";

export interface SubmitRow {
  readonly store: StoreKind;
  readonly path: SubmitPath;
  readonly accepted: number;
  readonly stored: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  /**
   * The server's CPU time (all its threads) while the timed submissions ran, per submission: what each one costs
   * the machine, whatever else shares it. The latencies depend on the load around the run; this far less.
   */
  readonly serverCpuMsPerRequest: number;
  readonly peakServerRssMiB: number;
  /** Seconds from the last answer until the server had sent every message the run owed (null: not within the wait). */
  readonly mailDrainedS: number | null;
  readonly messagesSent: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

// React's own encoder for server action arguments, from the copy Next bundles (the server decodes with its twin).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node") as {
  encodeReply(value: unknown): Promise<FormData | string>;
};

/** What the form page gives a script: the action's id and the state the form starts in. */
interface FormPage {
  readonly hidden: [string, string][];
  readonly actionId: string;
  readonly initialState: unknown;
}

async function readFormPage(origin: string): Promise<FormPage> {
  const hidden = hiddenInputs(await (await fetch(`${origin}${formPath}`)).text());
  // React renders the bound action as $ACTION_REF_n with its reference ($ACTION_n:0) and bound arguments ($ACTION_n:1).
  const reference = hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
  const bound = hidden.find(([name]) => /^\$ACTION_\d+:1$/.test(name));
  if (!reference || !bound) throw new Error("the form page has no server-action inputs");
  const { id } = JSON.parse(reference[1]) as { id: string };
  const [initialState] = JSON.parse(bound[1]) as unknown[];
  return { hidden, actionId: id, initialState };
}

interface Attempt {
  readonly ok: boolean;
  readonly reference: string | null;
  readonly failure: string | null;
}

async function postOnce(origin: string, page: FormPage, path: SubmitPath, sequence: number, token: string): Promise<Attempt> {
  const headers: Record<string, string> = { origin, "x-forwarded-for": `198.51.100.${sequence % 250}` };
  let body: FormData | string;
  if (path === "no-javascript") {
    body = benchVisitorForm(sequence, page.hidden, token);
  } else {
    // The fields the form element holds once hydrated (Next's $ACTION_ inputs are for script-less posts).
    const fields = benchVisitorForm(sequence, page.hidden.filter(([name]) => !name.startsWith("$ACTION")), token);
    body = await encodeReply([page.initialState, fields]);
    headers["next-action"] = page.actionId;
    headers.accept = "text/x-component";
  }
  const response = await fetch(`${origin}${formPath}`, { method: "POST", body, headers });
  const text = await response.text();
  // A stored request redirects to its confirmation: a plain post follows the 303 to that page (as a browser
  // does); the action's answer names it in x-action-redirect and carries that page's payload in its body.
  const redirect = response.headers.get("x-action-redirect") ?? "";
  const reference = path === "no-javascript" ? confirmedReference(text) : (/[?&]reference=(DR-[0-9A-Z]{6})/.exec(redirect)?.[1] ?? null);
  const ok = response.ok && reference !== null;
  return { ok, reference, failure: ok ? null : `HTTP ${response.status}` };
}

async function runPath(server: RunningServer, path: SubmitPath, count: number, concurrency: number, signingKey: Buffer, firstSequence = 0) {
  const page = await readFormPage(server.origin);
  const source = { path: formPath, referrer: null, utmSource: "bench", utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };
  const latencies: number[] = [];
  const references = new Set<string>();
  const failures: string[] = [];
  let accepted = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      const sequence = firstSequence + next;
      // A token per request (a fresh idempotency key), signed as the page would have signed it.
      const token = issueFormToken(signingKey, source);
      const started = performance.now();
      try {
        const attempt = await postOnce(server.origin, page, path, sequence, token);
        if (attempt.ok && attempt.reference) {
          accepted += 1;
          references.add(attempt.reference);
        } else {
          failures.push(attempt.failure ?? "no confirmation");
        }
      } catch (error) {
        // undici says only "fetch failed"; the cause (ECONNRESET, a timeout…) tells client from server trouble.
        const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
        const detail = cause ? ` (${String(cause.code ?? cause.message)})` : "";
        failures.push(`${error instanceof Error ? error.message : String(error)}${detail}`);
      } finally {
        latencies.push(performance.now() - started);
      }
    }
  };
  const cpuBefore = treeCpuSeconds(server.process.pid ?? 0);
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsedMs = performance.now() - started;
  const cpuMs = (treeCpuSeconds(server.process.pid ?? 0) - cpuBefore) * 1000;
  return { latencies, accepted, references, failures, elapsedMs, cpuMs };
}

/**
 * Waits, with the server still running, until its outbox has nothing pending: mail is delivered after the
 * answers, so a run that answered fast by leaving its mail for later shows it here.
 */
async function waitForMail(outbox: OutboxStore, limitMs: number): Promise<{ drainedS: number | null; sent: number }> {
  const started = performance.now();
  for (;;) {
    const states = await outbox.countByState();
    const elapsed = performance.now() - started;
    if (states.pending === 0) return { drainedS: round(elapsed / 1000), sent: states.sent };
    if (elapsed > limitMs) return { drainedS: null, sent: states.sent };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function countStored(store: DelegationRequestStore): Promise<number> {
  const counts = await store.countByStatus();
  return Object.values(counts).reduce((sum, value) => sum + value, 0);
}

async function main(): Promise<void> {
  const count = Number(option("count", "500"));
  const warmUp = Number(option("warm-up", "100"));
  const concurrency = Number(option("concurrency", "50"));
  const mailWaitS = Number(option("mail-wait", "300"));
  const stores = listOption<StoreKind>("store", "sqlite", ["sqlite", "firestore"]);
  const paths = listOption<SubmitPath>("path", "javascript,no-javascript", ["javascript", "no-javascript"]);
  const distDir = option("dist-dir", process.env.NEXT_DIST_DIR || ".next-bench");
  const log = (line: string) => console.error(`[bench:submit] ${line}`);
  const secret = randomBytes(32).toString("base64");
  const baseEnv = benchServerEnv(distDir, {
    FORM_SECRET: secret,
    // Relaxed for these throwaway servers only; the defaults stay strict everywhere else.
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1000000",
  });

  if (!process.argv.includes("--no-build")) {
    log(`building into ${distDir}`);
    buildSite({ ...baseEnv, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "openseat-build-")) });
  }
  const emulators = stores.includes("firestore") ? await startEmulators({ firestore: true }) : null;
  if (emulators && emulators.missing.length > 0) throw new Error(`--store=firestore needs the emulator: ${emulators.missing.join("; ")}`);

  const rows: SubmitRow[] = [];
  try {
    for (const store of stores) {
      for (const submitPath of paths) {
        const prepared = await prepareStore(store, baseEnv, emulators);
        try {
          const server = await startServer(prepared.env);
          let run;
          let warm = { accepted: 0, references: new Set<string>(), failures: [] as string[] };
          let mail;
          try {
            const signingKey = Buffer.from(secret, "utf8");
            if (warmUp > 0) {
              log(`${store}, ${submitPath}: ${warmUp} warm-up submissions, untimed`);
              warm = await runPath(server, submitPath, warmUp, concurrency, signingKey, count);
            }
            log(`${store}, ${submitPath}: ${count} submissions, ${concurrency} at a time`);
            run = await runPath(server, submitPath, count, concurrency, signingKey);
            mail = await waitForMail(await prepared.openOutbox(), mailWaitS * 1000);
          } finally {
            await server.stop();
          }
          const stored = await countStored(await prepared.open());
          const row: SubmitRow = {
            store,
            path: submitPath,
            accepted: run.accepted + warm.accepted,
            stored,
            errors: run.failures.length + warm.failures.length,
            p50Ms: round(percentile(run.latencies, 50)),
            p95Ms: round(percentile(run.latencies, 95)),
            p99Ms: round(percentile(run.latencies, 99)),
            requestsPerSecond: round(count / (run.elapsedMs / 1000)),
            serverCpuMsPerRequest: round(run.cpuMs / count),
            peakServerRssMiB: round(server.peakRssBytes() / 1024 / 1024),
            mailDrainedS: mail.drainedS,
            messagesSent: mail.sent,
          };
          rows.push(row);
          const samples = [...new Set([...warm.failures, ...run.failures])].slice(0, 3).join("; ");
          log(`accepted ${row.accepted}/${count + warmUp} with the warm-up (${new Set([...warm.references, ...run.references]).size} distinct references), stored ${stored}, errors ${row.errors}${samples ? ` (${samples})` : ""}`);
          log(`p50 ${row.p50Ms} ms, p95 ${row.p95Ms} ms, p99 ${row.p99Ms} ms; ${row.requestsPerSecond} req/s; peak server RSS ${row.peakServerRssMiB} MiB`);
          log(`mail: ${row.messagesSent} messages sent, the last ${row.mailDrainedS === null ? `not within ${mailWaitS} s` : `${row.mailDrainedS} s`} after the last answer`);
        } finally {
          await prepared.dispose();
        }
      }
    }
  } finally {
    await emulators?.stop();
  }

  const header = ["store", "path", "accepted", "stored", "errors", "p50 ms", "p95 ms", "p99 ms", "req/s", "server CPU ms/req", "mail sent", "mail done after s"];
  const table = rows.map((row) => [
    row.store,
    row.path,
    ...[row.accepted, row.stored, row.errors, row.p50Ms, row.p95Ms, row.p99Ms, row.requestsPerSecond, row.serverCpuMsPerRequest, row.messagesSent, row.mailDrainedS ?? `> ${mailWaitS}`].map(String),
  ]);
  console.error(`\n${markdownTable(header, table)}\n\n${count} timed submissions per row after ${warmUp} untimed, ${concurrency} at a time (accepted and stored include both); ${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(" ")}`);
  console.log(JSON.stringify({ requests: count, warmUp, concurrency, node: process.version, cpus: os.cpus().length, rows }));
  if (rows.some((row) => row.stored !== row.accepted || row.errors > 0)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
