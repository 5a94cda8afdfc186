import { DuplicateAdminError, type AdminStore } from "@/lib/auth/admin-store";

/** What every admin store does, whatever holds the data; each adapter's test file runs it. */
export function describeAdminStoreContract(name: string, makeStore: () => AdminStore): void {
  describe(`${name} admin store`, () => {
    it("keys admins by normalised e-mail, finds them case-insensitively, counts them and refuses duplicates", async () => {
      const store = makeStore();
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
  });
}
