/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCompany } from "@/platform/config/company";
import { builtInShareImage, companyDefaults, companySettingNames, companySettings, companySettingsAtBuild } from "@/platform/config/company-settings";
import { companyPlaceholders, samplePhrases } from "@/platform/config/company-placeholders";
import { checkCompanyDetails, companyCheckMessage, settingsChangedSinceBuild } from "@/app/company-startup-check";
import { anotherCompany } from "./another-company";
import { englishCompany, realCompanies } from "./real-companies";

/** A company that has set every detail to its own real value. */
const realCompany = anotherCompany;

const deployed = { NODE_ENV: "production", SITE_URL: "https://www.seatwise.co" };
/** Firebase App Hosting: Cloud Run sets K_SERVICE, and PORT to the port it sends requests to. */
const onCloudRun = { NODE_ENV: "production", K_SERVICE: "openseat", PORT: "8080" };

const placeholderNames = (env: Record<string, string | undefined>) => companyPlaceholders(env).map((found) => found.name);

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

  it("puts the site on the local address, which follows PORT, while SITE_URL is unset", () => {
    expect(parseCompany({ PORT: "3970" }).siteUrl.href).toBe("http://localhost:3970/");
    expect(parseCompany({ PORT: "3970", SITE_URL: "https://www.seatwise.co" }).siteUrl.href).toBe("https://www.seatwise.co/");
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
    expect(attempt).toThrow(/Correct each variable named above \(README: "The company's details"\)/);
  });

  it("accepts another share image only with its own text alternative", () => {
    expect(() => parseCompany({ SHARE_IMAGE_URL: "https://cdn.seatwise.co/share.png" })).toThrow(/SHARE_IMAGE_ALT must describe/);
    const company = parseCompany({ SHARE_IMAGE_URL: "https://cdn.seatwise.co/share.png", SHARE_IMAGE_ALT: "Three people at a desk" });
    expect(company.shareImage).toEqual({ url: "https://cdn.seatwise.co/share.png", alt: "Three people at a desk" });
    expect(() => parseCompany({ SHARE_IMAGE_URL: "javascript:alert(1)", SHARE_IMAGE_ALT: "x" })).toThrow(/SHARE_IMAGE_URL/);
  });
});

