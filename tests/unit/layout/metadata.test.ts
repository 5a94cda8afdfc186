import { createMetadata, siteUrl } from "@/lib/metadata";
import { site } from "@/lib/site";

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
  const original = process.env.SITE_URL;
  afterEach(() => {
    if (original === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = original;
  });

  it("reads SITE_URL", () => {
    process.env.SITE_URL = "https://www.openseat.example";
    expect(siteUrl().origin).toBe("https://www.openseat.example");
  });

  it("falls back to localhost when SITE_URL is missing or malformed", () => {
    delete process.env.SITE_URL;
    expect(siteUrl().origin).toBe("http://localhost:3000");
    process.env.SITE_URL = "not a url";
    expect(siteUrl().origin).toBe("http://localhost:3000");
  });
});
