/** @jest-environment node */
import { accessibilityStatementPath, conformanceTarget, knownExceptions, minimumNonTextContrast, reflowWidthsPx } from "@/features/accessibility/conformance";
import { colorThemes, fontFamilies, settingRanges } from "@/features/accessibility/settings";
import { accessibilityStatement, statementCallout } from "@/features/content/accessibility-statement";
import { pageMetas } from "@/features/content/page-metas";
import { publicRoutes, site } from "@/platform/config/site";
import { settingsShortcutKey } from "@/features/accessibility/speech/shortcuts";

const text = [
  accessibilityStatement.summary,
  ...accessibilityStatement.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])]),
  ...Object.values(statementCallout),
].join("\n");

describe("accessibility statement", () => {
  it("is a public page, in the sitemap and the footer, with its own metadata", () => {
    expect(publicRoutes).toContain(accessibilityStatementPath);
    expect(site.legal.map((link) => link.href)).toContain(accessibilityStatementPath);
    expect(pageMetas).toContainEqual(accessibilityStatement.meta);
  });

  it("lists every known exception among its limitations, each kept for a one-line reason", () => {
    const limitations = accessibilityStatement.sections.find((section) => section.id === "known-limitations")?.list ?? [];
    expect(knownExceptions.length).toBeGreaterThan(0);
    for (const exception of knownExceptions) {
      expect(limitations).toContain(exception.barrier);
      expect(exception.reason).toMatch(/^[A-Z][^\n]+\.$/);
      expect(exception.reason.split(/\.\s/)).toHaveLength(1);
    }
  });

  it("has the sections a statement needs", () => {
    expect(accessibilityStatement.sections.map((section) => section.id)).toEqual([
      "our-target",
      "settings",
      "how-we-test",
      "known-limitations",
      "report-a-barrier",
    ]);
  });

  it("promises exactly what the tests check: the target, widths, sizes, themes, fonts, shortcut and contrast floor", () => {
    expect(text).toContain(`${conformanceTarget.standard} level ${conformanceTarget.level}`);
    for (const width of reflowWidthsPx) expect(text).toContain(String(width));
    expect(text).toContain(`from ${settingRanges.fontSize.min} to ${settingRanges.fontSize.max} pixels`);
    expect(text).toContain(`${colorThemes.length} themes`);
    expect(text).toContain(`${fontFamilies.length} fonts`);
    expect(text).toContain(`pressing ${settingsShortcutKey}`);
    expect(text).toContain(`${minimumNonTextContrast}:1`);
  });

  it("tells a visitor how to report a barrier, at the site's own address", () => {
    const report = accessibilityStatement.sections.find((section) => section.id === "report-a-barrier");
    expect(report?.paragraphs.join(" ")).toContain(site.email);
  });

  it("holds no empty, untrimmed or placeholder text", () => {
    for (const line of text.split("\n")) {
      expect(line).toBe(line.trim());
      expect(line).not.toMatch(/^$|lorem ipsum|\bTODO\b|\bTBD\b/i);
    }
  });
});
