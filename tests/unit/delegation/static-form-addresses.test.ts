/** @jest-environment node */
import { formPath, formStartPath, leadsToForm, prefilledFormPath } from "@/lib/delegation/form-paths";
import { formStartUrl, visitCampaign } from "@/lib/delegation/form-start";
import { prefilledFormRewrite } from "@/lib/delegation/prefilled-form";

const site = "https://site.example";

function request(method: string, address: string) {
  const url = new URL(address, "http://127.0.0.1:3000");
  return { method, url: url.toString(), nextUrl: url };
}

describe("the prefilled form's rewrite", () => {
  it("serves an address of the form with checklist ticks from the per-request render, query kept", () => {
    const target = prefilledFormRewrite(request("GET", `${formPath}?tasks=seo:on-page&utm_source=ads`));
    expect(target?.pathname).toBe(prefilledFormPath);
    expect(target?.searchParams.getAll("tasks")).toEqual(["seo:on-page"]);
    expect(target?.searchParams.get("utm_source")).toBe("ads");
    expect(prefilledFormRewrite(request("HEAD", `${formPath}?roles=seo`))?.pathname).toBe(prefilledFormPath);
  });

  it("serves a campaign's landing address, or any other query, the static page", () => {
    expect(prefilledFormRewrite(request("GET", `${formPath}?utm_source=ads&utm_campaign=spring`))).toBeNull();
    expect(prefilledFormRewrite(request("GET", `${formPath}?gclid=abc123`))).toBeNull();
    expect(prefilledFormRewrite(request("GET", `${formPath}?task=seo:on-page`))).toBeNull();
  });

  it("leaves the static page, posts and other pages alone", () => {
    expect(prefilledFormRewrite(request("GET", formPath))).toBeNull();
    expect(prefilledFormRewrite(request("GET", `${formPath}?`))).toBeNull();
    expect(prefilledFormRewrite(request("POST", `${formPath}?tasks=seo:on-page`))).toBeNull();
    expect(prefilledFormRewrite(request("GET", "/pricing?tasks=seo:on-page"))).toBeNull();
    expect(prefilledFormRewrite(request("GET", `${formPath}/sent?reference=DR-ABCDEF`))).toBeNull();
  });
});

describe("the start address the form's script asks", () => {
  it("passes on the referrer, capped", () => {
    const url = new URL(formStartUrl("https://search.example/?q=talent&x=1"), "http://h");
    expect(url.pathname).toBe(formStartPath);
    expect(url.searchParams.get("referrer")).toBe("https://search.example/?q=talent&x=1");
    expect(new URL(formStartUrl(`https://a.example/${"a".repeat(2000)}`), "http://h").searchParams.get("referrer")).toHaveLength(1000);
  });

  it("is the bare address when there was no referrer and no campaign", () => {
    expect(formStartUrl("")).toBe(formStartPath);
    expect(formStartUrl("", visitCampaign(["https://site.example/form?gclid=abc123"], site))).toBe(formStartPath);
  });

  it("carries the visit's campaign tags and the referrer", () => {
    const url = new URL(formStartUrl("https://r.example/", new URLSearchParams("utm_source=news&utm_medium=cpc")), "http://h");
    expect(url.searchParams.getAll("utm_source")).toEqual(["news"]);
    expect(url.searchParams.get("utm_medium")).toBe("cpc");
    expect(url.searchParams.get("referrer")).toBe("https://r.example/");
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

describe("links that lead to the form", () => {
  it("are told apart from the pages around it", () => {
    expect(leadsToForm(formPath)).toBe(true);
    expect(leadsToForm(`${formPath}?tasks=seo:on-page`)).toBe(true);
    expect(leadsToForm(`${formPath}#main-content`)).toBe(true);
    expect(leadsToForm("/delegation-tasks-guide")).toBe(false);
    expect(leadsToForm(`${formPath}/sent?reference=DR-ABCDEF`)).toBe(false);
    expect(leadsToForm("/pricing")).toBe(false);
  });
});
