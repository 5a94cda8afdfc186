/** @jest-environment node */
import { formPath, formStartPath, prefilledFormPath } from "@/lib/delegation/form-paths";
import { formStartUrl } from "@/lib/delegation/form-start";
import { prefilledFormRewrite } from "@/lib/delegation/prefilled-form";

function request(method: string, address: string) {
  const url = new URL(address, "http://127.0.0.1:3000");
  return { method, url: url.toString(), nextUrl: url };
}

describe("the prefilled form's rewrite", () => {
  it("serves an address of the form with a query from the per-request render, query kept", () => {
    const target = prefilledFormRewrite(request("GET", `${formPath}?tasks=seo:on-page&utm_source=ads`));
    expect(target?.pathname).toBe(prefilledFormPath);
    expect(target?.searchParams.getAll("tasks")).toEqual(["seo:on-page"]);
    expect(target?.searchParams.get("utm_source")).toBe("ads");
    expect(prefilledFormRewrite(request("HEAD", `${formPath}?roles=seo`))?.pathname).toBe(prefilledFormPath);
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
  it("asks for JSON and passes on the referrer and only the campaign tags", () => {
    const url = new URL(formStartUrl("https://search.example/?q=talent", "?utm_source=news&utm_campaign=spring&email=x@y.z"), "http://h");
    expect(url.pathname).toBe(formStartPath);
    expect(url.searchParams.get("format")).toBe("json");
    expect(url.searchParams.get("referrer")).toBe("https://search.example/?q=talent");
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(url.searchParams.get("utm_campaign")).toBe("spring");
    expect(url.searchParams.has("email")).toBe(false);
  });

  it("sends no referrer when there was none, and caps long values", () => {
    const url = new URL(formStartUrl("", `?utm_term=${"a".repeat(500)}`), "http://h");
    expect(url.searchParams.has("referrer")).toBe(false);
    expect(url.searchParams.get("utm_term")).toHaveLength(200);
  });
});
