import { DuplicateAdminError, type AdminStore } from "@/features/auth/admin-store/store";

/** What every admin store does, whatever holds the data; each adapter's test file runs it. */
export function describeAdminStoreContract(name: string, makeStore: () => AdminStore | Promise<AdminStore>): void {
  describe(`${name} admin store`, () => {
    it("keys admins by normalised e-mail, finds them case-insensitively, counts them and refuses duplicates", async () => {
      const store = await makeStore();
      expect(await store.count()).toBe(0);
      const created = await store.create({ email: " Lead@OpenSeat.example", passwordHash: "scrypt$h" });
      expect(created.email).toBe("lead@openseat.example");
      expect(await store.findByEmail("LEAD@openseat.example")).toEqual(created);
      expect(await store.findByEmail("nobody@openseat.example")).toBeNull();
      for (const duplicate of ["lead@openseat.example", "LEAD@openseat.example "]) {
        await expect(store.create({ email: duplicate, passwordHash: "scrypt$i" })).rejects.toBeInstanceOf(DuplicateAdminError);
      }
      expect(await store.count()).toBe(1);
    });

    it("replaces a stored admin's password hash, and creates nobody for an unknown e-mail", async () => {
      const store = await makeStore();
      await store.create({ email: "lead@openseat.example", passwordHash: "scrypt$old" });
      expect(await store.setPassword("LEAD@openseat.example", "scrypt$new")).toBe(true);
      expect((await store.findByEmail("lead@openseat.example"))?.passwordHash).toBe("scrypt$new");
      expect(await store.setPassword("nobody@openseat.example", "scrypt$x")).toBe(false);
      expect(await store.findByEmail("nobody@openseat.example")).toBeNull();
      expect(await store.count()).toBe(1);
    });

    it("moves an e-mail's session version on with each revocation, for stored and Google admins alike", async () => {
      const store = await makeStore();
      expect(await store.sessionVersion("lead@openseat.example")).toBe(0);
      expect(await store.revokeSessions("Lead@OpenSeat.example")).toBe(1);
      expect(await store.revokeSessions("lead@openseat.example")).toBe(2);
      expect(await store.sessionVersion("LEAD@openseat.example")).toBe(2);
      // Nobody else's sessions move.
      expect(await store.sessionVersion("google-admin@openseat.example")).toBe(0);
    });

    it("counts revocations made at the same moment, none lost", async () => {
      const store = await makeStore();
      await Promise.all(Array.from({ length: 10 }, () => store.revokeSessions("busy@openseat.example")));
      expect(await store.sessionVersion("busy@openseat.example")).toBe(10);
    });

    it("removes an admin and ends its sessions in the same step", async () => {
      const store = await makeStore();
      await store.create({ email: "leaver@openseat.example", passwordHash: "scrypt$h" });
      expect(await store.remove("Leaver@OpenSeat.example")).toBe(true);
      expect(await store.findByEmail("leaver@openseat.example")).toBeNull();
      expect(await store.sessionVersion("leaver@openseat.example")).toBe(1);
      expect(await store.remove("leaver@openseat.example")).toBe(false);
      expect(await store.sessionVersion("leaver@openseat.example")).toBe(1);
    });
  });
}