describe("placeholders", () => {
  it("are the local defaults no company could have: contact, social links, entity, address and address of the site", () => {
    expect(placeholderNames({})).toEqual([
      "CONTACT_EMAIL",
      "SOCIAL_TWITTER_URL",
      "SOCIAL_LINKEDIN_URL",
      "SOCIAL_FACEBOOK_URL",
      "LEGAL_ENTITY_NAME",
      "LEGAL_ADDRESS",
      "SITE_URL",
    ]);
    expect(placeholderNames(realCompany)).toEqual([]);
  });

  it.each(realCompanies)("are none of %s's details", (_what, company) => {
    expect(companyPlaceholders(company)).toEqual([]);
  });

  it("never include the brand or the governing law, whatever their value: the defaults are real values too", () => {
    expect(placeholderNames({ ...realCompany, BRAND_NAME: "OpenSeat", BRAND_SHORT_NAME: "OS" })).toEqual([]);
    for (const law of ["England and Wales", "the State of Delaware", "the Federal Republic of Germany", "Example"]) {
      expect(placeholderNames({ ...realCompany, LEGAL_GOVERNING_LAW: law })).toEqual([]);
    }
  });

  it.each([
    ["hello@openseat.example", "openseat.example"],
    ["sales@example.com", "example.com"],
    ["sales@mail.example.org", "mail.example.org"],
    ["team@seatwise.test", "seatwise.test"],
    ["team@seatwise.invalid", "seatwise.invalid"],
    ["team@app.localhost", "app.localhost"],
  ])("include a contact address on a reserved example domain: %s", (email, host) => {
    expect(companyPlaceholders({ ...realCompany, CONTACT_EMAIL: email })).toEqual([
      { name: "CONTACT_EMAIL", value: email, reason: expect.stringContaining(`on ${host}, a domain reserved for examples`) },
    ]);
  });

  it("leave real domains that merely contain the reserved words", () => {
    for (const email of ["hello@example-agency.com", "hello@testing.co.uk", "hello@examples.com", "hello@contest.io"]) {
      expect(placeholderNames({ ...realCompany, CONTACT_EMAIL: email })).toEqual([]);
    }
  });

  it.each(["http://localhost:3000", "http://localhost:8080", "http://127.0.0.1:3000", "http://[::1]:3000", "https://www.openseat.example"])(
    "include a site address on loopback or a reserved domain: %s",
    (siteUrl) => {
      expect(placeholderNames({ ...realCompany, SITE_URL: siteUrl })).toEqual(["SITE_URL"]);
    },
  );

  it("include a social link to the network's home page, not to a profile", () => {
    expect(placeholderNames({ ...realCompany, SOCIAL_TWITTER_URL: "https://x.com/" })).toEqual(["SOCIAL_TWITTER_URL"]);
    expect(placeholderNames({ ...realCompany, SOCIAL_LINKEDIN_URL: "https://www.linkedin.com" })).toEqual(["SOCIAL_LINKEDIN_URL"]);
    expect(companyPlaceholders({ ...realCompany, SOCIAL_FACEBOOK_URL: "https://www.facebook.com/" })[0]?.reason).toBe(
      "the network's home page, not the company's profile on it",
    );
    expect(placeholderNames({ ...realCompany, SOCIAL_FACEBOOK_URL: "https://facebook.test/seatwise" })).toEqual(["SOCIAL_FACEBOOK_URL"]);
    expect(placeholderNames({ ...realCompany, SOCIAL_FACEBOOK_URL: "https://www.facebook.com/profile.php?id=100064" })).toEqual([]);
  });

  it("include the sample entity and address, however they are spelled or edited", () => {
    for (const entity of ["OpenSeat Example Ltd", "openseat example limited", "OpenSeat-Example Ltd."]) {
      expect(placeholderNames({ ...realCompany, LEGAL_ENTITY_NAME: entity })).toEqual(["LEGAL_ENTITY_NAME"]);
    }
    for (const address of [companyDefaults.LEGAL_ADDRESS, "1 Example Street, London, SW1A 1AA", "Unit 4, EXAMPLE TOWN"]) {
      expect(placeholderNames({ ...realCompany, LEGAL_ADDRESS: address })).toEqual(["LEGAL_ADDRESS"]);
    }
  });

  it("leave real names and addresses that share a word with the sample", () => {
    expect(placeholderNames({ ...realCompany, LEGAL_ENTITY_NAME: "Lead by Example Ltd" })).toEqual([]);
    expect(placeholderNames({ ...realCompany, LEGAL_ENTITY_NAME: "OpenSeat Ltd" })).toEqual([]);
    expect(placeholderNames({ ...realCompany, LEGAL_ADDRESS: "2 Cathedral Yard, Exeter, EX1 1EX, United Kingdom" })).toEqual([]);
  });

  it("are recognised in the samples the defaults carry", () => {
    for (const phrase of samplePhrases.LEGAL_ENTITY_NAME) expect(companyDefaults.LEGAL_ENTITY_NAME).toContain(phrase);
    for (const phrase of samplePhrases.LEGAL_ADDRESS) expect(companyDefaults.LEGAL_ADDRESS).toContain(phrase);
  });

  it("include a share image on a reserved domain, never a path on this site", () => {
    const image = { SHARE_IMAGE_URL: "https://cdn.example.com/share.png", SHARE_IMAGE_ALT: "Three people at a desk" };
    expect(placeholderNames({ ...realCompany, ...image })).toEqual(["SHARE_IMAGE_URL"]);
    expect(placeholderNames({ ...realCompany, ...image, SHARE_IMAGE_URL: "/images/share.png" })).toEqual([]);
  });
});

