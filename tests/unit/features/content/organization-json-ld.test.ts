/** @jest-environment node */
import { organizationJsonLd, organizationJsonLdString } from "@/features/content/organization-json-ld";
import { site } from "@/platform/config/site";

describe("Organization JSON-LD", () => {
  const base = new URL("https://openseat.example");

  it("describes the organisation from the site configuration", () => {
    const data = organizationJsonLd(base);
    expect(data["@type"]).toBe("Organization");
    expect(data.name).toBe(site.name);
    expect(data.email).toBe(site.email);
    expect(data.url).toBe("https://openseat.example/home");
    expect(data.sameAs).toEqual(site.socials.map((social) => social.href));
  });

  it("serialises to JSON that round-trips and cannot close its script element", () => {
    const text = organizationJsonLdString(base);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(organizationJsonLd(base));
  });
});
