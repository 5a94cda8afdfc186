/** @jest-environment node */
import { getServerSession } from "next-auth";
import { authLogger } from "@/features/auth/sign-in/auth-logger";
import { logEvent } from "@/platform/logging/log";
import type { Log } from "@/platform/logging/log-entry";

describe("authLogger (next-auth's logger option)", () => {
  it("writes next-auth's errors as ERROR with the error's stack, and names the code", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    const error = new Error("adapter offline");
    authLogger(log).error("SIGNIN_EMAIL_ERROR", { error, providerId: "email" });
    expect(log).toHaveBeenCalledWith(
      "next_auth.error",
      { message: "next-auth SIGNIN_EMAIL_ERROR: adapter offline", code: "SIGNIN_EMAIL_ERROR", provider: "email", error: "Error" },
      "error",
      { error },
    );
  });

  it("writes a session cookie that fails to decrypt, which any visitor can send, as a warning", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    authLogger(log).error("JWT_SESSION_ERROR", new Error("decryption operation failed"));
    expect(log.mock.calls[0]?.[2]).toBe("warn");
  });

  it("writes its warnings as WARNING", () => {
    const log = jest.fn<ReturnType<Log>, Parameters<Log>>();
    authLogger(log).warn("NEXTAUTH_URL");
    expect(log).toHaveBeenCalledWith("next_auth.warning", { message: "next-auth warning NEXTAUTH_URL", code: "NEXTAUTH_URL" }, "warn");
  });

  it("leaves next-auth's debug output off", () => {
    expect(authLogger(jest.fn())).not.toHaveProperty("debug");
  });

  describe("installed in next-auth", () => {
    let written: string[];
    beforeEach(() => {
      written = [];
      for (const method of ["log", "warn", "error"] as const) {
        jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void written.push(args.map(String).join(" ")));
      }
    });
    afterEach(() => jest.restoreAllMocks());

    it("writes what next-auth itself logs as one JSON line", async () => {
      // A session cookie that does not decrypt: next-auth logs JWT_SESSION_ERROR with the error.
      const req = { headers: { cookie: "" }, cookies: { "next-auth.session-token": "not-a-session" } };
      const res = { getHeader: () => undefined, setHeader: () => undefined };
      const options = { secret: "a-test-secret-that-is-long-enough-0000000", providers: [], logger: authLogger(logEvent) };
      await expect(getServerSession(req as never, res as never, options)).resolves.toBeNull();

      // Its warnings (NEXTAUTH_URL, when unset) come through the same way: every line is one JSON entry.
      for (const line of written) expect(line).not.toMatch(/[\r\n]/);
      const entries = written.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.filter((entry) => entry.event === "next_auth.error")).toEqual([
        expect.objectContaining({ severity: "WARNING", code: "JWT_SESSION_ERROR", stack_trace: expect.stringMatching(/^JWEInvalid: /) }),
      ]);
    });
  });
});
