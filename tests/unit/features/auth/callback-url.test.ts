import { safeCallbackPath, signInUrlFor } from "@/features/auth/session/callback-url";

const origin = "https://openseat.example";

describe("safeCallbackPath", () => {
  it.each([
    ["/admin", "/admin"],
    ["/admin/requests/abc?x=1", "/admin/requests/abc?x=1"],
    ["https://openseat.example/admin?status=new", "/admin?status=new"],
  ])("keeps same-origin admin path %s", (raw, expected) => {
    expect(safeCallbackPath(raw, origin)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["https://evil.example/admin"],
    ["//evil.example/admin"],
    ["/\\evil.example/admin"],
    ["/home"],
    ["/administrator"],
    ["/admin/sign-in"],
    ["javascript:alert(1)"],
    ["http://openseat.example/admin"],
  ])("sends %s to the dashboard instead", (raw) => {
    expect(safeCallbackPath(raw, origin)).toBe("/admin");
  });
});

describe("signInUrlFor", () => {
  it("encodes the return path", () => {
    expect(signInUrlFor("/admin?status=new&q=a b")).toBe("/admin/sign-in?callbackUrl=%2Fadmin%3Fstatus%3Dnew%26q%3Da+b");
  });
});
