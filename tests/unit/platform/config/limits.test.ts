/** @jest-environment node */
import { parseEnv } from "@/platform/env";
import { defaultLimits, limitsWith } from "@/platform/config/limits";

describe("the form's limits", () => {
  it("are strict by default: 3 s fill time, 5 requests per client per 10 minutes", () => {
    expect(defaultLimits.form).toEqual({ minFillMs: 3000, submissions: { name: "form-submit", limit: 5, windowMs: 600_000 } });
    const env = parseEnv({});
    expect(env.FORM_MIN_FILL_MS).toBeUndefined();
    expect(env.FORM_RATE_LIMIT).toBeUndefined();
    expect(limitsWith(env)).toEqual(defaultLimits);
  });

  it("are relaxed only by explicit variables, which are validated", () => {
    const env = parseEnv({ FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT: "1000000" });
    expect(env.FORM_MIN_FILL_MS).toBe(0);
    expect(env.FORM_RATE_LIMIT).toBe(1_000_000);
    expect(limitsWith(env).form).toEqual({ minFillMs: 0, submissions: { name: "form-submit", limit: 1_000_000, windowMs: 600_000 } });
    expect(limitsWith(env).signIn).toEqual(defaultLimits.signIn);
    expect(() => parseEnv({ FORM_RATE_LIMIT: "0" })).toThrow(/FORM_RATE_LIMIT/);
    expect(() => parseEnv({ FORM_MIN_FILL_MS: "soon" })).toThrow(/FORM_MIN_FILL_MS/);
    expect(() => parseEnv({ FORM_SECRET: "too-short" })).toThrow(/FORM_SECRET/);
  });
});
