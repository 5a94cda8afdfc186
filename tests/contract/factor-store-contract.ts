import type { FactorStore } from "@/features/auth/factor-store/store";

const email = "lead@openseat.example";
const hashes = Array.from({ length: 10 }, (_, index) => `hash-${index}`);

/** What every second-factor store does, whatever holds the data; each adapter's test file runs it. */
export function describeFactorStoreContract(name: string, makeStore: () => Promise<FactorStore>): void {
  describe(`${name} second-factor store`, () => {
    it("starts one enrollment per admin and keeps it, unconfirmed, until the first code", async () => {
      const store = await makeStore();
      expect(await store.find(email)).toBeNull();
      const begun = await store.findOrBegin("Lead@OpenSeat.example", "sealed-a");
      expect(begun).toMatchObject({ email, sealedSecret: "sealed-a", confirmedAt: null, lastStep: null, recoveryCodesLeft: 0 });
      // A reload of the set-up page keeps the secret the app may already hold.
      expect((await store.findOrBegin(email, "sealed-b")).sealedSecret).toBe("sealed-a");
      expect(await store.find("LEAD@openseat.example")).toEqual(begun);
    });

    it("confirms only the pending secret, once, with its first step and the recovery codes", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      expect(await store.confirm(email, "sealed-other", 100, hashes)).toBe(false);
      expect(await store.confirm(email, "sealed-a", 100, hashes)).toBe(true);
      expect(await store.confirm(email, "sealed-a", 101, ["again"])).toBe(false);
      const confirmed = await store.find(email);
      expect(confirmed).toMatchObject({ lastStep: 100, recoveryCodesLeft: 10 });
      expect(confirmed?.confirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect(await store.confirm("nobody@openseat.example", "sealed-a", 100, hashes)).toBe(false);
    });

    it("accepts each step once and never one at or before the last used: a replay is refused", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      // No confirmed factor: nothing is accepted.
      expect(await store.useStep(email, 200)).toBe(false);
      await store.confirm(email, "sealed-a", 100, hashes);
      expect(await store.useStep(email, 100)).toBe(false);
      expect(await store.useStep(email, 101)).toBe(true);
      expect(await store.useStep(email, 101)).toBe(false);
      expect(await store.useStep(email, 99)).toBe(false);
      expect(await store.useStep(email, 103)).toBe(true);
      expect((await store.find(email))?.lastStep).toBe(103);
    });

    it("lets only one of two simultaneous uses of the same step through", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      await store.confirm(email, "sealed-a", 100, hashes);
      const results = await Promise.all([store.useStep(email, 150), store.useStep(email, 150), store.useStep(email, 150)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it("spends each recovery code once, and only the admin's own", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      expect(await store.useRecoveryCode(email, "hash-1")).toBe(false);
      await store.confirm(email, "sealed-a", 100, hashes);
      expect(await store.useRecoveryCode("other@openseat.example", "hash-1")).toBe(false);
      expect(await store.useRecoveryCode(email, "hash-1")).toBe(true);
      expect(await store.useRecoveryCode(email, "hash-1")).toBe(false);
      expect(await store.useRecoveryCode(email, "not-a-code")).toBe(false);
      const racing = await Promise.all([store.useRecoveryCode(email, "hash-2"), store.useRecoveryCode(email, "hash-2")]);
      expect(racing.filter(Boolean)).toHaveLength(1);
      expect((await store.find(email))?.recoveryCodesLeft).toBe(8);
    });

    it("replaces every recovery code of a confirmed factor at once: the old ones are refused, the new ones work once", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      // Nothing to replace while the enrollment waits for its first code.
      expect(await store.replaceRecoveryCodes(email, ["new-0"])).toBe(false);
      await store.confirm(email, "sealed-a", 100, hashes);
      expect(await store.useRecoveryCode(email, "hash-0")).toBe(true);
      const fresh = Array.from({ length: 10 }, (_, index) => `new-${index}`);
      expect(await store.replaceRecoveryCodes("Lead@OpenSeat.example", fresh)).toBe(true);
      expect(await store.find(email)).toMatchObject({ recoveryCodesLeft: 10, lastStep: 100, sealedSecret: "sealed-a" });
      expect(await store.useRecoveryCode(email, "hash-1")).toBe(false);
      expect(await store.useRecoveryCode(email, "new-1")).toBe(true);
      expect(await store.useRecoveryCode(email, "new-1")).toBe(false);
      expect(await store.replaceRecoveryCodes("nobody@openseat.example", fresh)).toBe(false);
    });

    it("lists every factor, pending or confirmed, by e-mail", async () => {
      const store = await makeStore();
      expect(await store.list()).toEqual([]);
      await store.findOrBegin("zoe@openseat.example", "sealed-z");
      await store.findOrBegin("amy@openseat.example", "sealed-a");
      await store.confirm("amy@openseat.example", "sealed-a", 100, ["h1", "h2"]);
      const listed = await store.list();
      expect(listed.map((factor) => [factor.email, factor.sealedSecret, factor.recoveryCodesLeft])).toEqual([
        ["amy@openseat.example", "sealed-a", 2],
        ["zoe@openseat.example", "sealed-z", 0],
      ]);
      expect(listed[0]).toEqual(await store.find("amy@openseat.example"));
    });

    it("resets a factor with its codes, so the next enrollment starts afresh", async () => {
      const store = await makeStore();
      await store.findOrBegin(email, "sealed-a");
      await store.confirm(email, "sealed-a", 100, hashes);
      expect(await store.reset("LEAD@openseat.example")).toBe(true);
      expect(await store.find(email)).toBeNull();
      expect(await store.reset(email)).toBe(false);
      const again = await store.findOrBegin(email, "sealed-b");
      expect(again).toMatchObject({ sealedSecret: "sealed-b", confirmedAt: null, lastStep: null, recoveryCodesLeft: 0 });
      expect(await store.useRecoveryCode(email, "hash-3")).toBe(false);
      expect(await store.confirm(email, "sealed-b", 90, ["fresh"])).toBe(true);
      expect((await store.find(email))?.recoveryCodesLeft).toBe(1);
      expect(await store.useRecoveryCode(email, "hash-3")).toBe(false);
    });
  });
}
