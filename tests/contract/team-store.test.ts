/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import type { TeamStore } from "@/features/team/store";
import { describeOnEveryStore } from "../support/firestore-emulator";

function describeTeamStoreContract(name: string, makeStore: () => Promise<TeamStore>): void {
  describe(`TeamStore contract: ${name}`, () => {
    let store: TeamStore;

    beforeEach(async () => {
      store = await makeStore();
    });

    it("records an admin once, with an empty profile, and never overwrites it on a later sign-in", async () => {
      await store.record("bob@openseat.example");
      const first = await store.get("bob@openseat.example");
      expect(first).toMatchObject({ email: "bob@openseat.example", name: "", takesCalls: true, daysOff: [], meetingUrl: "" });
      await store.update("bob@openseat.example", { name: "Bob Stone", takesCalls: false, daysOff: [5], meetingUrl: "https://meet.example.com/bob" });
      await Promise.all([store.record("bob@openseat.example"), store.record("bob@openseat.example")]);
      expect(await store.get("bob@openseat.example")).toEqual({ ...first, name: "Bob Stone", takesCalls: false, daysOff: [5], meetingUrl: "https://meet.example.com/bob" });
      expect(await store.get("nobody@openseat.example")).toBeNull();
    });

    it("lists every admin by shown name, the e-mail standing in for a missing name", async () => {
      await store.record("zed@openseat.example");
      await store.record("a/b@openseat.example");
      await store.update("carol@openseat.example", { name: "Carol", takesCalls: false, daysOff: [6, 7], meetingUrl: "" });
      expect((await store.list()).map((member) => member.email)).toEqual(["a/b@openseat.example", "carol@openseat.example", "zed@openseat.example"]);
    });
  });
}

describeOnEveryStore(describeTeamStoreContract, {
  sqlite: () => createSqliteTeamStore(openDatabase("", ":memory:")),
  firestore: (db) => createFirestoreTeamStore(db),
});
