/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { installGracefulShutdown, onShutdown } from "@/platform/server/graceful-shutdown";

interface SlowServer {
  readonly port: number;
  readonly server: http.Server;
  /** Lets the request being held answer. */
  readonly release: () => void;
  /** Resolves when a request has reached the handler. */
  readonly arrived: Promise<void>;
}

async function slowServer(): Promise<SlowServer> {
  let release = () => {};
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((_request, response) => {
    arrive();
    void held.then(() => response.end("finished"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { port: (server.address() as AddressInfo).port, server, release, arrived };
}

function get(port: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: "/", agent: false }, (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });
}

describe("graceful shutdown", () => {
  let lines: string[] = [];
  beforeEach(() => {
    lines = [];
    const keep = (line?: unknown) => void lines.push(String(line));
    jest.spyOn(console, "log").mockImplementation(keep);
    jest.spyOn(console, "warn").mockImplementation(keep);
    jest.spyOn(console, "error").mockImplementation(keep);
  });
  afterEach(() => jest.restoreAllMocks());

  it("lets a request in flight finish, stops the timers, refuses new connections, then exits 0", async () => {
    const exit = jest.fn();
    const { shutdown, inFlight } = installGracefulShutdown({ graceMs: 5_000, signals: [], exit });
    const timerStopped = jest.fn();
    const unregister = onShutdown(timerStopped);
    const slow = await slowServer();
    try {
      const answer = get(slow.port);
      await slow.arrived;
      expect(inFlight()).toBe(1);

      const done = shutdown("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(timerStopped).toHaveBeenCalledTimes(1);
      expect(exit).not.toHaveBeenCalled();
      await expect(get(slow.port)).rejects.toThrow(/ECONNREFUSED/);

      slow.release();
      await expect(answer).resolves.toEqual({ status: 200, body: "finished" });
      await done;
      expect(exit).toHaveBeenCalledWith(0);
      const finished = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === "server.shutdown_finished");
      expect(finished).toMatchObject({ severity: "NOTICE", unfinished: 0, failedSteps: 0 });
    } finally {
      unregister();
      slow.server.close();
    }
  });

  it("exits when the grace period ends, and says how many requests were cut off", async () => {
    const exit = jest.fn();
    const { shutdown } = installGracefulShutdown({ graceMs: 100, signals: [], exit });
    const slow = await slowServer();
    const answer = get(slow.port).catch(() => null);
    try {
      await slow.arrived;
      const started = Date.now();
      await shutdown("SIGTERM");
      expect(Date.now() - started).toBeGreaterThanOrEqual(90);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(exit).toHaveBeenCalledWith(0);
      const finished = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((entry) => entry.event === "server.shutdown_finished");
      expect(finished).toMatchObject({ severity: "WARNING", unfinished: 1 });
    } finally {
      slow.release();
      await answer;
      slow.server.close();
    }
  });

  it("closes what every request used only after the last request in flight and the stop steps are done", async () => {
    const exit = jest.fn();
    const { shutdown } = installGracefulShutdown({ graceMs: 5_000, signals: [], exit });
    const order: string[] = [];
    const unregister = [
      onShutdown(async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        order.push("timer round finished");
      }),
      onShutdown(() => void order.push("database closed"), "close"),
    ];
    const slow = await slowServer();
    slow.server.on("request", (_request: http.IncomingMessage, response: http.ServerResponse) => response.once("finish", () => void order.push("request answered")));
    try {
      const answer = get(slow.port);
      await slow.arrived;
      const done = shutdown("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(order).toEqual(["timer round finished"]);
      slow.release();
      await answer;
      await done;
      expect(order).toEqual(["timer round finished", "request answered", "database closed"]);
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      for (const each of unregister) each();
      slow.server.close();
    }
  });
});
