/** @jest-environment node */
import { openDatabase } from "@/platform/db/sqlite";
import { createFirestoreTeamStore } from "@/features/team/firestore";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import type { TeamStore } from "@/features/team/store";
import { migrate } from "@/platform/db/schema/migration";
import { teamSchema } from "@/features/team/sqlite-schema";
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

    it("makes everyone an owner unless told otherwise, and a profile change never touches the role", async () => {
      await store.record("old@openseat.example");
      await store.record("new@openseat.example", "member");
      expect(await store.get("old@openseat.example")).toMatchObject({ role: "owner", removedAt: null });
      expect(await store.get("new@openseat.example")).toMatchObject({ role: "member", removedAt: null });
      await store.update("new@openseat.example", { ...unchanged, name: "New" });
      await store.record("new@openseat.example", "owner");
      expect(await store.get("new@openseat.example")).toMatchObject({ name: "New", role: "member" });
      await store.update("fresh@openseat.example", { ...unchanged, name: "Fresh" });
      expect(await store.get("fresh@openseat.example")).toMatchObject({ role: "owner" });
    });

    it("changes roles and removes admins under the last-owner rule, each change on the audit trail", async () => {
      await store.record("ann@openseat.example");
      await store.record("ben@openseat.example", "member");
      // Ann is the only owner: she can be neither made a member nor removed, unless forced.
      expect(await store.setRole("ann@openseat.example", "member", { by: "ann@openseat.example" })).toEqual({ ok: false, reason: "last-owner" });
      expect(await store.remove("ann@openseat.example", { by: "ann@openseat.example" })).toEqual({ ok: false, reason: "last-owner" });
      expect(await store.remove("nobody@openseat.example", { by: "ann@openseat.example" })).toEqual({ ok: false, reason: "not-on-team" });
      const promoted = await store.setRole("ben@openseat.example", "owner", { by: "ann@openseat.example" });
      expect(promoted).toMatchObject({ ok: true, member: { email: "ben@openseat.example", role: "owner" } });
      // Giving the same role again changes nothing and records nothing.
      await store.setRole("ben@openseat.example", "owner", { by: "ann@openseat.example" });
      expect(await store.setRole("ann@openseat.example", "member", { by: "ben@openseat.example" })).toMatchObject({ ok: true, member: { role: "member" } });
      expect(await store.remove("ben@openseat.example", { by: "ben@openseat.example" })).toEqual({ ok: false, reason: "last-owner" });
      const removed = await store.remove("ann@openseat.example", { by: "ben@openseat.example" });
      expect(removed).toMatchObject({ ok: true, member: { email: "ann@openseat.example", role: "member" } });
      expect(removed.ok && removed.member.removedAt).toEqual(expect.any(String));
      expect((await store.list()).map((member) => member.email)).toEqual(["ben@openseat.example"]);
      expect((await store.listFormer()).map((member) => member.email)).toEqual(["ann@openseat.example"]);
      expect(await store.get("ann@openseat.example")).toMatchObject({ email: "ann@openseat.example", removedAt: expect.any(String) });
      // A sign-in never brings a former member back; a role given by an owner (or a command) does.
      await store.record("ann@openseat.example");
      expect(await store.listFormer()).toHaveLength(1);
      expect(await store.remove("ben@openseat.example", { by: "admin:revoke", force: true })).toMatchObject({ ok: true });
      expect(await store.list()).toEqual([]);
      expect(await store.setRole("ann@openseat.example", "owner", { by: "admin:create" })).toMatchObject({ ok: true, member: { role: "owner", removedAt: null } });
      const trail = await store.auditTrail(10);
      expect(trail.map(({ by, action, subject, role }) => [by, action, subject, role])).toEqual([
        ["admin:create", "role", "ann@openseat.example", "owner"],
        ["admin:revoke", "removed", "ben@openseat.example", null],
        ["ben@openseat.example", "removed", "ann@openseat.example", null],
        ["ben@openseat.example", "role", "ann@openseat.example", "member"],
        ["ann@openseat.example", "role", "ben@openseat.example", "owner"],
      ]);
      expect(await store.auditTrail(2)).toHaveLength(2);
    });

    it("lets only one of two owners demoting each other at once succeed", async () => {
      await store.record("cy@openseat.example");
      await store.record("di@openseat.example");
      const results = await Promise.all([
        store.setRole("cy@openseat.example", "member", { by: "di@openseat.example" }),
        store.setRole("di@openseat.example", "member", { by: "cy@openseat.example" }),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect((await store.list()).filter((member) => member.role === "owner")).toHaveLength(1);
    });

    it("keeps audit entries it is given, such as invitations", async () => {
      await store.audit({ at: "2026-03-01T10:00:00.000Z", by: "ann@openseat.example", action: "invited", subject: "eve@openseat.example", role: "member" });
      expect(await store.auditTrail(5)).toEqual([{ at: "2026-03-01T10:00:00.000Z", by: "ann@openseat.example", action: "invited", subject: "eve@openseat.example", role: "member" }]);
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

/** A clock a second on at each reading: the audit trail's order is its entries' times. */
function tickingClock(): () => Date {
  let at = Date.parse("2026-03-02T09:00:00.000Z");
  return () => new Date((at += 1000));
}

describeOnEveryStore(describeTeamStoreContract, {
  sqlite: () => createSqliteTeamStore(openDatabase("", ":memory:"), tickingClock()),
  firestore: (db) => createFirestoreTeamStore(db, tickingClock()),
});

describe("TeamStore: the upgrade that brings roles to SQLite", () => {
  it("makes every admin already in the directory an owner, so nobody loses access", async () => {
    const db = openDatabase("", ":memory:");
    migrate(db, teamSchema.feature, teamSchema.migrations.filter((migration) => migration.version <= 3));
    db.prepare("INSERT INTO team_members (email, name, takes_calls, days_off, joined_at) VALUES (?, 'Old', 1, '[]', ?)").run("old@openseat.example", "2026-01-01T00:00:00.000Z");
    const store = createSqliteTeamStore(db);
    expect(await store.get("old@openseat.example")).toMatchObject({ name: "Old", role: "owner", removedAt: null });
    expect(await store.auditTrail(5)).toEqual([]);
  });
});
