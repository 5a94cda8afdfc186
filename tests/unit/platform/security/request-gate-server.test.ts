/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { defaultLimits } from "@/platform/config/limits";
import { requestGateListener } from "@/platform/security/request-gate-server";

interface Sent {
  readonly status: number;
  readonly body: string;
}

function send(port: number, method: string, headers: Record<string, string>, body = ""): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path: "/delegation-tasks-guide/form", method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("the request gate on the Node server", () => {
  const charged: { client: string | undefined; path: string }[] = [];
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    // A store that never answers: the gate must not wait on it.
    const gate = requestGateListener(async (request, path) => {
      // The first entry: in a worker where another test file installed the socket address stamp, the peer follows it.
      charged.push({ client: String(request.headers["x-forwarded-for"]).split(",")[0], path });
      await new Promise(() => undefined);
    });
    server = http.createServer((request, response) => {
      if (gate(server, request, response) !== true) response.end("admitted");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    jest.restoreAllMocks();
  });

  beforeEach(() => {
    charged.length = 0;
  });

  it("answers a post over the limit by its length with 413 at once, and charges its client the form's budget", async () => {
    const over = String(defaultLimits.requests.actionBodyBytes + 1);
    for (let post = 0; post < 3; post += 1) {
      expect(await send(port, "POST", { "content-length": over, "x-forwarded-for": "10.45.0.1" })).toMatchObject({ status: 413 });
    }
    expect(charged).toEqual(Array.from({ length: 3 }, () => ({ client: "10.45.0.1", path: "/delegation-tasks-guide/form" })));
  });

  it("charges nothing else: a post in chunks, a method it does not answer, a post it lets on", async () => {
    expect((await send(port, "POST", { "transfer-encoding": "chunked", "x-forwarded-for": "10.45.0.2" }, "x")).status).toBe(411);
    expect((await send(port, "TRACE", { "x-forwarded-for": "10.45.0.3" })).status).toBe(405);
    expect(await send(port, "POST", { "content-length": "5", "x-forwarded-for": "10.45.0.4" }, "a=b&c")).toEqual({ status: 200, body: "admitted" });
    expect(charged).toEqual([]);
  });
});
