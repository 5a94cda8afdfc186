import { personName } from "@/features/team/person-name";

describe("an admin's name as people read it", () => {
  it("is the name they gave, and nothing when they gave none or gave an address", () => {
    expect(personName({ name: "Ana Lopez" })).toBe("Ana Lopez");
    expect(personName({ name: "  Ben  " })).toBe("Ben");
    expect(personName({ name: "" })).toBeNull();
    expect(personName({ name: "ana@northwind.test" })).toBeNull();
    expect(personName(null)).toBeNull();
    expect(personName(undefined)).toBeNull();
  });
});
