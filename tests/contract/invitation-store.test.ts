/** @jest-environment node */
import type { Firestore } from "firebase-admin/firestore";
import { createFirestoreAdminStore } from "@/features/auth/admin-store/firestore";
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { DuplicateAdminError, type AdminStore } from "@/features/auth/admin-store/store";
import { createFirestoreInvitationStore } from "@/features/team/invitations/firestore";
import { createSqliteInvitationStore } from "@/features/team/invitations/sqlite";
import { expiresAtFor, invitationTokenHash, newInvitationToken } from "@/features/team/invitations/rules";
import type { InvitationStore, NewInvitation } from "@/features/team/invitations/store";
import { openDatabase, type SqliteDatabase } from "@/platform/db/sqlite";
import { describeOnEveryStore } from "../support/firestore-emulator";

interface Stores {
  readonly invitations: InvitationStore;
  readonly admins: AdminStore;
  /** A second store on the same data: another instance of the site. */
  readonly otherInstance: InvitationStore;
}

const sentAt = new Date("2026-03-02T09:00:00.000Z");
const hoursLater = (hours: number) => new Date(sentAt.getTime() + hours * 3_600_000).toISOString();

function invitation(address: string, tokenHash: string, at: Date = sentAt): NewInvitation {
  return { address, role: "member", inviter: "ann@openseat.example", tokenHash, createdAt: at.toISOString(), expiresAt: expiresAtFor(at).toISOString() };
}

