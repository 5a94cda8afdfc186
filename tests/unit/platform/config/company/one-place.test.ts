/** @jest-environment node */
import { companyDefaults } from "@/platform/config/company-settings";
import { anotherCompany } from "./another-company";

/**
 * The company's details live in one place: with every variable set to another company's values, no page,
 * message or piece of metadata still carries the defaults, and each new value shows where it belongs.
 */
type Loaded = {
  strings: string[];
  site: typeof import("@/platform/config/site");
  metadata: typeof import("@/platform/page/metadata");
  jsonLd: typeof import("@/features/content/organization-json-ld");
};

async function loadWith(env: Readonly<Record<string, string>>): Promise<Loaded> {
  const saved = process.env;
  process.env = { ...saved, ...env };
  try {
    let loaded: Loaded | undefined;
    await jest.isolateModulesAsync(async () => {
      const { contentStrings } = await import("../../../features/content/content-strings");
      loaded = {
        strings: contentStrings().map(([path, text]) => `${path}: ${text}`),
        site: await import("@/platform/config/site"),
        metadata: await import("@/platform/page/metadata"),
        jsonLd: await import("@/features/content/organization-json-ld"),
      };
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe("the company's details, configured once", () => {
  let other: Loaded;
  beforeAll(async () => {
    other = await loadWith(anotherCompany);
  });

  it.each([
    ["the brand", "OpenSeat"],
    ["the contact e-mail", companyDefaults.CONTACT_EMAIL],
    ["the legal entity", companyDefaults.LEGAL_ENTITY_NAME],
    ["the address", companyDefaults.LEGAL_ADDRESS],
    ["the governing law", companyDefaults.LEGAL_GOVERNING_LAW],
  ])("leave no trace of the default %s in any copy", (_what, placeholder) => {
    expect(other.strings.filter((text) => text.includes(placeholder))).toEqual([]);
  });

  it("put the configured values where they belong", () => {
    const all = other.strings.join("\n");
    for (const value of ["Seatwise", "hello@seatwise.co", "Seatwise Talent Ltd", "20 Harbour Road", "the laws of Scotland"]) {
      expect(all).toContain(value);
    }
    const { site, copyrightLine } = other.site;
    expect(site.name).toBe("Seatwise");
    expect(site.primaryNav[0]).toMatchObject({ label: "Why SW?", accessibleName: "Why SW? Why Seatwise" });
    expect(site.footerColumns[0]!.heading).toBe("Seatwise");
    expect(site.socials.map((social) => social.href)).toEqual([
      anotherCompany.SOCIAL_TWITTER_URL,
      anotherCompany.SOCIAL_LINKEDIN_URL,
      anotherCompany.SOCIAL_FACEBOOK_URL,
    ]);
    expect(copyrightLine(2031)).toBe("© 2031 Seatwise Talent Ltd. All rights reserved.");
  });

  it("give metadata, share cards and structured data the configured site and brand", () => {
    const meta = other.metadata.createMetadata({ title: "Pricing", description: "Plans.", path: "/pricing" });
    expect(meta.openGraph).toMatchObject({ siteName: "Seatwise", title: "Pricing | Seatwise" });
    expect(other.metadata.siteUrl().origin).toBe("https://www.seatwise.co");
    const data = other.jsonLd.organizationJsonLd();
    expect(data).toMatchObject({
      name: "Seatwise",
      legalName: "Seatwise Talent Ltd",
      email: "hello@seatwise.co",
      address: anotherCompany.LEGAL_ADDRESS,
      url: "https://www.seatwise.co/home",
    });
  });
});
