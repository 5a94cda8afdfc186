/** @jest-environment node */
import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "@/platform/db/sqlite";
import { getLimits } from "@/platform/env";
import { defaultLimits } from "@/platform/config/limits";
import { confirmationAllowed } from "@/platform/mail/confirmation-limit";
import { createRateLimiter, type RateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

const hour = 60 * 60_000;
const day = 24 * hour;
// Midnight UTC, the start of a 24-hour window.
const T0 = Date.UTC(2026, 2, 9);

describe("the per-recipient limit on confirmations", () => {
  let dir: string;
  let time: number;
  let limiter: RateLimiter;
  let otherProcess: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "confirmation-limit-"));
    time = T0 + 9 * hour;
    limiter = createRateLimiter(createSqliteRateLimitStore(openDatabase(dir)), () => time);
    // A second connection to the same file, as another server instance would open.
    otherProcess = new Database(path.join(dir, "openseat.sqlite"));
    otherProcess.pragma("busy_timeout = 5000");
  });

  afterEach(() => {
    otherProcess.close();
    openDatabase(dir).close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("is three a day for one address, named for the store, and in force", () => {
    expect(defaultLimits.mail.confirmationsPerRecipient).toEqual({ name: "confirmation-recipient", limit: 3, windowMs: day });
    expect(getLimits().mail).toEqual(defaultLimits.mail);
  });

  it("allows three confirmations to one address and refuses the fourth", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) {
      outcomes.push(await confirmationAllowed(limiter, "jane@acme.io"));
      time += hour;
    }
    expect(outcomes).toEqual([true, true, true, false]);
    expect(await confirmationAllowed(limiter, "sam@acme.io")).toBe(true);
  });

  it("counts an address however it was typed", async () => {
    for (const typed of ["jane@acme.io", "Jane@Acme.IO", " JANE@ACME.IO "]) expect(await confirmationAllowed(limiter, typed)).toBe(true);
    expect(await confirmationAllowed(limiter, "jane@acme.io")).toBe(false);
  });

  it("is shared by every process on the store", async () => {
    const second = createRateLimiter(createSqliteRateLimitStore(otherProcess), () => time);
    expect(await confirmationAllowed(limiter, "jane@acme.io")).toBe(true);
    expect(await confirmationAllowed(second, "jane@acme.io")).toBe(true);
    expect(await confirmationAllowed(limiter, "jane@acme.io")).toBe(true);
    expect(await confirmationAllowed(second, "jane@acme.io")).toBe(false);
  });

  it("lets the address have confirmations again once the day has passed", async () => {
    for (let i = 0; i < 3; i += 1) await confirmationAllowed(limiter, "jane@acme.io");
    time += 12 * hour;
    expect(await confirmationAllowed(limiter, "jane@acme.io")).toBe(false);
    time = T0 + 2 * day;
    expect(await confirmationAllowed(limiter, "jane@acme.io")).toBe(true);
  });

  it("keeps only a hash of the address in the store", async () => {
    await confirmationAllowed(limiter, "jane@acme.io");
    const rows = otherProcess.prepare("SELECT key, members FROM rate_limits").all() as Array<{ key: string; members: string }>;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key).toMatch(/^confirmation-recipient:/);
    expect(JSON.stringify(rows)).not.toMatch(/jane|acme/i);
  });
});
