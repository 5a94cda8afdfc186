/** @jest-environment node */
import { colorThemes, type ColorTheme } from "@/features/accessibility/settings";
import { contrast, palette, themesCss } from "./theme-palette";

const textPairs: ReadonlyArray<readonly [string, string]> = [
  ["text", "bg"],
  ["text", "surface"],
  ["text", "surface-strong"],
  ["text-muted", "bg"],
  ["text-muted", "surface"],
  ["heading", "bg"],
  ["heading", "surface"],
  ["heading", "surface-strong"],
  ["link", "bg"],
  ["link", "surface"],
  ["link-hover", "bg"],
  ["primary", "bg"],
  ["primary", "surface"],
  ["primary-hover", "surface"],
  ["primary-contrast", "primary"],
  ["primary-contrast", "primary-hover"],
  ["accent", "bg"],
  ["accent", "accent-surface"],
  ["success", "success-surface"],
  ["success", "bg"],
  ["danger", "danger-surface"],
  ["danger", "bg"],
  ["inverse-text", "inverse-bg"],
  ["inverse-text", "inverse-surface"],
  ["inverse-muted", "inverse-bg"],
  ["inverse-link", "inverse-bg"],
  ["inverse-primary-contrast", "inverse-primary"],
  ["inverse-primary-contrast", "inverse-primary-hover"],
];

/** Focus rings, and the edges that draw buttons, fields and cards (WCAG 1.4.11), on every background they sit on. */
const nonTextPairs: ReadonlyArray<readonly [string, string]> = [
  ["focus", "bg"],
  ["focus", "surface"],
  ["border-strong", "bg"],
  ["border-strong", "surface"],
  ["primary", "bg"],
  ["edge", "bg"],
  ["edge", "surface"],
  ["edge", "surface-strong"],
  ["inverse-edge", "inverse-bg"],
  ["inverse-edge", "inverse-surface"],
  ["inverse-primary", "inverse-bg"],
  ["chart-1", "bg"],
  ["chart-2", "bg"],
];

const strictThemes: readonly ColorTheme[] = ["default", "high-contrast", "yellow-black"];

describe("theme palettes", () => {
  for (const theme of colorThemes) {
    for (const highContrast of [false, true]) {
      const colours = palette(theme, highContrast);
      const textMinimum = strictThemes.includes(theme) ? 7 : 4.5;
      it(`${theme}${highContrast ? " + high contrast" : ""}: text pairs reach ${textMinimum}:1`, () => {
        const failures = textPairs
          .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(colours[`--color-${fg}`]!, colours[`--color-${bg}`]!) }))
          .filter(({ ratio }) => ratio < textMinimum);
        expect(failures).toEqual([]);
      });
      it(`${theme}${highContrast ? " + high contrast" : ""}: focus rings and control borders reach 3:1`, () => {
        const failures = nonTextPairs
          .map(([fg, bg]) => ({ pair: `${fg} on ${bg}`, ratio: contrast(colours[`--color-${fg}`]!, colours[`--color-${bg}`]!) }))
          .filter(({ ratio }) => ratio < 3);
        expect(failures).toEqual([]);
      });
    }
  }

  it("never uses CSS filters to theme the page", () => {
    expect(themesCss).not.toMatch(/filter\s*:/);
  });

  it("steps aside under forced colours", () => {
    expect(themesCss).toMatch(/@media \(forced-colors: none\)/);
  });

  it("a dark band that matches the page is drawn by its edge", () => {
    for (const theme of colorThemes) {
      const colours = palette(theme, false);
      const fill = contrast(colours["--color-inverse-bg"]!, colours["--color-bg"]!);
      const edge = contrast(colours["--color-inverse-edge"]!, colours["--color-bg"]!);
      expect([theme, Math.max(fill, edge) >= 3]).toEqual([theme, true]);
    }
  });

  it("the contrast helper measures known pairs", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
