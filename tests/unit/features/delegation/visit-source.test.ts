/** @jest-environment node */
import { formPath } from "@/platform/config/form-paths";
import { postedSource, renderSource } from "@/features/delegation/visit-source";

const site = "https://www.example.com";
const none = { utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null };

describe("the source the form's render signs into its token", () => {
  it("takes the tags in the form's own address, and the Referer as the referrer", () => {
    const got = renderSource({ utm_source: "news", utm_campaign: "spring", gclid: "abc" }, "https://search.example/", "cross-site");
    expect(got).toEqual({ ...none, path: formPath, referrer: "https://search.example/", utmSource: "news", utmCampaign: "spring" });
  });

  it("takes the tags of the site's own page that linked to the form, when its address has none", () => {
    const referer = `${site}/home?utm_source=ads&utm_medium=cpc&gclid=abc`;
    expect(renderSource({ tasks: "seo:on-page" }, referer, "same-origin")).toMatchObject({ referrer: referer, utmSource: "ads", utmMedium: "cpc" });
    // The form's own tags win over the page's.
    expect(renderSource({ utm_source: "own" }, referer, "same-origin")).toMatchObject({ utmSource: "own", utmMedium: null });
  });

  it("never takes another site's tags, nor a Referer's the browser did not mark as this site's", () => {
    const referer = `${site}/home?utm_source=ads`;
    expect(renderSource({}, "https://elsewhere.example/?utm_source=theirs", "cross-site")).toMatchObject({ utmSource: null });
    expect(renderSource({}, referer, "same-site")).toMatchObject({ referrer: referer, utmSource: null });
    expect(renderSource({}, referer, null)).toMatchObject({ utmSource: null });
    expect(renderSource({}, "not an address", "same-origin")).toMatchObject({ utmSource: null, referrer: "not an address" });
    expect(renderSource({}, null, "same-origin")).toEqual({ ...none, path: formPath, referrer: null });
  });
});

describe("the source stored with a request", () => {
  const rendered = { ...none, path: formPath, referrer: `${site}/pricing`, utmSource: "render" };

  it("is the render's when the post says nothing of the visit (no JavaScript, or a bot)", () => {
    expect(postedSource(rendered, null)).toEqual(rendered);
    expect(postedSource(rendered, "")).toEqual(rendered);
    expect(postedSource(rendered, "gclid=1&other=2")).toEqual(rendered);
  });

  it("takes the script's referrer and its campaign as a whole, never mixing two campaigns", () => {
    const got = postedSource(rendered, "utm_medium=email&utm_campaign=autumn&referrer=https%3A%2F%2Fnews.example%2F");
    expect(got).toEqual({ ...none, path: formPath, referrer: "https://news.example/", utmMedium: "email", utmCampaign: "autumn" });
  });

  it("keeps the render's referrer or tags where the script had none", () => {
    expect(postedSource(rendered, "utm_source=mail")).toMatchObject({ referrer: `${site}/pricing`, utmSource: "mail" });
    expect(postedSource(rendered, "referrer=https%3A%2F%2Fnews.example%2F")).toMatchObject({ referrer: "https://news.example/", utmSource: "render" });
  });

  it("caps what the script posted as the render's own values are capped", () => {
    const got = postedSource(rendered, new URLSearchParams({ utm_source: "s".repeat(300), referrer: `https://x.example/${"r".repeat(2000)}` }).toString());
    expect(got.utmSource).toHaveLength(200);
    expect(got.referrer).toHaveLength(1000);
  });
});
