/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readOrCreateSecret } from "@/platform/server/read-or-create-secret";

describe("readOrCreateSecret", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "secret-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("creates 32 random bytes once, in a file only its owner can read, and returns the same text after", () => {
    const first = readOrCreateSecret(path.join(dir, "nested"), "key");
    const file = path.join(dir, "nested", "key");
    expect(Buffer.from(first, "base64")).toHaveLength(32);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readOrCreateSecret(path.join(dir, "nested"), "key")).toBe(first);
    expect(readOrCreateSecret(dir, "other")).not.toBe(first);
  });

  it("keeps a secret someone else wrote first", () => {
    writeFileSync(path.join(dir, "key"), `${"k".repeat(40)}\n`);
    expect(readOrCreateSecret(dir, "key")).toBe("k".repeat(40));
  });

  it("refuses a file too short to be a secret instead of signing with it", () => {
    writeFileSync(path.join(dir, "key"), "short");
    expect(() => readOrCreateSecret(dir, "key")).toThrow(/too short/);
  });
});
