/** @jest-environment node */
import type { Log } from "@/platform/logging/log-entry";
import { logRequestError } from "@/platform/logging/request-error";

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
const context = { routerKind: "App Router", routePath: "/admin/requests/[id]", routeType: "render", renderSource: "server-rendering", revalidateReason: undefined } as const;

describe("logRequestError (onRequestError)", () => {
  it("logs one ERROR with the request, the route, the digest, the stack and the trace", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    const error = Object.assign(new Error("store offline"), { digest: "2374890" });
    logRequestError(log, error, { path: "/admin/requests/r1?q=jane%40acme.io", method: "GET", headers: { "x-cloud-trace-context": `${traceId}/74;o=1` } }, context);

    expect(log).toHaveBeenCalledTimes(1);
    const [event, fields, level, extra] = log.mock.calls[0] ?? [];
    expect(event).toBe("next.request_error");
    expect(level).toBe("error");
    expect(fields).toEqual({
      message: "GET /admin/requests/r1 failed: Error: store offline",
      method: "GET",
      path: "/admin/requests/r1",
      routerKind: "App Router",
      routePath: "/admin/requests/[id]",
      routeType: "render",
      renderSource: "server-rendering",
      revalidateReason: undefined,
      digest: "2374890",
      error: "Error",
    });
    expect(extra).toEqual({ trace: { traceId, spanId: "000000000000004a", sampled: true }, error });
  });

  it("keeps the query, where a visitor's search lives, out of the line", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    logRequestError(log, new Error("x"), { path: "/admin?q=jane@acme.io#top", method: "GET", headers: {} }, context);
    expect(JSON.stringify(log.mock.calls[0])).not.toContain("jane");
  });

  it("logs a thrown non-Error too, without a trace when the request had none", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    const unprintable = { toString: () => { throw new Error("no"); } };
    logRequestError(log, unprintable, { path: "/api/x", method: "POST", headers: {} }, { ...context, routeType: "route" });
    const [, fields, , extra] = log.mock.calls[0] ?? [];
    expect(fields).toMatchObject({ message: "POST /api/x failed: NonError: (unprintable)", error: "NonError", digest: undefined });
    expect(extra?.trace).toBeNull();
  });
});
