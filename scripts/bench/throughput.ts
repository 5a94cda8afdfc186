import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import autocannon from "autocannon";
import { ratio } from "./stats";

export interface ThroughputFigures {
  readonly route: string;
  readonly server: "next" | "static" | "empty";
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly non2xx: number;
}

export interface ThroughputComparison {
  /** Which server configuration was measured, e.g. "gzip by Next" or "no compression (behind a proxy)". */
  readonly variant: string;
  readonly route: string;
  readonly next: ThroughputFigures;
  readonly static: ThroughputFigures;
  /** Requests/s of the site divided by the in-memory static server's. */
  readonly ratio: number;
}

// Browsers always ask for compression; both servers are measured answering such a request.
const requestHeaders = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

interface CapturedPage {
  readonly body: Buffer;
  readonly headers: Record<string, string>;
}

/** The exact bytes and headers the site sends for a route, compressed as a browser would receive them. */
async function capture(origin: string, route: string): Promise<CapturedPage> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}${route}`, { headers: requestHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const headers: Record<string, string> = {};
          for (const [key, value] of Object.entries(response.headers)) {
            if (value !== undefined && !["date", "connection", "keep-alive", "transfer-encoding"].includes(key)) {
              headers[key] = Array.isArray(value) ? value.join(", ") : value;
            }
          }
          const body = Buffer.concat(chunks);
          headers["content-length"] = String(body.length);
          resolve({ body, headers });
        });
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The fastest honest reference: a Node server replaying those bytes from memory, nothing else. */
async function startStaticServer(pages: ReadonlyMap<string, CapturedPage>): Promise<{ origin: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const page = pages.get(request.url ?? "");
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, page.headers).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function hammer(url: string, duration: number, connections: number): Promise<Omit<ThroughputFigures, "route" | "server">> {
  const result = await autocannon({ url, duration, connections, headers: requestHeaders });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function measureThroughput(
  variant: string,
  origin: string,
  routes: readonly string[],
  duration: number,
  connections: number,
  log: (line: string) => void,
): Promise<ThroughputComparison[]> {
  const pages = new Map<string, CapturedPage>();
  for (const route of routes) pages.set(route, await capture(origin, route));
  const reference = await startStaticServer(pages);
  const comparisons: ThroughputComparison[] = [];
  try {
    for (const route of routes) {
      // A short warm-up so neither side is measured compiling or filling caches.
      await hammer(`${origin}${route}`, 2, connections);
      const next = { route, server: "next" as const, ...(await hammer(`${origin}${route}`, duration, connections)) };
      await hammer(`${reference.origin}${route}`, 2, connections);
      const plain = { route, server: "static" as const, ...(await hammer(`${reference.origin}${route}`, duration, connections)) };
      const comparison = { variant, route, next, static: plain, ratio: ratio(next.requestsPerSecond, plain.requestsPerSecond) };
      comparisons.push(comparison);
      log(`throughput ${variant} ${route}: next ${next.requestsPerSecond.toFixed(0)} req/s, static ${plain.requestsPerSecond.toFixed(0)} req/s, ratio ${comparison.ratio.toFixed(2)}`);
    }
  } finally {
    await reference.close();
  }
  return comparisons;
}

export interface EmptyPageThroughput {
  readonly route: string;
  readonly site: ThroughputFigures;
  readonly empty: ThroughputFigures;
  /** The site's requests/s divided by the empty Next.js page's. */
  readonly ratio: number;
  /** The machine's 1-minute load average before the two measurements. */
  readonly loadAverage: number;
}

/**
 * A route of the site beside the empty Next.js page, served by the same Next in the same way:
 * what the site's own work per request costs on top of the framework's. Alternated (site, empty,
 * site, empty) and summed per side so drift on a shared machine falls on both alike.
 */
export async function measureBesideEmptyPage(
  siteOrigin: string,
  route: string,
  emptyOrigin: string,
  duration: number,
  connections: number,
  log: (line: string) => void,
): Promise<EmptyPageThroughput> {
  const loadAverage = os.loadavg()[0] ?? Number.NaN;
  const half = Math.max(1, Math.round(duration / 2));
  await hammer(`${siteOrigin}${route}`, 2, connections);
  await hammer(`${emptyOrigin}/`, 2, connections);
  const siteRuns = [];
  const emptyRuns = [];
  for (let round = 0; round < 2; round += 1) {
    siteRuns.push(await hammer(`${siteOrigin}${route}`, half, connections));
    emptyRuns.push(await hammer(`${emptyOrigin}/`, half, connections));
  }
  const pool = (runs: Awaited<ReturnType<typeof hammer>>[], server: "next" | "empty", url: string): ThroughputFigures => ({
    route: url,
    server,
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / runs.length,
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  });
  const site = pool(siteRuns, "next", route);
  const empty = pool(emptyRuns, "empty", "/");
  const result = { route, site, empty, ratio: ratio(site.requestsPerSecond, empty.requestsPerSecond), loadAverage };
  log(`throughput ${route} ${site.requestsPerSecond.toFixed(0)} req/s beside the empty page's ${empty.requestsPerSecond.toFixed(0)} req/s (load ${loadAverage.toFixed(2)})`);
  return result;
}
