/** @jest-environment node */
import { formFieldCount, refusedAuthCall } from "@/features/auth/sign-in/refused-auth-requests";

const form = "application/x-www-form-urlencoded";

describe("refusedAuthCall", () => {
  it("lets next-auth's own calls on", () => {
    expect(refusedAuthCall(["session"], "GET", null, "", 16)).toBeNull();
    expect(refusedAuthCall(["callback", "google"], "GET", null, "", 16)).toBeNull();
    const signIn = "email=a%40b.example&password=x&csrfToken=t&callbackUrl=%2Fadmin&json=true";
    expect(refusedAuthCall(["callback", "password"], "POST", `${form};charset=UTF-8`, signIn, 16)).toBeNull();
    expect(refusedAuthCall(["signout"], "POST", form, "csrfToken=t&callbackUrl=%2F&json=true", 16)).toBeNull();
  });

  it("answers 405 with Allow: POST to a GET of a credentials provider's callback", () => {
    expect(refusedAuthCall(["callback", "password"], "GET", null, "", 16)).toEqual({ status: 405, allow: "POST" });
    expect(refusedAuthCall(["callback", "firebase"], "HEAD", null, "", 16)).toEqual({ status: 405, allow: "POST" });
  });

  it("answers 415 to a post that is not a urlencoded form (a JSON body made next-auth throw)", () => {
    for (const type of [null, "application/json", "multipart/form-data; boundary=x", "text/plain", "application/x-www-form-urlencodedx"]) {
      expect(refusedAuthCall(["callback", "password"], "POST", type, '{"a":', 16)).toEqual({ status: 415 });
    }
  });

  it("answers 400 to more fields than the limit, counted without parsing", () => {
    expect(refusedAuthCall(["callback", "password"], "POST", form, Array.from({ length: 17 }, (_, i) => `f${i}=x`).join("&"), 16)).toEqual({ status: 400 });
    expect(refusedAuthCall(["callback", "password"], "POST", form, Array.from({ length: 16 }, (_, i) => `f${i}=x`).join("&"), 16)).toBeNull();
  });
});

describe("formFieldCount", () => {
  it("counts the separators", () => {
    expect(formFieldCount("")).toBe(0);
    expect(formFieldCount("a=1")).toBe(1);
    expect(formFieldCount("a=1&b=2&&")).toBe(4);
    expect(formFieldCount("a=%26")).toBe(1);
  });
});
