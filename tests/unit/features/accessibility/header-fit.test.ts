/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { headerFitProperties } from "@/features/accessibility/header-fit";
import { fontFamilies } from "@/features/accessibility/settings";
import { fontSlug } from "@/features/accessibility/document-state";

describe("header fit", () => {
  it("counts the letters, spaces and links the header's row must hold", () => {
    expect(headerFitProperties({ brand: "OpenSeat", links: ["Why OS?", "Vetting Process"], cta: "Get Started", menu: "Menu" })).toEqual({
      "--brand-letters": "8",
      "--nav-links": "2",
      "--nav-letters": "22",
      "--nav-spaces": "2",
      "--cta-letters": "11",
      "--cta-spaces": "1",
      "--menu-letters": "4",
    });
  });

  it("the stylesheet gives every font its average letter width", () => {
    const css = readFileSync(path.join(process.cwd(), "app/styles/accessibility.css"), "utf8");
    for (const family of fontFamilies) {
      const block = new RegExp(`html\\[data-font="${fontSlug(family)}"\\] \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
      expect([family, /--font-advance:\s*0\.\d+;/.test(block)]).toEqual([family, true]);
    }
  });
});
