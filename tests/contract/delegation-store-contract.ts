import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { EXPORT_BATCH_SIZE, readEveryMatch, requestsCsvStream, type ExportQuery } from "@/features/admin/request-csv";
import { delegationStatuses } from "@/features/delegation/options";
import { referencePattern } from "@/features/delegation/reference";
import type {
  DelegationFields,
  DelegationRequestStore,
  DelegationStoreOptions,
  NewDelegationRequest,
  RequestSource,
} from "@/features/delegation/store";

const source: RequestSource = {
  path: "/delegation-tasks-guide/form",
  referrer: "https://www.example.org/search?q=marketing",
  utmSource: "newsletter",
  utmMedium: "email",
  utmCampaign: "spring",
  utmTerm: null,
  utmContent: null,
  userAgent: "Contract/1.0",
};

export function fields(overrides: Partial<DelegationFields> = {}): DelegationFields {
  return {
    fullName: "Jane Doe",
    email: "jane@acme.io",
    company: "Acme Ltd",
    website: "https://acme.io/",
    phone: "+44 20 7946 0000",
    organisationType: "business",
    roles: ["seo", "content"],
    tasks: ["seo:on-page", "content:blog-posts"],
    otherTasks: "Also a quarterly report",
    hoursPerWeek: "part-time",
    startTimeline: "asap",
    monthlyBudget: "4000-7999",
    timeZone: "Europe/London",
    message: "Line one\nLine two",
    heardFrom: "referral",
    ...overrides,
  };
}

