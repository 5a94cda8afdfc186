/** @jest-environment node */
import type { Firestore } from "firebase-admin/firestore";
import { DuplicateAdminError } from "@/lib/auth/admin-store";
import { createFirestoreAdminStore } from "@/lib/auth/admin-store-firestore";

/** Just enough of a Firestore collection to hold the adapter to its mapping; the emulator runs the real thing. */
function fakeFirestore(): Firestore {
  const docs = new Map<string, Record<string, unknown>>();
  const collection = {
    doc: (id: string) => ({
      get: async () => ({ exists: docs.has(id), id, data: () => docs.get(id) }),
      create: async (data: Record<string, unknown>) => {
        if (docs.has(id)) throw Object.assign(new Error("ALREADY_EXISTS"), { code: 6 });
        docs.set(id, data);
      },
    }),
    count: () => ({ get: async () => ({ data: () => ({ count: docs.size }) }) }),
  };
  return { collection: (name: string) => (name === "admins" ? collection : null) } as unknown as Firestore;
}

describe("Firestore admin store", () => {
  it("keys admins by normalised e-mail and maps ALREADY_EXISTS to DuplicateAdminError", async () => {
    const store = createFirestoreAdminStore(fakeFirestore());
    const created = await store.create({ email: " Lead@OpenSeat.example", passwordHash: "scrypt$h" });
    expect(created.email).toBe("lead@openseat.example");
    expect(await store.findByEmail("LEAD@openseat.example")).toEqual(created);
    expect(await store.findByEmail("nobody@openseat.example")).toBeNull();
    await expect(store.create({ email: "lead@openseat.example", passwordHash: "scrypt$i" })).rejects.toBeInstanceOf(
      DuplicateAdminError,
    );
    expect(await store.count()).toBe(1);
  });
});
