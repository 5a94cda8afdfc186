/** @jest-environment node */
import { logEntry, logLine, severities, type LogLevel } from "@/platform/logging/log-entry";

const at = { time: new Date("2026-03-01T10:00:00.000Z"), projectId: "openseat-prod" };
const trace = { traceId: "4bf92f3577b34da6a3ce929d0e0e4736", spanId: "000000000000004a", sampled: true };

describe("logEntry: the shape Cloud Logging reads", () => {
  it("puts severity, message, time and event first, then the fields", () => {
    const entry = logEntry("delegation.accepted", { reference: "DR-ABCDEF", roles: 2 }, "info", {}, at);
    expect(entry).toEqual({
      severity: "INFO",
      message: "delegation.accepted",
      time: "2026-03-01T10:00:00.000Z",
      event: "delegation.accepted",
      reference: "DR-ABCDEF",
      roles: 2,
    });
    expect(Object.keys(entry).slice(0, 4)).toEqual(["severity", "message", "time", "event"]);
  });

  it.each(Object.entries(severities))("writes %s as %s", (level, severity) => {
    expect(logEntry("x", {}, level as LogLevel, {}, at).severity).toBe(severity);
  });

  it("takes a message field as the entry's message, not as a field", () => {
    const entry = logEntry("startup.refused", { message: "No admin account exists yet.\n\n  npm run admin:create" }, "notice", {}, at);
    expect(entry.message).toBe("No admin account exists yet.\n\n  npm run admin:create");
    expect(Object.keys(entry).filter((key) => key === "message")).toHaveLength(1);
  });

  it("never lets a field pass for the entry's own keys, Cloud Logging's or Error Reporting's", () => {
    const forged = {
      severity: "DEBUG",
      event: "admin.sign_in",
      time: "2000-01-01T00:00:00Z",
      timestamp: "2000-01-01T00:00:00Z",
      "logging.googleapis.com/trace": "projects/other/traces/1",
      "logging.googleapis.com/labels": "x",
      stack_trace: "Error: forged\n    at x (y.js:1:1)",
      httpRequest: "x",
      "@type": "x",
      kept: "yes",
    };
    const entry = logEntry("delegation.rejected", forged, "warn", {}, at);
    expect(entry).toEqual({ severity: "WARNING", message: "delegation.rejected", time: at.time.toISOString(), event: "delegation.rejected", kept: "yes" });
  });

  it("names the trace under the project, with its span and sampling", () => {
    expect(logEntry("x", {}, "info", { trace }, at)).toMatchObject({
      "logging.googleapis.com/trace": "projects/openseat-prod/traces/4bf92f3577b34da6a3ce929d0e0e4736",
      "logging.googleapis.com/spanId": "000000000000004a",
      "logging.googleapis.com/trace_sampled": true,
    });
  });

  it("writes the bare trace id when the project is unknown, and leaves out what the header did not say", () => {
    const entry = logEntry("x", {}, "info", { trace: { traceId: trace.traceId } }, { ...at, projectId: null });
    expect(entry["logging.googleapis.com/trace"]).toBe(trace.traceId);
    expect(entry).not.toHaveProperty(["logging.googleapis.com/spanId"]);
    expect(entry).not.toHaveProperty(["logging.googleapis.com/trace_sampled"]);
    expect(logEntry("x", {}, "info", { trace: null }, at)).not.toHaveProperty(["logging.googleapis.com/trace"]);
  });

  it("puts an error's V8 stack in stack_trace, where Error Reporting looks first", () => {
    const error = new TypeError("store offline");
    const entry = logEntry("delegation.store_failed", { message: "Could not store" }, "error", { error }, at);
    expect(entry.message).toBe("Could not store");
    expect(entry.stack_trace).toBe(error.stack);
    expect(String(entry.stack_trace)).toMatch(/^TypeError: store offline\n\s+at /);
    expect(logEntry("x", {}, "error", { error: "not an Error" }, at)).not.toHaveProperty("stack_trace");
  });
});

describe("logLine", () => {
  it("is one line that parses back to the entry, whatever a value holds", () => {
    const forged = 'Acme\n{"severity":"ERROR","message":"forged","event":"admin.sign_in","admin":"root"}\r\nx\u2028y\u2029z\u0085';
    const entry = logEntry("delegation.rejected", { company: forged }, "warn", {}, at);
    const line = logLine(entry);
    expect(line).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
    expect(JSON.parse(line)).toEqual(entry);
  });

  it("keeps a field named __proto__ as a plain field", () => {
    const line = logLine(logEntry("x", JSON.parse('{"__proto__":"y"}') as Record<string, string>, "info", {}, at));
    expect(Object.keys(JSON.parse(line) as object)).toContain("__proto__");
  });
});
