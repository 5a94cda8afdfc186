/** @jest-environment node */
import { openDatabase } from "@/lib/db/sqlite";
import { DuplicateAdminError } from "@/lib/auth/admin-store";
import { createSqliteAdminStore } from "@/lib/auth/admin-store-sqlite";

describe("SQLite admin store", () => {
  it("creates, finds (case-insensitively) and counts admins, and refuses duplicates", async () => {
    const store = createSqliteAdminStore(openDatabase("", ":memory:"));
    expect(await store.count()).toBe(0);
    const created = await store.create({ email: "Boss@OpenSeat.example", passwordHash: "scrypt$x" });
    expect(created.email).toBe("boss@openseat.example");
    expect(await store.findByEmail("BOSS@openseat.example")).toEqual(created);
    expect(await store.findByEmail("other@openseat.example")).toBeNull();
    await expect(store.create({ email: "boss@openseat.example ", passwordHash: "scrypt$y" })).rejects.toBeInstanceOf(
      DuplicateAdminError,
    );
    expect(await store.count()).toBe(1);
  });
});
