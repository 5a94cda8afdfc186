/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import type { TeamStore } from "@/features/team/store";
import { describeOnEveryStore } from "../support/firestore-emulator";

/** A profile change that sets nothing but what a test names. */
const unchanged = { name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] } as const;

function describeTeamStoreContract(name: string, makeStore: () => Promise<TeamStore>): void {
  describe(`TeamStore contract: ${name}`, () => {
    let store: TeamStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    it("records an admin once, with an empty profile, and never overwrites it on a later sign-in", async () => {
      await store.record("bob@openseat.example");
      const first = await store.get("bob@openseat.example");
      expect(first).toMatchObject({ email: "bob@openseat.example", name: "", takesCalls: true, daysOff: [], meetingUrl: "", hours: null, datesOff: [] });
      await store.update("bob@openseat.example", { ...unchanged, name: "Bob Stone", takesCalls: false, daysOff: [5], meetingUrl: "https://meet.example.com/bob" });
      await Promise.all([store.record("bob@openseat.example"), store.record("bob@openseat.example")]);
      expect(await store.get("bob@openseat.example")).toEqual({ ...first, name: "Bob Stone", takesCalls: false, daysOff: [5], meetingUrl: "https://meet.example.com/bob" });
      expect(await store.get("nobody@openseat.example")).toBeNull();
    });

    it("lists every admin by shown name, the e-mail standing in for a missing name", async () => {
      await store.record("zed@openseat.example");
      await store.record("a/b@openseat.example");
      await store.update("carol@openseat.example", { ...unchanged, name: "Carol", takesCalls: false, daysOff: [6, 7] });
      expect((await store.list()).map((member) => member.email)).toEqual(["a/b@openseat.example", "carol@openseat.example", "zed@openseat.example"]);
    });

    it("keeps an admin's own hours and zone and their dates off, and a return to the team's hours", async () => {
      await store.record("nia@openseat.example");
      const hours = { timeZone: "America/New_York", opens: { hour: 8, minute: 30 }, closes: { hour: 16, minute: 0 } };
      const datesOff = [
        { start: "2026-04-01", end: "2026-04-01" },
        { start: "2026-07-01", end: "2027-06-30" },
      ] as const;
      await store.update("nia@openseat.example", { ...unchanged, name: "Nia", takesCalls: true, hours, datesOff });
      expect(await store.get("nia@openseat.example")).toMatchObject({ name: "Nia", hours, datesOff });
      expect((await store.list())[0]).toMatchObject({ email: "nia@openseat.example", hours, datesOff });
      // Another sign-in never resets them; going back to the team's hours stores none of one's own.
      await store.record("nia@openseat.example");
      expect(await store.get("nia@openseat.example")).toMatchObject({ hours, datesOff });
      await store.update("nia@openseat.example", { ...unchanged, name: "Nia", takesCalls: true, hours: null, datesOff: [] });
      expect(await store.get("nia@openseat.example")).toMatchObject({ hours: null, datesOff: [] });
    });

    it("keeps the morning digest on from the first sign-in until the admin turns it off, and a save without the choice keeps it", async () => {
      await store.record("dee@openseat.example");
      expect(await store.get("dee@openseat.example")).toMatchObject({ morningDigest: true });
      await store.update("dee@openseat.example", { ...unchanged, name: "Dee", morningDigest: false });
      expect(await store.get("dee@openseat.example")).toMatchObject({ morningDigest: false });
      await store.update("dee@openseat.example", { ...unchanged, name: "Dee B" });
      expect(await store.get("dee@openseat.example")).toMatchObject({ name: "Dee B", morningDigest: false });
      await store.update("eve@openseat.example", { ...unchanged, name: "Eve" });
      expect((await store.list()).map((member) => [member.email, member.morningDigest])).toEqual([
        ["dee@openseat.example", false],
        ["eve@openseat.example", true],
      ]);
    });
  });
}

describeOnEveryStore(describeTeamStoreContract, {
  sqlite: () => createSqliteTeamStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreTeamStore(db),
});
