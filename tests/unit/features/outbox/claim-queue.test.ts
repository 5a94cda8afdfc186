/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createSqliteDelegationStore } from "@/features/delegation/sqlite";
import { createClaimQueue } from "@/features/outbox/claim-queue";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import type { OutboxStore } from "@/features/outbox/store";
import { newRequest } from "../../../contract/delegation-store-contract";

const LEASE = 60_000;
const drafts = () => [
  { channel: "staff-alert", recipients: ["desk@openseat.example"], payload: { kind: "mail" as const, subject: "New", text: "t", html: "<p>h</p>" } },
  { channel: "buyer-confirmation", recipients: ["jane@acme.io"], payload: { kind: "mail" as const, subject: "Thanks", text: "t", html: "<p>h</p>" } },
];

/** The queue over the real SQLite stores, with every store call the queue makes written down. */
function harness() {
  const db = openDatabase(".", ":memory:");
  const requests = createSqliteDelegationStore(db);
  const outbox = createSqliteOutboxStore(db);
  const calls: string[] = [];
  let failNext = false;
  const watched: OutboxStore = {
    ...outbox,
    claimDue: async (...args) => {
      calls.push(`claimDue(${args[3]})`);
      return outbox.claimDue(...args);
    },
    claimIds: async (...args) => {
      calls.push(`claimIds(${args[0].length})`);
      if (failNext) {
        failNext = false;
        throw new Error("store unavailable");
      }
      return outbox.claimIds(...args);
    },
  };
  const queue = createClaimQueue(async () => watched, "here", () => LEASE);
  const store = async () => (await requests.create({ ...newRequest({}), outbox: drafts })).messageIds;
  const later = new Date(Date.now() + 1_000).toISOString();
  return { outbox, queue, calls, store, later, failOnce: () => void (failNext = true) };
}

describe("the outbox's claim queue", () => {
  it("claims the messages it was told of by id, with no due query, and leaves the others for a sweep", async () => {
    const { outbox, queue, calls, store, later } = harness();
    const mine = await store();
    const theirs = await store();
    queue.name(mine);
    const claimed = await queue.claim(later, 10);
    expect(claimed.map((message) => message.id).sort()).toEqual([...mine].sort());
    expect(calls).toEqual(["claimIds(2)"]);
    expect(queue.waiting()).toBe(0);
    for (const id of theirs) expect((await outbox.get(id))?.lease).toBeNull();
    // Nothing named and no sweep asked: a round claims nothing and asks the store nothing.
    expect(await queue.claim(later, 10)).toEqual([]);
    expect(calls).toEqual(["claimIds(2)"]);
  });

  it("fills a round from the names, then from the due query only while a sweep is asked", async () => {
    const { queue, calls, store, later } = harness();
    const named = [...(await store()), ...(await store()), ...(await store())];
    const unnamed = await store();
    queue.name(named);
    queue.sweep();
    const first = await queue.claim(later, 4);
    expect(first.map((message) => message.id)).toEqual(expect.arrayContaining(named.slice(0, 4)));
    expect(queue.waiting()).toBe(2);
    const second = await queue.claim(later, 4);
    // Two names left, then the due query for the rest of the round: the unnamed request's two messages.
    expect(second.map((message) => message.id).sort()).toEqual([...named.slice(4), ...unnamed].sort());
    expect(calls).toEqual(["claimIds(4)", "claimIds(2)", "claimDue(2)"]);
    // The query came back full, so the sweep goes on; the next comes back short and ends it.
    expect(await queue.claim(later, 4)).toEqual([]);
    expect(await queue.claim(later, 4)).toEqual([]);
    expect(calls.slice(3)).toEqual(["claimDue(4)"]);
  });

  it("takes more names when some were claimed elsewhere, so a round is full while names wait", async () => {
    const { outbox, queue, store, later } = harness();
    const taken = await store();
    const rest = [...(await store()), ...(await store())];
    await outbox.claimIds(taken, later, "elsewhere", LEASE);
    queue.name([...taken, ...rest]);
    const claimed = await queue.claim(later, 4);
    expect(claimed.map((message) => message.id).sort()).toEqual([...rest].sort());
    expect(queue.waiting()).toBe(0);
  });

  it("asks for a sweep when a claim by id fails, so the names it took are found as due", async () => {
    const { queue, calls, store, later, failOnce } = harness();
    const named = await store();
    queue.name(named);
    failOnce();
    await expect(queue.claim(later, 10)).rejects.toThrow("store unavailable");
    expect(queue.waiting()).toBe(0);
    const claimed = await queue.claim(later, 10);
    expect(claimed.map((message) => message.id).sort()).toEqual([...named].sort());
    expect(calls).toEqual(["claimIds(2)", "claimDue(10)"]);
  });
});
