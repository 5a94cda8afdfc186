/** @jest-environment node */
const headers = jest.fn<Promise<Headers>, []>();
jest.mock("next/headers", () => ({ headers: () => headers() }));

import { currentRequestTrace, logRequestEvent } from "@/platform/logging/request-log";

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";

describe("logging from code that answers a request", () => {
  let lines: string[];
  beforeEach(() => {
    lines = [];
    headers.mockReset();
    jest.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  });
  afterEach(() => jest.restoreAllMocks());

  it("puts the request's trace on the line", async () => {
    headers.mockResolvedValue(new Headers({ "x-cloud-trace-context": `${traceId}/74;o=1` }));
    await logRequestEvent("admin.request_note", { request: "DR-ABCDEF" });
    expect(JSON.parse(lines[0] ?? "")).toMatchObject({
      event: "admin.request_note",
      "logging.googleapis.com/trace": expect.stringMatching(new RegExp(`${traceId}$`)),
      "logging.googleapis.com/spanId": "000000000000004a",
    });
  });

  it("writes the line without a trace outside a request", async () => {
    headers.mockImplementation(() => {
      throw new Error("`headers` was called outside a request scope.");
    });
    await expect(currentRequestTrace()).resolves.toBeNull();
    await logRequestEvent("data.requests_purged", { purged: 0 });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "")).not.toHaveProperty(["logging.googleapis.com/trace"]);
  });

  it("hands Next's own signal back to the render, after writing the line", async () => {
    const dynamicUsage = Object.assign(new Error("Dynamic server usage: headers"), { digest: "DYNAMIC_SERVER_USAGE" });
    headers.mockRejectedValue(dynamicUsage);
    await expect(logRequestEvent("admin.request_note", { request: "DR-ABCDEF" })).rejects.toBe(dynamicUsage);
    expect(lines).toHaveLength(1);
  });
});
