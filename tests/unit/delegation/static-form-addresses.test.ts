/** @jest-environment node */
import { formPath, formStartPath, leadsToForm, prefilledFormPath } from "@/lib/delegation/form-paths";
import { formStartUrl } from "@/lib/delegation/form-start";
import { prefilledFormRewrite } from "@/lib/delegation/prefilled-form";

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
    expect(formStartUrl("", "?gclid=abc123")).toBe(formStartPath);
  });

  it("carries the page's campaign tags, first value of each, and nothing else of its query", () => {
    const url = new URL(formStartUrl("https://r.example/", "?utm_source=news&utm_medium=cpc&utm_source=dup&gclid=1&utm_term="), "http://h");
    expect(url.searchParams.getAll("utm_source")).toEqual(["news"]);
    expect(url.searchParams.get("utm_medium")).toBe("cpc");
    expect(url.searchParams.get("referrer")).toBe("https://r.example/");
    expect(url.searchParams.has("gclid")).toBe(false);
    expect(url.searchParams.has("utm_term")).toBe(false);
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
