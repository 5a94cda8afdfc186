import { company } from "@/platform/config/company";
import { createMetadata, siteUrl } from "@/platform/page/metadata";
import { site } from "@/platform/config/site";

describe("createMetadata", () => {
  const meta = createMetadata({ title: "Pricing", description: "Plans from $2,000/month.", path: "/pricing" });

  it("keeps the bare title for the layout's template and the description as given", () => {
    expect(meta.title).toBe("Pricing");
    expect(meta.description).toBe("Plans from $2,000/month.");
  });

  it("sets the canonical URL to the page's own path", () => {
    expect(meta.alternates?.canonical).toBe("/pricing");
  });

  it("gives social cards the full title, description and URL", () => {
    expect(meta.openGraph).toMatchObject({
      title: `Pricing | ${site.name}`,
      description: "Plans from $2,000/month.",
      url: "/pricing",
      siteName: site.name,
    });
    expect(meta.twitter).toMatchObject({ title: `Pricing | ${site.name}`, description: "Plans from $2,000/month." });
  });

  it("indexes pages unless told otherwise", () => {
    expect(meta.robots).toBeUndefined();
    const hidden = createMetadata({ title: "Admin", description: "Staff only.", path: "/admin", noIndex: true });
    expect(hidden.robots).toEqual({ index: false, follow: false });
  });
});

describe("siteUrl", () => {
  it("is the configured SITE_URL (platform/config/company.ts validates it)", () => {
    expect(siteUrl().href).toBe(company.siteUrl.href);
  });
});

describe("share cards", () => {
  const meta = createMetadata({ title: "Pricing", description: "Plans from $2,000/month.", path: "/pricing" });

  it("carry the configured share image with its text alternative and size", () => {
    const image = { url: company.shareImage.url, alt: company.shareImage.alt, width: 1200, height: 630 };
    expect(meta.openGraph?.images).toEqual([image]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: [image] });
    expect(image.alt.length).toBeGreaterThan(20);
  });
});
