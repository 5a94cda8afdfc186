/** @jest-environment node */
import { refusedAuthRequest } from "@/features/auth/sign-in/refused-auth-requests";

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

  it("answers 400 to a line break or other control character anywhere it could reach a header", () => {
    expect(refusedAuthRequest(["error"], query('?error=x%0a{"severity":"INFO","event":"admin.sign_in"}'))).toBe(400);
    expect(refusedAuthRequest(["error"], query("?error=Default&error=x%0d%0ay"))).toBe(400);
    expect(refusedAuthRequest(["error", "x\n{}"], query(""))).toBe(400);
    expect(refusedAuthRequest(["signin"], query("?callbackUrl=%2Fadmin%00"))).toBe(400);
    expect(refusedAuthRequest(["signin"], query("?a%0ab=1"))).toBe(400);
  });

  it("answers 400 to a callback address next-auth would log as an error: not a path, nor an http(s) address", () => {
    for (const callbackUrl of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x", "not a url", "ftp://openseat.example/"]) {
      expect({ callbackUrl, status: refusedAuthRequest(["signin"], query(`?callbackUrl=${encodeURIComponent(callbackUrl)}`)) }).toEqual({ callbackUrl, status: 400 });
    }
    expect(refusedAuthRequest(["signin", "password"], query("?callbackUrl=%2Fadmin&callbackUrl=javascript%3Ax"))).toBe(400);
    // The same value in next-auth's callback cookie fails every call until the cookie goes.
    expect(refusedAuthRequest(["session"], query(""), "javascript:alert(1)")).toBe(400);
    for (const callbackUrl of ["/admin", "https://openseat.example/admin", "http://127.0.0.1:3000/admin?x=1"]) {
      expect(refusedAuthRequest(["signin"], query(`?callbackUrl=${encodeURIComponent(callbackUrl)}`), callbackUrl)).toBeNull();
    }
  });

  it("takes a missing catch-all as no segments", () => {
    expect(refusedAuthRequest(undefined, query(""))).toBeNull();
  });
});
