/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  builtInShareImage,
  companyDefaults,
  companySettingNames,
  companySettings,
  parseCompany,
  placeholderSettings,
} from "@/lib/company";
import { checkCompanyDetails, settingsChangedSinceBuild } from "@/lib/company-startup-check";
import { anotherCompany } from "./another-company";

/** A company that has set every detail to its own real value. */
const realCompany = anotherCompany;

const deployed = { NODE_ENV: "production", SITE_URL: "https://www.seatwise.co" };

describe("the company's configuration", () => {
  it("runs a fresh clone on local defaults", () => {
    const company = parseCompany({});
    expect(company.brand).toEqual({ name: "OpenSeat", shortName: "OS" });
    expect(company.email).toBe(companyDefaults.CONTACT_EMAIL);
    expect(company.siteUrl.href).toBe("http://localhost:3000/");
    expect(company.shareImage).toMatchObject({ url: builtInShareImage.path, width: 1200, height: 630 });
    expect(company.shareImage.alt).toContain("OpenSeat");
  });

  it("takes every detail from its environment variable", () => {
    const company = parseCompany(realCompany);
    expect(company.brand).toEqual({ name: "Seatwise", shortName: "SW" });
    expect(company.email).toBe("hello@seatwise.co");
    expect(company.socials).toEqual([
      { network: "Twitter (X)", href: "https://x.com/seatwise" },
      { network: "LinkedIn", href: "https://www.linkedin.com/company/seatwise" },
      { network: "Facebook", href: "https://www.facebook.com/seatwise" },
    ]);
    expect(company.legal).toEqual({
      entityName: "Seatwise Talent Ltd",
      address: "20 Harbour Road, Leith, EH6 6LL, United Kingdom",
      governingLaw: "Scotland",
    });
    expect(company.siteUrl.origin).toBe("https://www.seatwise.co");
    // The built-in image's text alternative follows the brand.
    expect(company.shareImage.alt).toMatch(/^Seatwise logo/);
  });

  it("treats blank variables as unset", () => {
    expect(parseCompany({ CONTACT_EMAIL: "  ", SITE_URL: "" }).email).toBe(companyDefaults.CONTACT_EMAIL);
  });

  it("refuses malformed values with one message naming each variable", () => {
    const attempt = () =>
      parseCompany({
        CONTACT_EMAIL: "hello at seatwise",
        SOCIAL_LINKEDIN_URL: "http://www.linkedin.com/company/seatwise",
        SITE_URL: "not a url",
        BRAND_NAME: "<script>",
        LEGAL_ADDRESS: "x",
      });
    expect(attempt).toThrow(/CONTACT_EMAIL must be an e-mail address/);
    expect(attempt).toThrow(/SOCIAL_LINKEDIN_URL must be an https:\/\/ URL/);
    expect(attempt).toThrow(/SITE_URL must be an http:\/\/ or https:\/\/ URL/);
    expect(attempt).toThrow(/BRAND_NAME must be plain text/);
    expect(attempt).toThrow(/LEGAL_ADDRESS must be at least 5 characters/);
  });

  it("accepts another share image only with its own text alternative", () => {
    expect(() => parseCompany({ SHARE_IMAGE_URL: "https://cdn.seatwise.co/share.png" })).toThrow(/SHARE_IMAGE_ALT must describe/);
    const company = parseCompany({ SHARE_IMAGE_URL: "https://cdn.seatwise.co/share.png", SHARE_IMAGE_ALT: "Three people at a desk" });
    expect(company.shareImage).toEqual({ url: "https://cdn.seatwise.co/share.png", alt: "Three people at a desk" });
    expect(() => parseCompany({ SHARE_IMAGE_URL: "javascript:alert(1)", SHARE_IMAGE_ALT: "x" })).toThrow(/SHARE_IMAGE_URL/);
  });
});

