/**
 * What the header's CSS needs to know to decide, from the space it actually has, whether its links
 * fit on one row: how many letters, spaces and links its text holds. The stylesheet multiplies these
 * by the chosen font's average letter width and by the letter and word spacing in force, so the row
 * collapses into the menu exactly when the visitor's text settings make it too wide, at any width.
 */
export interface HeaderText {
  readonly brand: string;
  readonly links: readonly string[];
  readonly cta: string;
  /** The menu button's label. */
  readonly menu: string;
}

function letters(text: string): number {
  return [...text].length;
}

function spaces(text: string): number {
  return text.split(" ").length - 1;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

export function headerFitProperties({ brand, links, cta, menu }: HeaderText): Readonly<Record<string, string>> {
  return {
    "--brand-letters": String(letters(brand)),
    "--nav-links": String(links.length),
    "--nav-letters": String(sum(links.map(letters))),
    "--nav-spaces": String(sum(links.map(spaces))),
    "--cta-letters": String(letters(cta)),
    "--cta-spaces": String(spaces(cta)),
    "--menu-letters": String(letters(menu)),
  };
}
