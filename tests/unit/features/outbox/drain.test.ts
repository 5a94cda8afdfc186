/** @jest-environment node */
import type { DeliveryRound } from "@/features/outbox/deliver";
import { createDrain, type DrainPlan } from "@/features/outbox/drain";

const fullAt = 50;
const budgetMs = 30_000;

/**
 * A drain over a backlog of `backlog` messages, each pass taking `passMs` on a clock the test owns and settling
 * up to `fullAt` of them; `during(pass)` runs while a pass is under way (the calls that join it).
 */
function harness(backlog: number, passMs: number) {
  let clock = 0;
  let left = backlog;
  let passes = 0;
  const during = new Map<number, () => void>();
  const drain = createDrain(() => clock);
  const pass = async (): Promise<DeliveryRound> => {
    passes += 1;
    during.get(passes)?.();
    await Promise.resolve();
    clock += passMs;
    const sent = Math.min(fullAt, left);
    left -= sent;
    return { sent, retrying: 0, failed: 0, bounced: 0, unsettled: 0 };
  };
  const plan = async (): Promise<DrainPlan> => ({ pass, fullAt, budgetMs });
  return {
    run: () => drain.run(plan),
    current: () => drain.current(),
    at: (passNumber: number, work: () => void) => void during.set(passNumber, work),
    left: () => left,
    passes: () => passes,
    advance: (ms: number) => void (clock += ms),
  };
}

describe("the outbox's drain", () => {
  it("goes on after a burst's last call for the budget, however long the delivery had already run", async () => {
    // A burst: the delivery started at 0, visitors' calls joined it for 60 s (longer than the budget), and the
    // backlog they left (the mail waited for them) is 600 messages more than those passes sent.
    const site = harness(900, 10_000);
    for (let pass = 1; pass <= 6; pass += 1) site.at(pass, () => void site.run());
    const total = await site.run();
    // The last join came during pass 6, at 50 s, and asked for pass 7; pass 7 ended 20 s after that join, full,
    // so pass 8 went too, and ended 30 s after it: the budget. Counted from the start, the drain stopped after 7.
    expect(site.passes()).toBe(8);
    expect(total.sent).toBe(400);
    expect(site.left()).toBe(500);
  });

  it("stops at the first pass that is not full", async () => {
    const site = harness(120, 1_000);
    const total = await site.run();
    expect(total.sent).toBe(120);
    expect(site.passes()).toBe(3);
    expect(site.left()).toBe(0);
  });

  it("stops within the budget of the last call when every pass comes back full", async () => {
    const site = harness(100_000, 7_000);
    const total = await site.run();
    // Passes end at 7, 14, 21, 28 and 35 s: the fifth is the first to end past the 30 s budget.
    expect(site.passes()).toBe(5);
    expect(total.sent).toBe(250);
  });

  it("lets a call that joins share the delivery under way and its totals, and a later call start another", async () => {
    const site = harness(70, 1_000);
    let joined: Promise<DeliveryRound> | undefined;
    site.at(1, () => void (joined = site.run()));
    const first = site.run();
    expect(site.current()).toBe(first);
    expect(await first).toEqual(await joined);
    expect(site.current()).toBeNull();
    expect((await first).sent).toBe(70);
    site.advance(60_000);
    expect((await site.run()).sent).toBe(0);
  });
});
