import { createRecentList } from "@/features/team/recent-list";

describe("a list read recently", () => {
  function harness() {
    let clock = 0;
    let reads = 0;
    let fail = false;
    let release: (() => void) | null = null;
    let held = false;
    const list = createRecentList(
      async () => {
        reads += 1;
        const read = reads;
        if (held) await new Promise<void>((resolve) => (release = resolve));
        if (fail) throw new Error("store down");
        return [`read ${read}`];
      },
      30_000,
      () => clock,
    );
    return {
      list,
      reads: () => reads,
      advance: (ms: number) => void (clock += ms),
      failNext: (value: boolean) => void (fail = value),
      hold: (value: boolean) => void (held = value),
      release: () => release?.(),
    };
  }

  it("reads once for every view within the age, and again after it", async () => {
    const site = harness();
    expect(await site.list.get()).toEqual(["read 1"]);
    site.advance(29_999);
    expect(await Promise.all([site.list.get(), site.list.get()])).toEqual([["read 1"], ["read 1"]]);
    expect(site.reads()).toBe(1);
    site.advance(1);
    expect(await site.list.get()).toEqual(["read 2"]);
  });

  it("reads again at once after forget(), as after a change written in this process", async () => {
    const site = harness();
    await site.list.get();
    site.list.forget();
    expect(await site.list.get()).toEqual(["read 2"]);
  });

  it("never keeps a read begun before a forget() that ended after it", async () => {
    const site = harness();
    site.hold(true);
    const early = site.list.get();
    site.list.forget();
    site.release();
    expect(await early).toEqual(["read 1"]);
    site.hold(false);
    expect(await site.list.get()).toEqual(["read 2"]);
  });

  it("never keeps a failed read", async () => {
    const site = harness();
    site.failNext(true);
    await expect(site.list.get()).rejects.toThrow("store down");
    site.failNext(false);
    expect(await site.list.get()).toEqual(["read 2"]);
  });
});
