/** @jest-environment node */
import { visitCampaign, visitQuery } from "@/features/delegation/form-visit";

const site = "https://site.example";

describe("the visit the form's script posts", () => {
  it("passes on the referrer, capped", () => {
    const query = new URLSearchParams(visitQuery("https://search.example/?q=talent&x=1"));
    expect(query.get("referrer")).toBe("https://search.example/?q=talent&x=1");
    expect(new URLSearchParams(visitQuery(`https://a.example/${"a".repeat(2000)}`)).get("referrer")).toHaveLength(1000);
  });

  it("is empty when there was no referrer and no campaign", () => {
    expect(visitQuery("")).toBe("");
    expect(visitQuery("", visitCampaign(["https://site.example/form?gclid=abc123"], site))).toBe("");
  });

  it("carries the visit's campaign tags and the referrer", () => {
    const query = new URLSearchParams(visitQuery("https://r.example/", new URLSearchParams("utm_source=news&utm_medium=cpc")));
    expect(query.getAll("utm_source")).toEqual(["news"]);
    expect(query.get("utm_medium")).toBe("cpc");
    expect(query.get("referrer")).toBe("https://r.example/");
  });
});

describe("the campaign a visit came from", () => {
  it("takes the first of this site's addresses with tags: first value of each, nothing else of its query", () => {
    const tags = visitCampaign([`${site}/form?utm_source=news&utm_medium=cpc&utm_source=dup&gclid=1&utm_term=`, `${site}/home?utm_source=other`], site);
    expect(tags.getAll("utm_source")).toEqual(["news"]);
    expect(tags.get("utm_medium")).toBe("cpc");
    expect(tags.has("gclid")).toBe(false);
    expect(tags.has("utm_term")).toBe(false);
  });

  it("falls back to where the visit began, then to a page of this site that led to the form", () => {
    expect(visitCampaign([`${site}/form`, `${site}/home?utm_campaign=spring`, `${site}/pricing?utm_campaign=other`], site).get("utm_campaign")).toBe("spring");
    expect(visitCampaign([`${site}/form`, `${site}/form`, `${site}/pricing?utm_campaign=summer`], site).get("utm_campaign")).toBe("summer");
    // An address without campaign tags (only a click id) does not end the search.
    expect(visitCampaign([`${site}/form?gclid=1`, "", `${site}/home?utm_source=ads`], site).get("utm_source")).toBe("ads");
  });

  it("never takes another site's tags, nor anything from an address it cannot read", () => {
    expect(visitCampaign([`${site}/form`, "", "https://elsewhere.example/post?utm_source=theirs"], site).toString()).toBe("");
    expect(visitCampaign([`${site}/form`, "not an address", "http://site.example:8080/?utm_source=port"], site).toString()).toBe("");
  });
});