function describeInvitationStoreContract(name: string, makeStores: () => Promise<Stores>): void {
  describe(`InvitationStore contract: ${name}`, () => {
    let stores: Stores;
    beforeEach(async () => {
      stores = await makeStores();
    });

    it("keeps an invitation as sent, the token only as its hash, and lists it while it is live", async () => {
      const token = newInvitationToken();
      const created = await stores.invitations.create(invitation("eve@openseat.example", invitationTokenHash(token)), sentAt.toISOString());
      expect(created).toEqual({
        ok: true,
        invitation: { address: "eve@openseat.example", role: "member", inviter: "ann@openseat.example", createdAt: sentAt.toISOString(), expiresAt: hoursLater(72), tokenHash: invitationTokenHash(token), state: "pending", settledAt: null },
      });
      expect(JSON.stringify(await stores.invitations.get("eve@openseat.example"))).not.toContain(token);
      expect(await stores.invitations.findByTokenHash(invitationTokenHash(token))).toMatchObject({ address: "eve@openseat.example" });
      expect(await stores.invitations.findByTokenHash(invitationTokenHash(newInvitationToken()))).toBeNull();
      expect((await stores.invitations.listPending(hoursLater(71))).map((one) => one.address)).toEqual(["eve@openseat.example"]);
      expect(await stores.invitations.listPending(hoursLater(72))).toEqual([]);
    });

    it("refuses a second invitation to an address while one is live, and replaces an expired or canceled one", async () => {
      await stores.invitations.create(invitation("eve@openseat.example", "h1"), sentAt.toISOString());
      expect(await stores.invitations.create(invitation("eve@openseat.example", "h2"), hoursLater(1))).toEqual({ ok: false, reason: "pending" });
      const again = await stores.invitations.create(invitation("eve@openseat.example", "h3", new Date(hoursLater(73))), hoursLater(73));
      expect(again).toMatchObject({ ok: true, invitation: { tokenHash: "h3", state: "pending" } });
      expect(await stores.invitations.findByTokenHash("h1")).toBeNull();
      expect(await stores.invitations.cancel("eve@openseat.example", hoursLater(74))).toMatchObject({ state: "canceled", settledAt: hoursLater(74) });
      expect(await stores.invitations.create(invitation("eve@openseat.example", "h4", new Date(hoursLater(75))), hoursLater(75))).toMatchObject({ ok: true });
    });

    it("lets two owners inviting one address at once make one invitation", async () => {
      const results = await Promise.all([
        stores.invitations.create(invitation("kim@openseat.example", "k1"), sentAt.toISOString()),
        stores.otherInstance.create(invitation("kim@openseat.example", "k2"), sentAt.toISOString()),
      ]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(await stores.invitations.listPending(sentAt.toISOString())).toHaveLength(1);
    });

    it("consumes a live link once, and says why another does not work", async () => {
      await stores.invitations.create(invitation("eve@openseat.example", "live"), sentAt.toISOString());
      await stores.invitations.create(invitation("old@openseat.example", "old"), sentAt.toISOString());
      await stores.invitations.create(invitation("gone@openseat.example", "gone"), sentAt.toISOString());
      await stores.invitations.cancel("gone@openseat.example", hoursLater(1));
      expect(await stores.invitations.consume("live", hoursLater(71))).toMatchObject({ ok: true, invitation: { address: "eve@openseat.example", role: "member", state: "accepted", settledAt: hoursLater(71) } });
      expect(await stores.invitations.consume("live", hoursLater(71))).toEqual({ ok: false, reason: "used" });
      expect(await stores.invitations.consume("old", hoursLater(72))).toEqual({ ok: false, reason: "expired" });
      expect(await stores.invitations.consume("gone", hoursLater(2))).toEqual({ ok: false, reason: "canceled" });
      expect(await stores.invitations.consume("never", hoursLater(2))).toEqual({ ok: false, reason: "unknown" });
      expect(await stores.invitations.cancel("eve@openseat.example", hoursLater(72))).toBeNull();
      expect((await stores.invitations.listPending(hoursLater(1))).map((one) => one.address)).toEqual(["old@openseat.example"]);
    });

    it("gives a resent invitation a new link and 72 hours, and the old link is dead", async () => {
      await stores.invitations.create(invitation("eve@openseat.example", "first"), sentAt.toISOString());
      const resent = await stores.invitations.resend("eve@openseat.example", { tokenHash: "second", inviter: "ben@openseat.example", createdAt: hoursLater(10), expiresAt: hoursLater(82) });
      expect(resent).toMatchObject({ tokenHash: "second", inviter: "ben@openseat.example", expiresAt: hoursLater(82), state: "pending" });
      expect(await stores.invitations.consume("first", hoursLater(11))).toEqual({ ok: false, reason: "unknown" });
      expect(await stores.invitations.consume("second", hoursLater(80))).toMatchObject({ ok: true });
      expect(await stores.invitations.resend("eve@openseat.example", { tokenHash: "third", inviter: "ben@openseat.example", createdAt: hoursLater(81), expiresAt: hoursLater(153) })).toBeNull();
      expect(await stores.invitations.resend("nobody@openseat.example", { tokenHash: "x", inviter: "ben@openseat.example", createdAt: hoursLater(1), expiresAt: hoursLater(73) })).toBeNull();
    });

    it("makes one account of two accepts of one link at once, on two instances", async () => {
      await stores.invitations.create(invitation("eve@openseat.example", "race"), sentAt.toISOString());
      // Each accept consumes the link, and only the one that did makes the account, as the accept page does.
      const accept = async (store: InvitationStore, passwordHash: string) => {
        const consumed = await store.consume("race", hoursLater(1));
        if (!consumed.ok) return consumed.reason;
        await stores.admins.create({ email: consumed.invitation.address, passwordHash });
        return "made";
      };
      const outcomes = await Promise.all([accept(stores.invitations, "hash-a"), accept(stores.otherInstance, "hash-b")]);
      expect(outcomes.sort()).toEqual(["made", "used"]);
      expect(await stores.admins.count()).toBe(1);
      await expect(stores.admins.create({ email: "eve@openseat.example", passwordHash: "hash-c" })).rejects.toBeInstanceOf(DuplicateAdminError);
    });
  });
}

describeOnEveryStore(describeInvitationStoreContract, {
  sqlite: () => {
    const db: SqliteDatabase = openDatabase("", ":memory:");
    return { invitations: createSqliteInvitationStore(db), otherInstance: createSqliteInvitationStore(db), admins: createSqliteAdminStore(db) };
  },
  firestore: (db: Firestore) => ({ invitations: createFirestoreInvitationStore(db), otherInstance: createFirestoreInvitationStore(db), admins: createFirestoreAdminStore(db) }),
});
