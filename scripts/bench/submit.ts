import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { issueFormToken } from "@/lib/delegation/form-token";
import { benchVisitorForm, confirmedReference, formPath } from "./form-post";
import { hiddenInputs } from "./hidden-inputs";
import { buildSite, startServer } from "./server";
import { percentile } from "./stats";

/**
 * `npm run bench:submit`: posts N delegation forms (default 500, 50 at a time) to the real server
 * action of a production build, exactly as a browser without JavaScript does, then counts what the
 * store holds. The fill-time check and rate limit are relaxed for this throwaway server only.
 * Prints a readable report on stderr and one JSON line on stdout.
 *
 *   --count=500 --concurrency=50 --no-build --dist-dir=.next-bench
 */

function option(name: string, fallback: string): string {
  const prefix = `--${name}=`;
  return process.argv.find((arg) => arg.startsWith(prefix))?.slice(prefix.length) ?? fallback;
}

async function main(): Promise<void> {
  const count = Number(option("count", "500"));
  const concurrency = Number(option("concurrency", "50"));
  const distDir = option("dist-dir", process.env.NEXT_DIST_DIR || ".next-bench");
  const log = (line: string) => console.error(`[bench:submit] ${line}`);
  const ownDataDir = mkdtempSync(path.join(os.tmpdir(), "openseat-submit-"));
  const secret = randomBytes(32).toString("base64");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATA_DIR: ownDataDir,
    DATA_STORE: "sqlite",
    FORM_SECRET: secret,
    // Relaxed for this throwaway server only; the defaults stay strict everywhere else.
    FORM_MIN_FILL_MS: "0",
    FORM_RATE_LIMIT: "1000000",
    NOTIFY_WEBHOOK_URL: "",
  };

  try {
    if (!process.argv.includes("--no-build")) {
      log(`building into ${distDir}`);
      buildSite(env);
    }
    const server = await startServer(env);
    const latencies: number[] = [];
    const references = new Set<string>();
    let accepted = 0;
    let errors = 0;
    const errorSamples: string[] = [];
    let started = 0;
    let elapsedMs = 0;
    try {
      const page = await fetch(`${server.origin}${formPath}`);
      const hidden = hiddenInputs(await page.text());
      if (!hidden.some(([name]) => name.startsWith("$ACTION"))) throw new Error("the form page has no server-action inputs");
      const signingKey = Buffer.from(secret, "utf8");
      const source = { path: formPath, referrer: null, utmSource: "bench", utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

      let next = 0;
      const worker = async () => {
        while (next < count) {
          next += 1;
          const sequence = next;
          // A token per request (fresh idempotency key), signed as the page would have signed it.
          const body = benchVisitorForm(sequence, hidden, issueFormToken(signingKey, source));
          const t = performance.now();
          try {
            const response = await fetch(`${server.origin}${formPath}`, {
              method: "POST",
              body,
              headers: { origin: server.origin, "x-forwarded-for": `198.51.100.${sequence % 250}` },
            });
            const html = await response.text();
            latencies.push(performance.now() - t);
            const reference = confirmedReference(html);
            if (response.ok && reference) {
              accepted += 1;
              references.add(reference);
            } else {
              errors += 1;
              if (errorSamples.length < 3) errorSamples.push(`HTTP ${response.status}`);
            }
          } catch (error) {
            latencies.push(performance.now() - t);
            errors += 1;
            if (errorSamples.length < 3) errorSamples.push(error instanceof Error ? error.message : String(error));
          }
        }
      };
      started = performance.now();
      await Promise.all(Array.from({ length: concurrency }, worker));
      elapsedMs = performance.now() - started;
    } finally {
      await server.stop();
    }

    // Counted through the data layer, on the data the server wrote.
    process.env.DATA_DIR = ownDataDir;
    process.env.DATA_STORE = "sqlite";
    const { getDelegationStore } = await import("@/lib/delegation/get-store");
    const counts = await (await getDelegationStore()).countByStatus();
    const stored = Object.values(counts).reduce((sum, value) => sum + value, 0);

    const figures = {
      requests: count,
      concurrency,
      accepted,
      stored,
      distinctReferences: references.size,
      storedEqualsAccepted: stored === accepted,
      errors,
      p50Ms: Math.round(percentile(latencies, 50) * 10) / 10,
      p99Ms: Math.round(percentile(latencies, 99) * 10) / 10,
      requestsPerSecond: Math.round((count / (elapsedMs / 1000)) * 10) / 10,
      peakServerRssMiB: Math.round((server.peakRssBytes() / 1024 / 1024) * 10) / 10,
      node: process.version,
      cpus: os.cpus().length,
    };
    log(`accepted ${accepted}/${count}, stored ${stored}, errors ${errors}${errorSamples.length ? ` (${errorSamples.join("; ")})` : ""}`);
    log(`latency p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms; ${figures.requestsPerSecond} req/s; peak server RSS ${figures.peakServerRssMiB} MiB`);
    console.log(JSON.stringify(figures));
    if (stored !== accepted) process.exitCode = 1;
  } finally {
    rmSync(ownDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
