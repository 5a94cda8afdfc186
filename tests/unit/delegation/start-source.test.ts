/** @jest-environment node */
import { formPath } from "@/lib/delegation/form-paths";
import { sourceFromQuery } from "@/lib/delegation/prefill";
import { startSourceParams } from "@/lib/delegation/start-source";

const origin = "https://www.example.com";
const source = (own: string, referer: string | null) =>
  sourceFromQuery(formPath, startSourceParams(new URLSearchParams(own), referer), new URLSearchParams(own).get("referrer"));

describe("the source the start address records", () => {
  it("takes what the form's script sent: the referrer and the page's campaign tags", () => {
    const got = source("utm_source=news&utm_campaign=spring&referrer=https%3A%2F%2Fsearch.example%2F", `${origin}${formPath}?utm_source=other`);
    expect(got).toMatchObject({ utmSource: "news", utmCampaign: "spring", referrer: "https://search.example/" });
  });

  it("reads the tags from the form page's address when the image without JavaScript asks", () => {
    const got = source("", `${origin}${formPath}?utm_source=ads&utm_medium=cpc&gclid=abc`);
    expect(got).toMatchObject({ utmSource: "ads", utmMedium: "cpc", utmCampaign: null, referrer: null });
  });

  it("ignores a Referer that is not the form page, or not an address", () => {
    expect(source("", `${origin}/pricing?utm_source=ads`).utmSource).toBeNull();
    expect(source("", "not a url").utmSource).toBeNull();
    expect(source("", null).utmSource).toBeNull();
  });
});
