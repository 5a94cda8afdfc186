/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { colorThemes, type ColorTheme } from "@/lib/accessibility/settings";

/*
 * Reads the real stylesheets and checks each theme's palette: the tokens on :root, overridden by
 * html[data-theme=...] and (when high contrast is on) by html[data-high-contrast].
 */

const styles = path.join(process.cwd(), "app/styles");
const tokensCss = readFileSync(path.join(styles, "tokens.css"), "utf8");
const themesCss = readFileSync(path.join(styles, "themes.css"), "utf8");

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of block.matchAll(/(--color-[a-z-]+)\s*:\s*([^;]+);/g)) out[match[1]!] = match[2]!.trim();
  return out;
}

function blockFor(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return "";
  return css.slice(start, css.indexOf("}", start));
}

function palette(theme: ColorTheme, highContrast: boolean): Record<string, string> {
  const base = declarations(blockFor(tokensCss, ":root"));
  const themed = { ...base, ...declarations(blockFor(themesCss, `html[data-theme="${theme}"]`)) };
  if (!highContrast) return themed;
  const boosted: Record<string, string> = { ...themed };
  for (const [name, value] of Object.entries(declarations(blockFor(themesCss, "html[data-high-contrast]")))) {
    const ref = /^var\((--color-[a-z-]+)\)$/.exec(value);
    boosted[name] = ref ? themed[ref[1]!]! : value;
  }
  return boosted;
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

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
];

const nonTextPairs: ReadonlyArray<readonly [string, string]> = [
  ["focus", "bg"],
  ["focus", "surface"],
  ["border-strong", "bg"],
  ["border-strong", "surface"],
  ["primary", "bg"],
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

  it("the contrast helper measures known pairs", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});
