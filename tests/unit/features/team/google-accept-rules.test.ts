import { googleAcceptProblem } from "@/features/team/invitations/google-accept-rules";

describe("accepting an invitation with Google", () => {
  const invited = "eve@northwind.example";

  it("takes a verified Google address equal to the invited one, letter case and spaces aside", () => {
    expect(googleAcceptProblem({ email: "eve@northwind.example", emailVerified: true }, invited)).toBeNull();
    expect(googleAcceptProblem({ email: "Eve@NorthWind.example", emailVerified: true }, invited)).toBeNull();
    expect(googleAcceptProblem({ email: "eve@northwind.example", emailVerified: true }, " EVE@northwind.example ")).toBeNull();
  });

  it("refuses another address, even a verified one", () => {
    expect(googleAcceptProblem({ email: "eve@gmail.example", emailVerified: true }, invited)).toBe("other-address");
    expect(googleAcceptProblem({ email: "eve@northwind.example.evil", emailVerified: true }, invited)).toBe("other-address");
  });

  it("refuses an unverified address, even the invited one", () => {
    expect(googleAcceptProblem({ email: invited, emailVerified: false }, invited)).toBe("unverified");
  });

  it("refuses an account with no address", () => {
    expect(googleAcceptProblem({ email: null, emailVerified: true }, invited)).toBe("no-address");
    expect(googleAcceptProblem({ email: "  ", emailVerified: true }, invited)).toBe("no-address");
  });
});