describe("start-up", () => {
  it("lets `npm start` on a fresh clone run on placeholders, without a word", () => {
    expect(checkCompanyDetails({ NODE_ENV: "production" })).toEqual({ refuse: false, problems: [] });
    expect(checkCompanyDetails({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3100" })).toEqual({ refuse: false, problems: [] });
  });

  it.each(realCompanies)("starts %s on Cloud Run, built with the same details", (_what, company) => {
    const env = { ...onCloudRun, ...company };
    expect(checkCompanyDetails(env, companySettingsAtBuild(company))).toEqual({ refuse: false, problems: [] });
  });

  it("refuses a production deployment that still has placeholders, naming each one with its value, the reason and what to do", () => {
    const env = { ...deployed, CONTACT_EMAIL: "hello@seatwise.co" };
    const result = checkCompanyDetails(env);
    expect(result.refuse).toBe(true);
    const message = companyCheckMessage(result);
    expect(message).toMatch(/^Refusing to start: the company's details are not ready for visitors\./);
    expect(placeholderNames(env)).toEqual([
      "SOCIAL_TWITTER_URL",
      "SOCIAL_LINKEDIN_URL",
      "SOCIAL_FACEBOOK_URL",
      "LEGAL_ENTITY_NAME",
      "LEGAL_ADDRESS",
    ]);
    expect(message).toContain("  - SOCIAL_TWITTER_URL: https://x.com/ is the network's home page, not the company's profile on it");
    expect(message).toContain("  - LEGAL_ENTITY_NAME: OpenSeat Example Ltd is the sample company's name");
    expect(message).toContain(`  - LEGAL_ADDRESS: ${companyDefaults.LEGAL_ADDRESS} is the sample address`);
    expect(message).toContain("Set each one to the company's real value, for the build and the server alike");
    expect(message).not.toContain("CONTACT_EMAIL");
    expect(message).not.toContain("LEGAL_GOVERNING_LAW");
  });

  it("refuses Cloud Run with the site's address left unset: it is then the loopback address on Cloud Run's PORT", () => {
    const result = checkCompanyDetails({ ...onCloudRun, ...englishCompany, SITE_URL: undefined });
    expect(result.refuse).toBe(true);
    expect(result.problems).toEqual([expect.stringContaining("  - SITE_URL: http://localhost:8080 is a loopback address")]);
  });

  it("counts a deployment by its public NEXTAUTH_URL too, and then SITE_URL left on localhost is a placeholder", () => {
    const result = checkCompanyDetails({ ...realCompany, NODE_ENV: "production", SITE_URL: undefined, NEXTAUTH_URL: "https://www.seatwise.co" });
    expect(result.refuse).toBe(true);
    expect(result.problems.join("\n")).toContain("- SITE_URL: http://localhost:3000 is a loopback address");
  });

  it("starts a fully configured deployment", () => {
    expect(checkCompanyDetails({ ...realCompany, NODE_ENV: "production" })).toEqual({ refuse: false, problems: [] });
  });

  it("refuses malformed details everywhere, locally too, saying what to do", () => {
    const result = checkCompanyDetails({ NODE_ENV: "development", CONTACT_EMAIL: "nope" });
    expect(result.refuse).toBe(true);
    expect(result.problems[0]).toContain("CONTACT_EMAIL");
    expect(result.problems[0]).toContain("then build and start again");
  });

  it("notices when the static pages were built with other details: refused when deployed, reported locally", () => {
    const builtWith = companySettingsAtBuild({ ...realCompany, CONTACT_EMAIL: "old@seatwise.co" });
    expect(settingsChangedSinceBuild({ ...realCompany }, builtWith)).toEqual(["CONTACT_EMAIL"]);
    const deployedResult = checkCompanyDetails({ ...realCompany, NODE_ENV: "production" }, builtWith);
    expect(deployedResult.refuse).toBe(true);
    expect(deployedResult.problems.join("\n")).toMatch(/built with different values for:\n {2}- CONTACT_EMAIL\nGive the build and the server the same values/);
    const local = checkCompanyDetails({ NODE_ENV: "production", CONTACT_EMAIL: "new@seatwise.co" }, companySettingsAtBuild({}));
    expect(local).toEqual({ refuse: false, problems: [expect.stringContaining("- CONTACT_EMAIL")] });
    expect(companyCheckMessage(local)).toMatch(/^The company's details need attention before this site is deployed:/);
    expect(settingsChangedSinceBuild(realCompany, undefined)).toEqual([]);
  });

  it("counts a variable set for only one of the build and the server as changed", () => {
    const { SITE_URL: _unset, ...withoutSiteUrl } = realCompany;
    expect(settingsChangedSinceBuild(realCompany, companySettingsAtBuild(withoutSiteUrl))).toEqual(["SITE_URL"]);
    expect(settingsChangedSinceBuild(withoutSiteUrl, companySettingsAtBuild(realCompany))).toEqual(["SITE_URL"]);
  });

  it("does not compare what the build derived: SITE_URL left unset follows PORT without counting as a change", () => {
    const builtWith = companySettingsAtBuild({ PORT: "3000" });
    expect(builtWith).toBe("{}");
    expect(settingsChangedSinceBuild({ PORT: "3970" }, builtWith)).toEqual([]);
    expect(checkCompanyDetails({ NODE_ENV: "production", PORT: "3970" }, builtWith)).toEqual({ refuse: false, problems: [] });
    // A brand set for both sides derives the same share image text; it is the brand that would differ, not the text.
    expect(settingsChangedSinceBuild({ BRAND_NAME: "Seatwise" }, companySettingsAtBuild({ BRAND_NAME: "Seatwise" }))).toEqual([]);
  });

  it("records only the variables it was given, trimmed", () => {
    expect(JSON.parse(companySettingsAtBuild({ CONTACT_EMAIL: " hello@seatwise.co ", SITE_URL: "", PORT: "3970" }))).toEqual({
      CONTACT_EMAIL: "hello@seatwise.co",
    });
    expect(companySettings({ PORT: "3970" }).SITE_URL).toBe("http://localhost:3970");
  });
});

describe("documentation", () => {
  const read = (file: string) => readFileSync(path.join(__dirname, "../../..", file), "utf8");

  it.each(["README.md", ".env.example"])("%s lists every company setting", (file) => {
    const text = read(file);
    for (const name of companySettingNames) expect(text).toContain(name);
  });
});
