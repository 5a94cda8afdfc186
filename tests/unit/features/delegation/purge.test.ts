/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { privacyPolicy } from "@/features/content/privacy-policy";
import { purgeExpiredRequests, schedulePurge } from "@/features/delegation/purge";
import { addMonths, retentionCutoff } from "@/features/delegation/retention";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { site } from "@/platform/config/site";
import { newRequest } from "../../../contract/delegation-store-contract";

const months = site.dataRetention.requestMonths;

beforeEach(() => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

describe("retention arithmetic", () => {
  it("counts calendar months in UTC, ending a short month on its last day", () => {
    expect(addMonths(new Date("2026-01-31T12:00:00.000Z"), 1).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(addMonths(new Date("2024-02-29T00:00:00.000Z"), 24).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(retentionCutoff(new Date("2026-11-23T08:00:00.000Z"), 24).toISOString()).toBe("2024-11-23T08:00:00.000Z");
  });
});

describe("the privacy policy's retention promise, kept", () => {
  it("states the configured period and erasure time, read from the site configuration", () => {
    const text = JSON.stringify(privacyPolicy);
    expect(text).toContain(`keep a request for ${months} months after our last contact`);
    expect(text).toContain(`within ${site.dataRetention.erasureDays} days`);
  });

  it("deletes a request the moment its last contact is older than the period, and not a millisecond before", async () => {
    let clock = new Date("2026-01-15T09:00:00.000Z");
    const store = createSqliteDelegationStore(openDatabase(".", ":memory:"), { now: () => clock });
    const quiet = (await store.create(newRequest({ company: "Quiet Co" }))).request;
    const worked = (await store.create(newRequest({ company: "Worked Co" }))).request;
    clock = new Date("2027-03-01T09:00:00.000Z");
    await store.updateStatus(worked.id, "contacted", "sam@openseat.example");

    const expiry = addMonths(new Date(quiet.createdAt), months);
    expect(await purgeExpiredRequests(store, new Date(expiry.getTime()), months)).toBe(0);
    expect(await purgeExpiredRequests(store, new Date(expiry.getTime() + 1), months)).toBe(1);
    expect(await store.get(quiet.id)).toBeNull();
    expect(await store.get(worked.id)).not.toBeNull();

    const workedExpiry = addMonths(new Date("2027-03-01T09:00:00.000Z"), months);
    expect(await purgeExpiredRequests(store, new Date(workedExpiry.getTime() + 1), months)).toBe(1);
    expect(await store.get(worked.id)).toBeNull();
    // The log says how many and up to when, never who.
    const logged = (console.log as jest.Mock).mock.calls.map(([line]) => String(line)).join("\n");
    expect(logged).toContain('"event":"data.requests_purged"');
    expect(logged).not.toContain("Quiet Co");
    expect(logged).not.toContain("jane@acme.io");
  });
});

describe("the embedded store's purge schedule", () => {
  it("purges at start and then once a day while the server runs", async () => {
    jest.useFakeTimers({ now: new Date("2026-06-01T00:00:00.000Z") });
    const store = createSqliteDelegationStore(openDatabase(".", ":memory:"), { now: () => new Date() });
    const first = (await store.create(newRequest())).request;
    jest.setSystemTime(addMonths(new Date(first.createdAt), months).getTime() - 60_000);
    const second = (await store.create(newRequest())).request;

    const schedule = schedulePurge(store, months);
    await schedule.started;
    expect(await store.get(first.id)).not.toBeNull();

    // A minute later the first request has outlived the period, but nothing runs until the next day.
    jest.advanceTimersByTime(120_000);
    expect(await store.get(first.id)).not.toBeNull();
    await jest.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(await store.get(first.id)).toBeNull();
    expect(await store.get(second.id)).not.toBeNull();
    schedule.stop();
  });

  it("logs a failed run and keeps the schedule", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = { purgeContactedBefore: jest.fn().mockRejectedValue(new Error("disk full")) };
    const schedule = schedulePurge(failing as never, months, () => new Date(), 1000);
    await schedule.started;
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("data.requests_purge_failed"));
    schedule.stop();
  });
});
