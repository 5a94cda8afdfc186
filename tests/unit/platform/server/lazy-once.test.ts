import { lazyOnce } from "@/platform/server/lazy-once";

describe("lazyOnce", () => {
  it("runs the factory once, however many callers ask at the same time", async () => {
    const create = jest.fn(async () => ({ made: true }));
    const get = lazyOnce(create);
    const [a, b] = await Promise.all([get(), get()]);
    expect(a).toBe(b);
    expect(await get()).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("forgets a failure, so the next call tries again", async () => {
    const create = jest.fn().mockRejectedValueOnce(new Error("unreachable")).mockResolvedValueOnce("store");
    const get = lazyOnce(create);
    await expect(get()).rejects.toThrow("unreachable");
    await expect(get()).resolves.toBe("store");
    await expect(get()).resolves.toBe("store");
    expect(create).toHaveBeenCalledTimes(2);
  });
});
