/** @jest-environment node */
import { publicUrl } from "@/platform/server/deployment";
import { companySettings } from "@/platform/config/company-settings";
import { parseEnv } from "@/platform/env";
import { localAddress } from "@/platform/config/local-address";

describe("the local address", () => {
  it("is localhost on PORT, or on 3000 when PORT is unset, blank or not a port", () => {
    expect(localAddress({})).toBe("http://localhost:3000");
    expect(localAddress({ PORT: "3970" })).toBe("http://localhost:3970");
    expect(localAddress({ PORT: " 8080 " })).toBe("http://localhost:8080");
    for (const PORT of ["", "abc", "0", "70000", "80; rm -rf"]) expect(localAddress({ PORT })).toBe("http://localhost:3000");
  });

  it("is what SITE_URL and NEXTAUTH_URL fall back to, in the server's settings, the company's and the sign-in address alike", () => {
    const env = { PORT: "3970" };
    expect(parseEnv(env).SITE_URL).toBe("http://localhost:3970");
    expect(companySettings(env).SITE_URL).toBe("http://localhost:3970");
    expect(publicUrl(env).origin).toBe("http://localhost:3970");
    expect(publicUrl(parseEnv(env)).origin).toBe("http://localhost:3970");
  });

  it("gives way to SITE_URL, and NEXTAUTH_URL to either", () => {
    const env = { PORT: "3970", SITE_URL: "https://www.seatwise.co" };
    expect(parseEnv(env).SITE_URL).toBe("https://www.seatwise.co");
    expect(companySettings(env).SITE_URL).toBe("https://www.seatwise.co");
    expect(publicUrl(env).origin).toBe("https://www.seatwise.co");
    expect(publicUrl({ ...env, NEXTAUTH_URL: "https://admin.seatwise.co" }).origin).toBe("https://admin.seatwise.co");
  });

  it("treats a blank SITE_URL as unset, and refuses a PORT that is not a number with what to do", () => {
    expect(parseEnv({ SITE_URL: " ", PORT: "4100" }).SITE_URL).toBe("http://localhost:4100");
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT must be a port number[\s\S]*Correct or unset each variable named above/);
  });
});
