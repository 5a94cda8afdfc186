/** @jest-environment node */
import { readFileSync } from "node:fs";
import { generatedModule, generatedModuleText } from "../../../scripts/head-script/build";

describe("the generated head script", () => {
  it("is what before-paint.ts and the settings model compile to today (run `npm run generate:head-script` when this fails)", () => {
    expect(readFileSync(generatedModule, "utf8")).toBe(generatedModuleText());
  });

  it("carries the rules as code and the model as data, with no import left", () => {
    const text = generatedModuleText();
    expect(text).toContain("readingGuide was turned off because the reading mask is on");
    expect(text).toContain("accessibility-settings");
    expect(text).not.toMatch(/\brequire\(|\bimport\(/);
  });
});
