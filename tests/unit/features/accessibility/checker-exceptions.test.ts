import { readFileSync } from "node:fs";
import path from "node:path";
import { knownCheckerExceptions } from "@/features/accessibility/conformance";
import { settingsTargetId } from "@/features/accessibility/shell-dialogs";
import { privacyPolicy } from "@/features/content/privacy-policy";
import { termsOfUse } from "@/features/content/terms-of-use";

/** IBM's engine as shipped: a rule id the engine does not know would excuse nothing and hide a typo. */
const engineSource = readFileSync(path.join(process.cwd(), "node_modules/accessibility-checker-engine/ace.js"), "utf8");

describe("the known exceptions to IBM's Equal Access checker", () => {
  it.each(knownCheckerExceptions.map((exception) => [exception.ruleId, exception.selector, exception]))(
    "%s on %s names a rule the engine has, a valid selector and a one-line WCAG reason",
    (_ruleId, _selector, exception) => {
      expect(engineSource).toContain(`"${exception.ruleId}"`);
      expect(() => document.querySelector(exception.selector)).not.toThrow();
      expect(exception.reason).not.toMatch(/\n/);
      expect(exception.reason.length).toBeLessThanOrEqual(240);
      // Each reason says which success criterion the pattern meets, or that WCAG asks nothing of it.
      expect(exception.reason).toMatch(/\b\d\.\d\.\d+\b|WCAG/);
    },
  );

  it("lists each rule and selector once", () => {
    const keys = knownCheckerExceptions.map(({ ruleId, selector }) => `${ruleId} ${selector}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("ids the page shell owns", () => {
  // Every page carries the skip link's targets; a section with the same id made the HTML invalid
  // (a duplicate id) and sent "Skip to accessibility settings" to the wrong place.
  const shellIds = [settingsTargetId, "main-content"];

  it.each([
    ["the privacy policy", privacyPolicy],
    ["the terms of use", termsOfUse],
  ])("are never the id of a section of %s", (_name, document) => {
    const ids = document.sections.map((section) => section.id);
    expect(ids.filter((id) => shellIds.includes(id))).toEqual([]);
  });
});
