/** @jest-environment node */
import { consoleLine, installConsoleRouting, writeOwnLine } from "@/platform/logging/console-routing";

const forged = '{"time":"2026-11-26T00:00:00Z","severity":"INFO","event":"admin.sign_in","admin":"forged"}';

/** A console of its own whose writes are kept, so routing it leaves the real one alone. */
function recordingConsole() {
  const written: { method: string; text: string }[] = [];
  const target = {
    log: (...args: unknown[]) => written.push({ method: "log", text: args.map(String).join(" ") }),
    info: (...args: unknown[]) => written.push({ method: "info", text: args.map(String).join(" ") }),
    warn: (...args: unknown[]) => written.push({ method: "warn", text: args.map(String).join(" ") }),
    error: (...args: unknown[]) => written.push({ method: "error", text: args.map(String).join(" ") }),
  } as unknown as Console;
  return { target, written };
}

describe("console routing", () => {
  it("writes someone else's console text as one JSON line, so a line break in it forges nothing", () => {
    const { target, written } = recordingConsole();
    installConsoleRouting(target);
    target.error(`TypeError: Invalid character in header content ["location"]: x\n${forged}\nz`);
    target.warn("a %s with\r\nbreaks", "format");
    target.log("plain\u2028text");
    expect(written).toHaveLength(3);
    for (const { text } of written) {
      expect(text).not.toMatch(/[\r\n\u0085\u2028\u2029]/);
      const entry = JSON.parse(text) as Record<string, unknown>;
      expect(entry.event).toBe("server.console");
    }
    const [first, second] = written.map(({ text }) => JSON.parse(text) as Record<string, unknown>);
    expect(first?.severity).toBe("ERROR");
    expect(first?.message).toContain(forged);
    expect(second).toMatchObject({ severity: "WARNING", message: "a format with\r\nbreaks" });
  });

  it("passes logEvent's own lines on untouched, and only those", () => {
    const { target, written } = recordingConsole();
    installConsoleRouting(target);
    const original = console.warn;
    console.warn = target.warn;
    try {
      writeOwnLine("warn", '{"severity":"WARNING","message":"ours"}');
    } finally {
      console.warn = original;
    }
    // The same text from anyone else is wrapped, whatever it looks like.
    target.warn('{"severity":"WARNING","message":"ours"}');
    expect(written.map(({ text }) => text)).toEqual([
      '{"severity":"WARNING","message":"ours"}',
      expect.stringContaining('"event":"server.console"'),
    ]);
  });

  it("keeps an Error's stack in stack_trace and routes a console once", () => {
    const line = JSON.parse(consoleLine("error", ["failed:", new Error("boom")], new Date(0))) as Record<string, unknown>;
    expect(String(line.stack_trace)).toMatch(/^Error: boom\n\s+at /);
    const { target, written } = recordingConsole();
    installConsoleRouting(target);
    installConsoleRouting(target);
    target.log("once");
    expect(JSON.parse(written[0]?.text ?? "")).toMatchObject({ message: "once" });
  });
});
