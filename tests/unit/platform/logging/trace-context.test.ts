/** @jest-environment node */
import { parseCloudTraceContext, parseTraceparent, traceFromHeaders } from "@/platform/logging/trace-context";

const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";

describe("parseTraceparent (W3C)", () => {
  it("reads the trace, the parent span and the sampled flag", () => {
    expect(parseTraceparent(`00-${traceId}-00f067aa0ba902b7-01`)).toEqual({ traceId, spanId: "00f067aa0ba902b7", sampled: true });
    expect(parseTraceparent(`00-${traceId}-00f067aa0ba902b7-00`)).toEqual({ traceId, spanId: "00f067aa0ba902b7", sampled: false });
  });

  it("reads the first four parts of a later version", () => {
    expect(parseTraceparent(`cc-${traceId}-00f067aa0ba902b7-09-whatever`)).toEqual({ traceId, spanId: "00f067aa0ba902b7", sampled: true });
  });

  it.each([
    ["empty", ""],
    ["missing", undefined],
    ["version ff", `ff-${traceId}-00f067aa0ba902b7-01`],
    ["version 00 with more parts", `00-${traceId}-00f067aa0ba902b7-01-extra`],
    ["an all-zero trace", `00-${"0".repeat(32)}-00f067aa0ba902b7-01`],
    ["an all-zero span", `00-${traceId}-${"0".repeat(16)}-01`],
    ["upper case", `00-${traceId.toUpperCase()}-00F067AA0BA902B7-01`],
    ["a short trace", `00-${traceId.slice(1)}-00f067aa0ba902b7-01`],
    ["a forged line", `00-${traceId}-00f067aa0ba902b7-01\n{"severity":"INFO"}`],
  ])("ignores %s", (_label, value) => {
    expect(parseTraceparent(value)).toBeNull();
  });
});

describe("parseCloudTraceContext (X-Cloud-Trace-Context)", () => {
  it("reads the trace, turns the decimal span into 16 hex digits, and reads o=1 as sampled", () => {
    expect(parseCloudTraceContext(`${traceId}/74;o=1`)).toEqual({ traceId, spanId: "000000000000004a", sampled: true });
    expect(parseCloudTraceContext(`${traceId}/18446744073709551615;o=0`)).toEqual({ traceId, spanId: "ffffffffffffffff", sampled: false });
  });

  it("takes the trace alone, and lower-cases it", () => {
    expect(parseCloudTraceContext(traceId.toUpperCase())).toEqual({ traceId });
    expect(parseCloudTraceContext(`${traceId}/123`)).toEqual({ traceId, spanId: "000000000000007b" });
  });

  it("drops a span that is zero or over 64 bits, and keeps the trace", () => {
    expect(parseCloudTraceContext(`${traceId}/0;o=1`)).toEqual({ traceId, sampled: true });
    expect(parseCloudTraceContext(`${traceId}/18446744073709551616`)).toEqual({ traceId });
  });

  it.each([
    ["empty", ""],
    ["null", null],
    ["a short trace", "abc/1;o=1"],
    ["a hex span", `${traceId}/4a;o=1`],
    ["an all-zero trace", `${"0".repeat(32)}/1;o=1`],
    ["a forged line", `${traceId}/1;o=1\n{"severity":"INFO"}`],
    ["other options", `${traceId}/1;x=1`],
  ])("ignores %s", (_label, value) => {
    expect(parseCloudTraceContext(value)).toBeNull();
  });
});

describe("traceFromHeaders", () => {
  it("reads a Fetch Headers and a plain record alike", () => {
    expect(traceFromHeaders(new Headers({ "X-Cloud-Trace-Context": `${traceId}/1;o=1` }))?.traceId).toBe(traceId);
    expect(traceFromHeaders({ "x-cloud-trace-context": `${traceId}/1;o=1` })?.traceId).toBe(traceId);
    expect(traceFromHeaders({ "X-Cloud-Trace-Context": [`${traceId}/1`] })?.spanId).toBe("0000000000000001");
  });

  it("prefers a valid traceparent, and falls back from a broken one", () => {
    const other = "0af7651916cd43dd8448eb211c80319c";
    const both = { traceparent: `00-${other}-b7ad6b7169203331-01`, "x-cloud-trace-context": `${traceId}/1;o=1` };
    expect(traceFromHeaders(both)?.traceId).toBe(other);
    expect(traceFromHeaders({ ...both, traceparent: "garbage" })?.traceId).toBe(traceId);
  });

  it("answers null without either header, or without headers", () => {
    expect(traceFromHeaders(new Headers())).toBeNull();
    expect(traceFromHeaders({})).toBeNull();
    expect(traceFromHeaders(null)).toBeNull();
  });

  it("never throws on a headers object that does", () => {
    const hostile = { get: () => { throw new Error("boom"); } };
    expect(traceFromHeaders(hostile)).toBeNull();
  });
});