describe("placeholders", () => {
  it("are every setting left at its local default, except the brand and the built-in image", () => {
    expect(placeholderSettings({})).toEqual([
      "CONTACT_EMAIL",
      "SOCIAL_TWITTER_URL",
      "SOCIAL_LINKEDIN_URL",
      "SOCIAL_FACEBOOK_URL",
      "LEGAL_ENTITY_NAME",
      "LEGAL_ADDRESS",
      "LEGAL_GOVERNING_LAW",
      "SITE_URL",
    ]);
    expect(placeholderSettings(realCompany)).toEqual([]);
  });

  it("include values set to the default again, or on a reserved example domain or loopback address", () => {
    expect(placeholderSettings({ ...realCompany, LEGAL_GOVERNING_LAW: companyDefaults.LEGAL_GOVERNING_LAW })).toEqual(["LEGAL_GOVERNING_LAW"]);
    expect(placeholderSettings({ ...realCompany, CONTACT_EMAIL: "sales@seatwise.example" })).toEqual(["CONTACT_EMAIL"]);
    expect(placeholderSettings({ ...realCompany, CONTACT_EMAIL: "sales@example.com" })).toEqual(["CONTACT_EMAIL"]);
    expect(placeholderSettings({ ...realCompany, SOCIAL_FACEBOOK_URL: "https://facebook.test/seatwise" })).toEqual(["SOCIAL_FACEBOOK_URL"]);
    expect(placeholderSettings({ ...realCompany, SITE_URL: "http://127.0.0.1:3000" })).toEqual(["SITE_URL"]);
  });
});

describe("start-up", () => {
  it("lets `npm start` on a fresh clone run on placeholders, without a word", () => {
    expect(checkCompanyDetails({ NODE_ENV: "production" })).toEqual({ refuse: false, problems: [] });
    expect(checkCompanyDetails({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" })).toEqual({ refuse: false, problems: [] });
  });

  it("refuses a production deployment that still has placeholders, naming each one", () => {
    const env = { ...deployed, CONTACT_EMAIL: "hello@seatwise.co" };
    const result = checkCompanyDetails(env);
    expect(result.refuse).toBe(true);
    const message = result.problems.join("\n");
    expect(placeholderSettings(env)).toHaveLength(6);
    for (const name of placeholderSettings(env)) expect(message).toContain(`- ${name} (placeholder: `);
    expect(message).not.toContain("CONTACT_EMAIL");
  });

  it("counts a deployment by its public NEXTAUTH_URL too, and then SITE_URL left on localhost is a placeholder", () => {
    const result = checkCompanyDetails({ ...realCompany, NODE_ENV: "production", SITE_URL: undefined, NEXTAUTH_URL: "https://www.seatwise.co" });
    expect(result.refuse).toBe(true);
    expect(result.problems.join("\n")).toContain("- SITE_URL (placeholder: http://localhost:3000)");
  });

  it("starts a fully configured deployment", () => {
    expect(checkCompanyDetails({ ...realCompany, NODE_ENV: "production" })).toEqual({ refuse: false, problems: [] });
  });

  it("refuses malformed details everywhere, locally too", () => {
    const result = checkCompanyDetails({ NODE_ENV: "development", CONTACT_EMAIL: "nope" });
    expect(result.refuse).toBe(true);
    expect(result.problems[0]).toContain("CONTACT_EMAIL");
  });

  it("notices when the static pages were built with other details: refused when deployed, reported locally", () => {
    const builtWith = JSON.stringify(companySettings({ ...realCompany, CONTACT_EMAIL: "old@seatwise.co" }));
    expect(settingsChangedSinceBuild({ ...realCompany }, builtWith)).toEqual(["CONTACT_EMAIL"]);
    const deployedResult = checkCompanyDetails({ ...realCompany, NODE_ENV: "production" }, builtWith);
    expect(deployedResult.refuse).toBe(true);
    expect(deployedResult.problems.join("\n")).toMatch(/built with different values for:\n {2}- CONTACT_EMAIL/);
    const local = checkCompanyDetails({ NODE_ENV: "production", CONTACT_EMAIL: "new@seatwise.co" }, JSON.stringify(companySettings({})));
    expect(local).toEqual({ refuse: false, problems: [expect.stringContaining("- CONTACT_EMAIL")] });
    expect(settingsChangedSinceBuild(realCompany, undefined)).toEqual([]);
  });
});

describe("documentation", () => {
  const read = (file: string) => readFileSync(path.join(__dirname, "../../..", file), "utf8");

  it.each(["README.md", ".env.example"])("%s lists every company setting", (file) => {
    const text = read(file);
    for (const name of companySettingNames) expect(text).toContain(name);
  });
});
