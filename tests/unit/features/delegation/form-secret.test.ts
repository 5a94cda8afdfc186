/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadFormSecret } from "@/features/delegation/form-secret";

describe("loadFormSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "form-secret-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("generates a 32-byte key once, readable only by its owner, and reuses it", () => {
    const first = loadFormSecret(undefined, path.join(dir, "nested"));
    expect(first).toHaveLength(32);
    const file = path.join(dir, "nested", "form-secret");
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadFormSecret(undefined, path.join(dir, "nested")).equals(first)).toBe(true);
    expect(readFileSync(file, "utf8").trim()).toBe(first.toString("base64"));
  });

  it("prefers FORM_SECRET and writes nothing", () => {
    const key = loadFormSecret("x".repeat(40), dir);
    expect(key.toString("utf8")).toBe("x".repeat(40));
    expect(() => statSync(path.join(dir, "form-secret"))).toThrow();
  });

  it("refuses a truncated key file rather than signing with it", () => {
    writeFileSync(path.join(dir, "form-secret"), "c2hvcnQ=");
    expect(() => loadFormSecret(undefined, dir)).toThrow(/too short/);
  });
});
