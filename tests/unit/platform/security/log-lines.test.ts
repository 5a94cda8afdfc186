/** @jest-environment node */
import fc from "fast-check";
import { logEvent, tracedLog } from "@/platform/logging/log";

/**
 * Every line is one JSON object Cloud Logging reads as a structured entry, and line breaks a visitor
 * types into a form field must never start a second, forged one.
 */
describe("logEvent", () => {
  let written: { method: string; line: string }[];
  const project = process.env.GOOGLE_CLOUD_PROJECT;
  beforeEach(() => {
    written = [];
    process.env.GOOGLE_CLOUD_PROJECT = "openseat-test";
    for (const method of ["log", "warn", "error"] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push({ method, line: String(args[0]) });
      });
    }
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (project === undefined) delete process.env.GOOGLE_CLOUD_PROJECT;
    else process.env.GOOGLE_CLOUD_PROJECT = project;
  });

  const only = () => {
    expect(written).toHaveLength(1);
    return JSON.parse(written[0]?.line ?? "") as Record<string, unknown>;
  };

  it("writes severity, message, time, event and the fields", () => {
    logEvent("admin.request_status", { request: "DR-ABCDEF", from: "new", to: "contacted" });
    const entry = only();
    expect(entry).toEqual({
      severity: "INFO",
      message: "admin.request_status",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      event: "admin.request_status",
      request: "DR-ABCDEF",
      from: "new",
      to: "contacted",
    });
  });

  it("keeps the call shape callers use: a message field and a level", () => {
    logEvent("delegation.store_failed", { message: "Could not store the request", step: "rate-limit" }, "error");
    expect(only()).toMatchObject({ severity: "ERROR", message: "Could not store the request", event: "delegation.store_failed", step: "rate-limit" });
    expect(written[0]?.method).toBe("error");
  });

  it("lets no field override the severity, the message's place or the trace", () => {
    logEvent("delegation.rejected", { severity: "DEBUG", event: "admin.sign_in", time: "2000-01-01T00:00:00Z", "logging.googleapis.com/trace": "x" }, "warn");
    const entry = only();
    expect(entry).toMatchObject({ severity: "WARNING", event: "delegation.rejected" });
    expect(entry.time).not.toBe("2000-01-01T00:00:00Z");
    expect(entry).not.toHaveProperty(["logging.googleapis.com/trace"]);
  });

  it("carries the request's trace, named under the project", () => {
    const trace = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "000000000000004a", sampled: false };
    tracedLog(trace)("admin.request_note", { request: "DR-ABCDEF" });
    expect(only()).toMatchObject({
      "logging.googleapis.com/trace": "projects/openseat-test/traces/4bf92f3577b34da6a3ce929d0e0e4736",
      "logging.googleapis.com/spanId": "000000000000004a",
      "logging.googleapis.com/trace_sampled": false,
    });
  });

  it("keeps a forged entry inside the value it was typed into", () => {
    const forged = 'Acme\n{"severity":"INFO","message":"x","time":"2026-01-01T00:00:00.000Z","event":"admin.sign_in","admin":"root"}\r\nx\u2028y';
    logEvent("delegation.rejected", { reason: "invalid", company: forged }, "warn");
    expect(written[0]?.line).not.toMatch(/[\r\n\u2028\u2029]/);
    expect(only()).toMatchObject({ severity: "WARNING", event: "delegation.rejected", company: forged });
  });

  it("writes exactly one parseable line for any event, message and field values", () => {
    const reserved = ["severity", "message", "time", "event", "timestamp", "timestampSeconds", "timestampNanos", "httpRequest", "stack_trace", "exception", "serviceContext", "@type"];
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.string(), { nil: undefined }),
        fc.dictionary(fc.string().filter((key) => !reserved.includes(key) && !key.startsWith("logging.googleapis.com/")), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
        (event, message, fields) => {
          written = [];
          logEvent(event, { ...fields, message });
          expect(written).toHaveLength(1);
          expect(written[0]?.line).not.toMatch(/[\r\n\u2028\u2029]/);
          const entry = JSON.parse(written[0]?.line ?? "") as Record<string, unknown>;
          expect(entry).toMatchObject({ severity: "INFO", event, message: message ?? event });
          for (const [key, value] of Object.entries(fields)) expect(entry[key]).toEqual(value);
        },
      ),
    );
  });
});
