import { readFileSync } from "node:fs";
import path from "node:path";
import type { ColorTheme } from "@/features/accessibility/settings";

/*
 * Reads the real stylesheets and resolves each theme's palette: the tokens on :root, overridden by
 * html[data-theme=...] and (when high contrast is on) by html[data-high-contrast].
 */

const styles = path.join(process.cwd(), "app/styles");
const tokensCss = readFileSync(path.join(styles, "tokens.css"), "utf8");
export const themesCss = readFileSync(path.join(styles, "themes.css"), "utf8");

function declarations(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of block.matchAll(/(--color-[a-z0-9-]+)\s*:\s*([^;]+);/g)) out[match[1]!] = match[2]!.trim();
  return out;
}

function blockFor(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start === -1) return "";
  return css.slice(start, css.indexOf("}", start));
}

export function palette(theme: ColorTheme, highContrast: boolean): Record<string, string> {
  const base = declarations(blockFor(tokensCss, ":root"));
  const themed = { ...base, ...declarations(blockFor(themesCss, `html[data-theme="${theme}"]`)) };
  if (!highContrast) return themed;
  const boosted: Record<string, string> = { ...themed };
  for (const [name, value] of Object.entries(declarations(blockFor(themesCss, "html[data-high-contrast]")))) {
    const ref = /^var\((--color-[a-z0-9-]+)\)$/.exec(value);
    boosted[name] = ref ? themed[ref[1]!]! : value;
  }
  return boosted;
}

/** sRGB channels of a #rrggbb colour, linearised (0–1). */
export function linearRgb(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`not a hex colour: ${hex}`);
  const channels = [0, 2, 4].map((i) => Number.parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  return channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
}

export function relativeLuminance([r, g, b]: readonly [number, number, number]): number {
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(linearRgb(a)), relativeLuminance(linearRgb(b))].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
