/** @jest-environment node */
import fc from "fast-check";
import { logEvent } from "@/lib/log";

/** Line breaks a visitor types into a form field must never start a second, forged log line. */
describe("logEvent", () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    for (const method of ["log", "warn", "error"] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        written.push(String(args[0]));
      });
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it("keeps a forged entry inside the value it was typed into", () => {
    const forged = 'Acme\n{"time":"2026-01-01T00:00:00.000Z","level":"info","event":"admin.sign_in","admin":"root"}\r\nx\u2028y';
    logEvent("delegation.rejected", { reason: "invalid", company: forged }, "warn");
    expect(written).toHaveLength(1);
    expect(written[0]).not.toMatch(/[\r\n]/);
    expect(JSON.parse(written[0] ?? "")).toMatchObject({ event: "delegation.rejected", company: forged });
  });

  it("writes exactly one parseable line for any field values", () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string().filter((key) => !["time", "level", "event"].includes(key)), fc.oneof(fc.string(), fc.integer(), fc.boolean())), (event, fields) => {
        written = [];
        logEvent(event, fields);
        expect(written).toHaveLength(1);
        expect(written[0]).not.toMatch(/[\r\n]/);
        expect(JSON.parse(written[0] ?? "").event).toBe(event);
      }),
    );
  });
});
