/** @jest-environment node */
import { refusedAuthRequest } from "@/lib/auth/auth-route-guard";

const query = (text: string) => new URL(`https://openseat.example/api/auth/x${text}`).searchParams;

describe("refusedAuthRequest", () => {
  it("lets next-auth's own requests on", () => {
    expect(refusedAuthRequest(["session"], query(""))).toBeNull();
    expect(refusedAuthRequest(["csrf"], query(""))).toBeNull();
    expect(refusedAuthRequest(["callback", "password"], query(""))).toBeNull();
    expect(refusedAuthRequest(["error"], query("?error=CredentialsSignin"))).toBeNull();
    expect(refusedAuthRequest(["signin"], query("?callbackUrl=%2Fadmin%3Fstatus%3Dnew&error=Rate%20limited"))).toBeNull();
  });

  it("answers 404 to the client log endpoint, which would write whatever it is posted", () => {
    expect(refusedAuthRequest(["_log"], query(""))).toBe(404);
  });

  it("takes a missing catch-all as no segments", () => {
    expect(refusedAuthRequest(undefined, query(""))).toBeNull();
  });
});
