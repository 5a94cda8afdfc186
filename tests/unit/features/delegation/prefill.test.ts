import { prefillFromQuery, sourceFromQuery } from "@/features/delegation/prefill";

describe("prefill from the guide's checklist", () => {
  it("keeps known task ids and ticks their roles", () => {
    expect(prefillFromQuery({ tasks: ["video:thumbnails", "seo:on-page", "bogus:task", "seo:on-page"] })).toEqual({
      roles: ["seo", "video"],
      tasks: ["video:thumbnails", "seo:on-page"],
    });
  });

  it("accepts a single task and explicit roles, ignoring unknown roles", () => {
    expect(prefillFromQuery({ tasks: "shopify:app-setup", roles: ["design", "astrology"] })).toEqual({
      roles: ["design", "shopify"],
      tasks: ["shopify:app-setup"],
    });
  });

  it("is empty without parameters", () => {
    expect(prefillFromQuery({})).toEqual({ roles: [], tasks: [] });
  });
});

describe("source from the landing URL", () => {
  it("reads and caps UTM parameters and the referrer", () => {
    const source = sourceFromQuery("/f", { utm_source: "news", utm_campaign: ["a".repeat(300), "b"], utm_medium: " " }, "https://x.example/");
    expect(source).toEqual({
      path: "/f",
      referrer: "https://x.example/",
      utmSource: "news",
      utmMedium: null,
      utmCampaign: "a".repeat(200),
      utmTerm: null,
      utmContent: null,
    });
  });
});