export function newRequest(overrides: Partial<DelegationFields> = {}, key: string = randomUUID()): NewDelegationRequest {
  return { idempotencyKey: key, fields: fields(overrides), consentAt: "2026-01-02T03:04:05.678Z", source };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Creates requests one by one, a few milliseconds apart, so createdAt strictly increases. */
async function createInOrder(store: DelegationRequestStore, inputs: NewDelegationRequest[]) {
  const created = [];
  for (const input of inputs) {
    created.push((await store.create(input)).request);
    await pause(5);
  }
  return created;
}

/**
 * The behaviour every DelegationRequestStore must have. `makeStore` returns an empty store each time.
 */
export function describeDelegationStoreContract(
  name: string,
  makeStore: (options?: DelegationStoreOptions) => Promise<DelegationRequestStore>,
): void {
  describe(`DelegationRequestStore contract: ${name}`, () => {
    let store: DelegationRequestStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    it("creates a request with status new, a reference, its fields, consent time and source", async () => {
      const input = newRequest();
      const before = Date.now();
      const { request, created } = await store.create(input);
      expect(created).toBe(true);
      expect(request.id).toEqual(expect.any(String));
      expect(request.reference).toMatch(referencePattern);
      expect(request.status).toBe("new");
      expect(Date.parse(request.createdAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(request.createdAt).toBe(new Date(request.createdAt).toISOString());
      expect(request).toMatchObject({ ...input.fields, consentAt: input.consentAt, source: input.source });
      expect(request.statusHistory).toEqual([{ status: "new", by: "system", at: expect.any(String) }]);
      expect(request.notes).toEqual([]);
      expect(await store.get(request.id)).toEqual(request);
    });

    it("keeps null optional fields as null", async () => {
      const { request } = await store.create(newRequest({ website: null, phone: null, heardFrom: null, otherTasks: "", message: "" }));
      expect(request).toMatchObject({ website: null, phone: null, heardFrom: null, otherTasks: "", message: "" });
    });

    it("is idempotent on the key: the same key returns the first request and stores nothing new", async () => {
      const key = randomUUID();
      const first = await store.create(newRequest({}, key));
      const second = await store.create(newRequest({ fullName: "Someone Else" }, key));
      expect(second.created).toBe(false);
      expect(second.request.id).toBe(first.request.id);
      expect(second.request.reference).toBe(first.request.reference);
      expect(second.request.fullName).toBe("Jane Doe");
      expect((await store.countByStatus()).new).toBe(1);
    });

    it("stores one request when the same key arrives 20 times at once", async () => {
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 20 }, () => store.create(newRequest({}, key))));
      expect(new Set(results.map((result) => result.request.id)).size).toBe(1);
      expect(new Set(results.map((result) => result.request.reference)).size).toBe(1);
      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect((await store.list({ sort: "newest", limit: 30 })).items).toHaveLength(1);
    });

    it("takes a burst: 50 concurrent creates all succeed, with distinct ids and references", async () => {
      const created = await Promise.all(Array.from({ length: 50 }, () => store.create(newRequest())));
      expect(created.every((result) => result.created)).toBe(true);
      expect(new Set(created.map((c) => c.request.id)).size).toBe(50);
      expect(new Set(created.map((c) => c.request.reference)).size).toBe(50);
      expect((await store.countByStatus()).new).toBe(50);
    });

    it("draws another reference when the one drawn is taken", async () => {
      const draws = ["DR-222222", "DR-222222", "DR-333333"];
      const clashing = await makeStore({ generateReference: () => draws.shift() ?? "DR-444444" });
      const first = await clashing.create(newRequest());
      const second = await clashing.create(newRequest());
      expect([first.request.reference, second.request.reference]).toEqual(["DR-222222", "DR-333333"]);
      expect(await clashing.get(second.request.id)).toEqual(second.request);
    });

    it("returns null for an unknown id", async () => {
      expect(await store.get(randomUUID())).toBeNull();
    });

    it("lists newest or oldest first and pages through everything with cursors", async () => {
      const created = await createInOrder(store, Array.from({ length: 7 }, (_, i) => newRequest({ fullName: `Person ${i}` })));
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await store.list({ sort: "newest", limit: 3, cursor });
        expect(page.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual(created.map((r) => r.id).reverse());

      const oldest = await store.list({ sort: "oldest", limit: 100 });
      expect(oldest.items.map((r) => r.id)).toEqual(created.map((r) => r.id));
      expect(oldest.nextCursor).toBeNull();
    });

    it("reads about one page for a page after a cursor, however deep, in both orders", async () => {
      let reads = 0;
      const counting = await makeStore({ onRead: (count) => (reads += count) } as DelegationStoreOptions);
      await createInOrder(counting, Array.from({ length: 40 }, (_, i) => newRequest({ fullName: `Person ${i}` })));
      for (const sort of ["newest", "oldest"] as const) {
        let cursor: string | undefined;
        let pages = 0;
        do {
          reads = 0;
          const page = await counting.list({ sort, limit: 4, cursor });
          // The page, the one row that says another follows, and at most the cursor's own row: the rows before it are never visited.
          expect(reads).toBeLessThanOrEqual(6);
          cursor = page.nextCursor ?? undefined;
          pages += 1;
        } while (cursor);
        expect(pages).toBe(10);
      }
    });

    it("treats an unreadable cursor as the start of the list", async () => {
      await createInOrder(store, [newRequest(), newRequest()]);
      const page = await store.list({ sort: "newest", limit: 10, cursor: "not-a-cursor" });
      expect(page.items).toHaveLength(2);
    });

    it("filters by status, role and date range", async () => {
      const [a, b, c] = await createInOrder(store, [
        newRequest({ roles: ["seo"], tasks: ["seo:on-page"] }),
        newRequest({ roles: ["video", "design"], tasks: ["video:thumbnails"] }),
        newRequest({ roles: ["seo", "video"], tasks: [] }),
      ]);
      await store.updateStatus(b!.id, "contacted", "admin@openseat.example");

      const ids = async (query: Parameters<DelegationRequestStore["list"]>[0]) =>
        (await store.list(query)).items.map((item) => item.id);
      expect(await ids({ sort: "oldest", limit: 10, status: "contacted" })).toEqual([b!.id]);
      expect(await ids({ sort: "oldest", limit: 10, status: "new" })).toEqual([a!.id, c!.id]);
      expect(await ids({ sort: "oldest", limit: 10, role: "video" })).toEqual([b!.id, c!.id]);
      expect(await ids({ sort: "oldest", limit: 10, role: "seo", status: "new" })).toEqual([a!.id, c!.id]);
      expect(await ids({ sort: "oldest", limit: 10, from: b!.createdAt })).toEqual([b!.id, c!.id]);
      expect(await ids({ sort: "oldest", limit: 10, to: b!.createdAt })).toEqual([a!.id]);
      expect(await ids({ sort: "oldest", limit: 10, from: a!.createdAt, to: c!.createdAt })).toEqual([a!.id, b!.id]);
      expect(await ids({ sort: "oldest", limit: 10, role: "analytics" })).toEqual([]);
    });

    it("searches word prefixes of name, e-mail and company, case-insensitively", async () => {
      const [jane, omar] = await createInOrder(store, [
        // No website: its host is searchable too (the lead desk's contract), and the fixture's is acme.io.
        newRequest({ fullName: "Jane Doe", email: "jane@acme.io", company: "Acme Ltd", website: null }),
        newRequest({ fullName: "Omar Haddad", email: "omar@globex.com", company: "Globex Corporation", website: null }),
      ]);
      const ids = async (search: string, extra: { role?: "seo" | "video" } = {}) =>
        (await store.list({ sort: "oldest", limit: 10, search, ...extra })).items.map((item) => item.id);
      expect(await ids("ACM")).toEqual([jane!.id]);
      expect(await ids("doe")).toEqual([jane!.id]);
      expect(await ids("globex.com")).toEqual([omar!.id]);
      expect(await ids("omar@globex.com")).toEqual([omar!.id]);
      expect(await ids("corp")).toEqual([omar!.id]);
      expect(await ids("jane globex")).toEqual([]);
      expect(await ids("jane acme")).toEqual([jane!.id]);
      expect(await ids("cme")).toEqual([]);
      expect(await ids("omar", { role: "seo" })).toEqual([omar!.id]);
      expect(await ids("omar", { role: "video" })).toEqual([]);
      expect(await ids("   ")).toEqual([jane!.id, omar!.id]);
    });

    it("pages through search results with cursors, combined with status, role and dates, in both orders", async () => {
      const made = await createInOrder(
        store,
        Array.from({ length: 9 }, (_, i) =>
          newRequest({ fullName: `Page Person${i}`, company: i % 3 === 0 ? "Zenith Partners" : "Zenith Media", roles: i % 2 ? ["seo"] : ["video"] }),
        ),
      );
      await store.updateStatus(made[4]!.id, "contacted", "sam");
      const all = async (query: Omit<Parameters<DelegationRequestStore["list"]>[0], "limit" | "cursor">) => {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await store.list({ ...query, limit: 2, cursor });
          expect(page.items.length).toBeLessThanOrEqual(2);
          seen.push(...page.items.map((item) => item.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        return seen;
      };
      const ids = (indexes: number[]) => indexes.map((i) => made[i]!.id);
      expect(await all({ sort: "oldest", search: "zenith" })).toEqual(ids([0, 1, 2, 3, 4, 5, 6, 7, 8]));
      expect(await all({ sort: "newest", search: "zen med" })).toEqual(ids([8, 7, 5, 4, 2, 1]));
      expect(await all({ sort: "oldest", search: "zenith", role: "seo" })).toEqual(ids([1, 3, 5, 7]));
      expect(await all({ sort: "oldest", search: "zenith", status: "contacted" })).toEqual(ids([4]));
      expect(await all({ sort: "newest", search: "partners", from: made[3]!.createdAt, to: made[6]!.createdAt })).toEqual(ids([3]));
      expect(await all({ sort: "oldest", search: "person1" })).toEqual(ids([1]));
      expect(await all({ sort: "oldest", search: "person" })).toEqual(ids([0, 1, 2, 3, 4, 5, 6, 7, 8]));
    });

    it("matches whole words from their start, accents kept, long terms cut to the indexed length", async () => {
      const [jose, plain, long] = await createInOrder(store, [
        newRequest({ fullName: "José Ñúñez", email: "jose@acme.io", company: "Acme" }),
        newRequest({ fullName: "Jose Nunez", email: "jn@other.io", company: "Other" }),
        newRequest({ fullName: "Supercalifragilisticexpialidocious", email: "s@x.io", company: "X" }),
      ]);
      const ids = async (search: string) => (await store.list({ sort: "oldest", limit: 10, search })).items.map((item) => item.id);
      expect(await ids("josé")).toEqual([jose!.id]);
      expect(await ids("JOSE")).toEqual([jose!.id, plain!.id]);
      expect(await ids("ñú")).toEqual([jose!.id]);
      expect(await ids("supercalifragilisticexpialidocious")).toEqual([long!.id]);
      // Only the first 20 characters of a term are compared.
      expect(await ids("supercalifragilisticzzz")).toEqual([long!.id]);
      expect(await ids("supercalifragilistix")).toEqual([]);
      expect(await ids("other.io nunez")).toEqual([plain!.id]);
      expect(await ids("ali")).toEqual([]);
    });

    it("reads about as many documents as a search returns, for a common word with a rare one", async () => {
      let reads = 0;
      const counting = await makeStore({ onRead: (count) => (reads += count) } as DelegationStoreOptions);
      await Promise.all(Array.from({ length: 60 }, (_, i) => counting.create(newRequest({ company: `Common Group ${i}` }))));
      const rare = await counting.create(newRequest({ company: "Common Rareword" }));
      const limit = 5;
      const readsFor = async (search: string) => {
        reads = 0;
        const page = await counting.list({ sort: "newest", limit, search });
        return { reads, page };
      };

      const both = await readsFor("common rareword");
      expect(both.page.items.map((item) => item.id)).toEqual([rare.request.id]);
      expect(both.reads).toBeGreaterThanOrEqual(1);
      expect(both.reads).toBeLessThanOrEqual(2 * (limit + 1));

      const nothing = await readsFor("common nosuchword");
      expect(nothing.page.items).toEqual([]);
      expect(nothing.reads).toBeLessThanOrEqual(2 * (limit + 1));

      const reversed = await readsFor("rarew common");
      expect(reversed.page.items.map((item) => item.id)).toEqual([rare.request.id]);
      expect(reversed.reads).toBeLessThanOrEqual(2 * (limit + 1));

      // A common word alone: never more than its matches, and a full page of them.
      const common = await readsFor("common");
      expect(common.page.items).toHaveLength(limit);
      expect(common.reads).toBeLessThanOrEqual(61);
    });

    it("lists every request from one exact e-mail address, newest first", async () => {
      const [first, , third] = await createInOrder(store, [
        newRequest({ email: "jane@acme.io" }),
        newRequest({ email: "jane@acme.io.evil" }),
        newRequest({ email: "jane@acme.io", company: "Second Co" }),
        newRequest({ email: "ajane@acme.io" }),
      ]);
      expect((await store.listByEmail(" Jane@ACME.io ")).map((r) => r.id)).toEqual([third!.id, first!.id]);
      expect(await store.listByEmail("jane@acme")).toEqual([]);
    });

    it("records the last contact: creation, then each status change or note", async () => {
      let clock = new Date("2026-03-01T10:00:00.000Z");
      const timed = await makeStore({ now: () => clock } as DelegationStoreOptions);
      const { request } = await timed.create(newRequest());
      expect(request.createdAt).toBe("2026-03-01T10:00:00.000Z");
      expect(request.lastContactAt).toBe("2026-03-01T10:00:00.000Z");
      clock = new Date("2026-04-02T09:00:00.000Z");
      expect((await timed.updateStatus(request.id, "contacted", "sam"))?.lastContactAt).toBe("2026-04-02T09:00:00.000Z");
      clock = new Date("2026-05-03T08:00:00.000Z");
      const noted = await timed.addNote(request.id, "sam", "Called back");
      expect(noted?.lastContactAt).toBe("2026-05-03T08:00:00.000Z");
      expect((await timed.get(request.id))?.lastContactAt).toBe("2026-05-03T08:00:00.000Z");
    });

    it("reads requests still new by their reply due time, within a window, and moves it when asked", async () => {
      let clock = new Date("2026-03-13T16:55:00.000Z");
      const timed = await makeStore({ now: () => clock, onRead: (count) => (reads += count) } as DelegationStoreOptions);
      let reads = 0;
      // Friday 16:55 London: due Monday 16:55. Friday 18:00 (after hours): due Monday at the close.
      const friday = (await timed.create(newRequest({ company: "Friday Co" }))).request;
      clock = new Date("2026-03-13T18:00:00.000Z");
      const evening = (await timed.create(newRequest({ company: "Evening Co" }))).request;
      clock = new Date("2026-03-10T10:00:00.000Z");
      const older = (await timed.create(newRequest({ company: "Older Co" }))).request;
      const answered = (await timed.create(newRequest({ company: "Answered Co" }))).request;
      await timed.updateStatus(answered.id, "contacted", "sam");

      const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
      reads = 0;
      expect(ids(await timed.listAwaitingReply("2026-03-16T09:00:00.000Z", "2026-03-16T17:30:00.000Z", 100))).toEqual([friday.id, evening.id]);
      // Only the window's rows are read, not every request.
      expect(reads).toBe(2);
      expect(ids(await timed.listAwaitingReply("2026-03-16T16:55:00.000Z", "2026-03-16T16:55:00.000Z", 100))).toEqual([friday.id]);
      expect(ids(await timed.listAwaitingReply("2026-03-11T00:00:00.000Z", "2026-03-11T23:59:00.000Z", 100))).toEqual([older.id]);
      expect(await timed.listAwaitingReply("2026-03-01T00:00:00.000Z", "2026-03-20T00:00:00.000Z", 1)).toHaveLength(1);

    });

    it("purges requests whose last contact is before the cutoff, with their notes, and nothing else", async () => {
      let clock = new Date("2024-01-10T00:00:00.000Z");
      const timed = await makeStore({ now: () => clock } as DelegationStoreOptions);
      const stale = (await timed.create(newRequest({ company: "Stale Co", email: "stale@old.io" }))).request;
      const touched = (await timed.create(newRequest({ company: "Touched Co" }))).request;
      clock = new Date("2025-06-01T00:00:00.000Z");
      await timed.addNote(touched.id, "sam", "Still talking");
      const fresh = (await timed.create(newRequest({ company: "Fresh Co" }))).request;

      expect(await timed.purgeContactedBefore("2025-01-10T00:00:00.000Z")).toBe(1);
      expect(await timed.get(stale.id)).toBeNull();
      expect(await timed.get(touched.id)).not.toBeNull();
      expect(await timed.get(fresh.id)).not.toBeNull();
      // Gone from search, from the e-mail lookup and from the counts too.
      expect((await timed.list({ sort: "newest", limit: 10, search: "stale" })).items).toEqual([]);
      expect(await timed.listByEmail("stale@old.io")).toEqual([]);
      expect((await timed.countByStatus()).new).toBe(2);

      expect(await timed.purgeContactedBefore("2025-06-01T00:00:00.001Z")).toBe(2);
      expect((await timed.list({ sort: "newest", limit: 10 })).items).toEqual([]);
      expect(await timed.purgeContactedBefore("2030-01-01T00:00:00.000Z")).toBe(0);
    });

    it("updates the status and records who changed it", async () => {
      const { request } = await store.create(newRequest());
      const updated = await store.updateStatus(request.id, "qualified", "sam@openseat.example");
      expect(updated?.status).toBe("qualified");
      expect(updated?.statusHistory.map((entry) => [entry.status, entry.by])).toEqual([
        ["new", "system"],
        ["qualified", "sam@openseat.example"],
      ]);
      expect((await store.get(request.id))?.status).toBe("qualified");
      expect(await store.updateStatus(randomUUID(), "won", "sam")).toBeNull();
    });

    it("adds notes in order", async () => {
      const { request } = await store.create(newRequest());
      await store.addNote(request.id, "sam@openseat.example", "Called, left a voicemail");
      const updated = await store.addNote(request.id, "kim@openseat.example", "Booked a call for Tuesday");
      expect(updated?.notes.map((note) => [note.author, note.body])).toEqual([
        ["sam@openseat.example", "Called, left a voicemail"],
        ["kim@openseat.example", "Booked a call for Tuesday"],
      ]);
      expect(new Set(updated?.notes.map((note) => note.id)).size).toBe(2);
      expect(await store.addNote(randomUUID(), "sam", "nobody")).toBeNull();
    });

    it("deletes a request, with its history and notes", async () => {
      const { request } = await store.create(newRequest());
      await store.addNote(request.id, "sam", "note");
      expect(await store.delete(request.id)).toBe(true);
      expect(await store.get(request.id)).toBeNull();
      expect(await store.delete(request.id)).toBe(false);
    });

    it("exports every matching request as spreadsheet-safe CSV, read in batches as the stream is pulled", async () => {
      const count = EXPORT_BATCH_SIZE + 21;
      const made = await Promise.all(
        Array.from({ length: count }, (_, i) =>
          store.create(newRequest({ fullName: i === 0 ? '=HYPERLINK("http://x")' : `Person ${i}`, company: i % 2 ? "Odd Co" : "Even Co" })),
        ),
      );
      const limits: number[] = [];
      const counting = { list: (query: Parameters<DelegationRequestStore["list"]>[0]) => (limits.push(query.limit), store.list(query)) };
      const exported = async (query: ExportQuery, batchSize?: number) => {
        const bytes = new Uint8Array(await new Response(requestsCsvStream(readEveryMatch(counting, query, batchSize))).arrayBuffer());
        // A byte-order mark first, so Excel reads UTF-8.
        expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
        const [header, ...rows] = parse(text.slice(1), { relax_column_count: false }) as string[][];
        expect(header?.[0]).toBe("Reference");
        return rows;
      };

      const all = await exported({ sort: "oldest" });
      expect(all).toHaveLength(count);
      expect(new Set(all.map((row) => row[0]))).toEqual(new Set(made.map((m) => m.request.reference)));
      expect(limits).toEqual([EXPORT_BATCH_SIZE, EXPORT_BATCH_SIZE]);
      expect(all.find((row) => row[3]?.includes("HYPERLINK"))?.[3]).toBe(`'=HYPERLINK("http://x")`);

      limits.length = 0;
      const odd = await exported({ sort: "newest", search: "odd" }, 7);
      expect(odd).toHaveLength((count - 1) / 2);
      expect(odd.every((row) => row[5] === "Odd Co")).toBe(true);
      expect(limits.length).toBeGreaterThan(5);
      expect(limits.every((limit) => limit === 7)).toBe(true);
    });

    it("counts requests by status, with every status present", async () => {
      const made = await Promise.all([store.create(newRequest()), store.create(newRequest()), store.create(newRequest())]);
      await store.updateStatus(made[0].request.id, "won", "sam");
      const counts = await store.countByStatus();
      expect(Object.keys(counts).sort()).toEqual([...delegationStatuses].sort());
      expect(counts).toMatchObject({ new: 2, won: 1, contacted: 0, qualified: 0, lost: 0, archived: 0 });
    });
  });
}
