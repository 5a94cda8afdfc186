/** @jest-environment node */
import { hashPassword, verifyPassword, verifyAgainstDummy } from "@/features/auth/password/password";

const fast = { N: 1024, r: 8, p: 1 };

describe("password hashing", () => {
  it("stores the algorithm, its parameters, a salt and the key", async () => {
    const hash = await hashPassword("correct horse battery", fast);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{86}$/);
    expect(hash).not.toContain("correct horse battery");
  });

  it("salts every hash, so the same password never hashes the same twice", async () => {
    const [a, b] = await Promise.all([hashPassword("same password!", fast), hashPassword("same password!", fast)]);
    expect(a).not.toBe(b);
  });

  it("verifies the right password and rejects a wrong one", async () => {
    const hash = await hashPassword("correct horse battery", fast);
    await expect(verifyPassword("correct horse battery", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horse batterY", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("uses the default cost when none is given", async () => {
    const hash = await hashPassword("a default cost password");
    expect(hash.startsWith("scrypt$32768$8$1$")).toBe(true);
    await expect(verifyPassword("a default cost password", hash)).resolves.toBe(true);
  });

  it("never matches a malformed or tampered hash", async () => {
    const hash = await hashPassword("correct horse battery", fast);
    const parts = hash.split("$");
    await expect(verifyPassword("correct horse battery", "plain-text")).resolves.toBe(false);
    await expect(verifyPassword("correct horse battery", [...parts.slice(0, 5), "AAAA"].join("$"))).resolves.toBe(false);
    // An absurd cost in a tampered record is refused rather than computed.
    await expect(
      verifyPassword("correct horse battery", ["scrypt", 2 ** 30, 8, 1, parts[4], parts[5]].join("$")),
    ).resolves.toBe(false);
    await expect(verifyPassword("correct horse battery", ["scrypt", 1000, 8, 1, parts[4], parts[5]].join("$"))).resolves.toBe(false);
  });

  it("answers false for unknown accounts after doing the same work", async () => {
    await expect(verifyAgainstDummy("anything at all")).resolves.toBe(false);
  });
});
