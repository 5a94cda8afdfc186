/** @jest-environment node */
import type { ColorTheme } from "@/features/accessibility/settings";
import { linearRgb, palette } from "./theme-palette";

/*
 * Simulates each kind of colour vision on the real palettes and measures whether what carries meaning
 * stays apart: success against error, links against body text, and the two series of a chart. The
 * matrices are Machado, Oliveira and Fernandes (2009) at full severity, applied to linear RGB; the
 * distance is CIE76 ΔE in CIELAB (about 2.3 is just noticeable; 30 is unmistakable).
 */

type Deficiency = "protanopia" | "deuteranopia" | "tritanopia";

const machado: Readonly<Record<Deficiency, readonly (readonly [number, number, number])[]>> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

function simulate(hex: string, deficiency: Deficiency): [number, number, number] {
  const rgb = linearRgb(hex);
  return machado[deficiency].map(([r, g, b]) => Math.min(1, Math.max(0, r * rgb[0] + g * rgb[1] + b * rgb[2]))) as [number, number, number];
}

function lab([r, g, b]: readonly [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function deltaE(a: string, b: string, deficiency: Deficiency): number {
  const [l1, a1, b1] = lab(simulate(a, deficiency));
  const [l2, a2, b2] = lab(simulate(b, deficiency));
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const meaningfulPairs: ReadonlyArray<readonly [string, string, string]> = [
  ["success against error", "success", "danger"],
  ["links against text", "link", "text"],
  ["chart series", "chart-1", "chart-2"],
];

const unmistakable = 30;

function separations(theme: ColorTheme, deficiency: Deficiency) {
  const colours = palette(theme, false);
  return meaningfulPairs.map(([name, a, b]) => ({ name, distance: Math.round(deltaE(colours[`--color-${a}`]!, colours[`--color-${b}`]!, deficiency)) }));
}

describe("colour-vision themes", () => {
  for (const deficiency of ["protanopia", "deuteranopia", "tritanopia"] as const) {
    it(`${deficiency}: the theme keeps every meaningful pair unmistakably apart`, () => {
      const merged = separations(deficiency, deficiency).filter(({ distance }) => distance < unmistakable);
      expect(merged).toEqual([]);
    });

    it(`${deficiency}: the default palette lets at least one of them merge, so the theme is needed`, () => {
      const merged = separations("default", deficiency).filter(({ distance }) => distance < unmistakable);
      expect(merged.length).toBeGreaterThan(0);
    });
  }

  it("the simulation leaves greys alone and merges red with green for red-weak vision", () => {
    expect(deltaE("#777777", "#777777", "protanopia")).toBe(0);
    expect(deltaE("#cc0000", "#008800", "protanopia")).toBeLessThan(deltaE("#cc0000", "#008800", "tritanopia"));
  });
});
