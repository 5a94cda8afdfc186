/** @jest-environment node */
import { service } from "@/features/content/shared";
import { requestFormMeta } from "@/features/content/request-form";
import { withinBusinessDays } from "@/platform/business-hours/reply-promise";
import { contentStrings } from "../../features/content/content-strings";

/**
 * The pages promise the first reply in the same count of business days the due times are computed with
 * (platform/business-hours/settings.ts), and word it in one place.
 */
describe("the reply promise's wording", () => {
  it("reads one business day from the default settings", () => {
    expect(service.reply).toBe("within one business day");
    expect(requestFormMeta.description).toContain(`your ${service.contact} replies ${service.reply}`);
  });

  it("spells out small counts and writes larger ones as digits", () => {
    expect(withinBusinessDays(1)).toBe("within one business day");
    expect(withinBusinessDays(2)).toBe("within two business days");
    expect(withinBusinessDays(12)).toBe("within 12 business days");
  });

  it("changes on every page when the settings' count changes", () => {
    jest.isolateModules(() => {
      jest.doMock("@/platform/business-hours/settings", () => {
        const actual = jest.requireActual<typeof import("@/platform/business-hours/settings")>("@/platform/business-hours/settings");
        return { ...actual, businessHours: { ...actual.businessHours, replyBusinessDays: 2 } };
      });
      const { contentStrings: stringsWithTwoDays } = jest.requireActual<typeof import("../../features/content/content-strings")>("../../features/content/content-strings");
      const texts = stringsWithTwoDays().map(([, text]) => text);
      expect(texts.filter((text) => text.includes("within one business day"))).toEqual([]);
      expect(texts.filter((text) => text.includes("within two business days")).length).toBeGreaterThanOrEqual(4);
    });
  });

  it("is quoted by several pages, never restated in other words", () => {
    const promises = contentStrings().filter(([, text]) => /\bwithin (one|a|1|24) (business )?(day|hours?)\b/i.test(text));
    expect(promises.length).toBeGreaterThanOrEqual(4);
    for (const [path, text] of promises) expect(`${path}: ${text}`).toContain(service.reply);
  });
});
