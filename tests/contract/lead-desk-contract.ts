import type { DelegationRequestStore, DelegationStoreOptions } from "@/features/delegation/store";
import { newRequest } from "./delegation-store-contract";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lead desk's part of the store contract: owners, typed notes with follow-ups, and lookup by reference. */
export function describeLeadDeskContract(
  name: string,
  makeStore: (options?: DelegationStoreOptions) => Promise<DelegationRequestStore>,
): void {
  describe(`DelegationRequestStore lead desk: ${name}`, () => {
    let store: DelegationRequestStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    it("starts without an owner, records each assignment with who and when, and can clear it", async () => {
      const { request } = await store.create(newRequest());
      expect(request.owner).toBeNull();
      expect(request.assignments).toEqual([]);
      const before = Date.now();
      const mine = await store.assign(request.id, "ann@openseat.example", "ann@openseat.example");
      expect(mine?.owner).toBe("ann@openseat.example");
      const moved = await store.assign(request.id, "bob@openseat.example", "ann@openseat.example");
      const cleared = await store.assign(request.id, null, "bob@openseat.example");
      expect(cleared?.owner).toBeNull();
      expect(cleared?.assignments.map(({ owner, by }) => ({ owner, by }))).toEqual([
        { owner: "ann@openseat.example", by: "ann@openseat.example" },
        { owner: "bob@openseat.example", by: "ann@openseat.example" },
        { owner: null, by: "bob@openseat.example" },
      ]);
      expect(Date.parse(cleared!.assignments[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
      expect(moved?.owner).toBe("bob@openseat.example");
      // Assigning is the team's business, not a contact with the visitor: retention does not restart.
      expect(cleared?.lastContactAt).toBe(request.lastContactAt);
      expect(await store.assign("no-such-id", "ann@openseat.example", "ann@openseat.example")).toBeNull();
    });

    it("lists only one admin's requests, or only unowned ones, with search, status and paging", async () => {
      const created = [];
      for (const company of ["Alpha Ltd", "Beta Ltd", "Gamma Ltd", "Delta Ltd"]) {
        created.push((await store.create(newRequest({ company }))).request);
        await pause(5);
      }
      const [alpha, beta, gamma, delta] = created as [typeof created[0], typeof created[0], typeof created[0], typeof created[0]];
      await store.assign(alpha.id, "ann@openseat.example", "ann@openseat.example");
      await store.assign(gamma.id, "ann@openseat.example", "bob@openseat.example");
      await store.assign(beta.id, "bob@openseat.example", "bob@openseat.example");
      await store.assign(delta.id, "bob@openseat.example", "bob@openseat.example");
      await store.assign(delta.id, null, "bob@openseat.example");

      const companies = async (query: Parameters<DelegationRequestStore["list"]>[0]) => (await store.list(query)).items.map((r) => r.company);
      expect(await companies({ sort: "newest", limit: 10, owner: "ann@openseat.example" })).toEqual(["Gamma Ltd", "Alpha Ltd"]);
      expect(await companies({ sort: "oldest", limit: 10, owner: null })).toEqual(["Delta Ltd"]);
      expect(await companies({ sort: "newest", limit: 10, owner: "bob@openseat.example" })).toEqual(["Beta Ltd"]);
      expect(await companies({ sort: "newest", limit: 10, owner: "ann@openseat.example", search: "alpha" })).toEqual(["Alpha Ltd"]);
      await store.updateStatus(gamma.id, "contacted", "ann@openseat.example");
      expect(await companies({ sort: "newest", limit: 10, owner: "ann@openseat.example", status: "new" })).toEqual(["Alpha Ltd"]);

      const first = await store.list({ sort: "newest", limit: 1, owner: "ann@openseat.example" });
      expect(first.items.map((r) => r.company)).toEqual(["Gamma Ltd"]);
      const second = await store.list({ sort: "newest", limit: 1, owner: "ann@openseat.example", cursor: first.nextCursor! });
      expect(second.items.map((r) => r.company)).toEqual(["Alpha Ltd"]);
      expect(second.nextCursor).toBeNull();
    });

    it("keeps a note's type and follow-up date; untyped notes are plain notes; the latest note sets the follow-up", async () => {
      const { request } = await store.create(newRequest());
      const plain = await store.addNote(request.id, "ann@openseat.example", "Looked at their site");
      expect(plain?.notes[0]).toMatchObject({ kind: "note", followUpOn: null });
      expect(plain?.followUpOn).toBeNull();
      const call = await store.addNote(request.id, "ann@openseat.example", "Called, call back Tuesday", { kind: "call", followUpOn: "2026-03-10" });
      expect(call?.notes[1]).toMatchObject({ kind: "call", followUpOn: "2026-03-10", body: "Called, call back Tuesday" });
      expect(call?.followUpOn).toBe("2026-03-10");
      const mail = await store.addNote(request.id, "ann@openseat.example", "Sent the proposal", { kind: "e-mail", followUpOn: null });
      expect(mail?.notes.map((note) => note.kind)).toEqual(["note", "call", "e-mail"]);
      expect(mail?.followUpOn).toBeNull();
    });

    it("lists the requests whose follow-up is due on or before a date, earliest first", async () => {
      const early = (await store.create(newRequest({ company: "Early Ltd" }))).request;
      const today = (await store.create(newRequest({ company: "Today Ltd" }))).request;
      const later = (await store.create(newRequest({ company: "Later Ltd" }))).request;
      await store.create(newRequest({ company: "None Ltd" }));
      await store.addNote(today.id, "ann@openseat.example", "Meet again", { kind: "meeting", followUpOn: "2026-03-10" });
      await store.addNote(early.id, "ann@openseat.example", "Chase", { kind: "call", followUpOn: "2026-03-02" });
      await store.addNote(later.id, "ann@openseat.example", "Next month", { kind: "note", followUpOn: "2026-04-01" });
      const due = await store.listFollowUpsDue("2026-03-10", 10);
      expect(due.map((r) => r.company)).toEqual(["Early Ltd", "Today Ltd"]);
      expect(await store.listFollowUpsDue("2026-03-01", 10)).toEqual([]);
      expect((await store.listFollowUpsDue("2026-12-31", 2)).map((r) => r.company)).toEqual(["Early Ltd", "Today Ltd"]);
    });

    it("finds a request by its reference, whatever the case, and nothing for an unknown one", async () => {
      const { request } = await store.create(newRequest());
      expect((await store.getByReference(request.reference))?.id).toBe(request.id);
      expect((await store.getByReference(` ${request.reference.toLowerCase()} `))?.id).toBe(request.id);
      expect(await store.getByReference("DR-ZZZZZZ")).toBeNull();
    });

    it("searches a phone by its digits, whatever was typed, and a website by its host", async () => {
      await store.create(newRequest({ company: "Phone Ltd", phone: "+44 (20) 7946-0000", website: "https://www.widgets-and-co.example/contact" }));
      await store.create(newRequest({ company: "Other Ltd", phone: "+1 415 555 0100", website: null }));
      const found = async (search: string) => (await store.list({ sort: "newest", limit: 10, search })).items.map((r) => r.company);
      expect(await found("2079460000")).toEqual(["Phone Ltd"]);
      expect(await found("7946")).toEqual(["Phone Ltd"]);
      expect(await found("+44 (20) 7946-0000")).toEqual(["Phone Ltd"]);
      expect(await found("4155550100")).toEqual(["Other Ltd"]);
      expect(await found("widgets-and-co.example")).toEqual(["Phone Ltd"]);
      expect(await found("555 phone")).toEqual([]);
    });

    it("deletes a request's assignments with it", async () => {
      const { request } = await store.create(newRequest());
      await store.assign(request.id, "ann@openseat.example", "ann@openseat.example");
      expect(await store.delete(request.id)).toBe(true);
      expect(await store.get(request.id)).toBeNull();
      expect((await store.list({ sort: "newest", limit: 10, owner: "ann@openseat.example" })).items).toEqual([]);
    });
  });
}
