import { documentState, managedAttributes, managedProperties } from "@/lib/accessibility/document-state";
import { headScriptSource } from "@/lib/accessibility/head-script.generated";
import { parseStoredSettings } from "@/lib/accessibility/repair-settings";
import { defaultSettings, storageKey } from "@/lib/accessibility/settings";

const root = document.documentElement;

function reset() {
  for (const name of managedAttributes) root.removeAttribute(name);
  root.removeAttribute("style");
  document.head.innerHTML = "";
  localStorage.clear();
}

function snapshot() {
  return {
    attributes: Object.fromEntries(managedAttributes.map((name) => [name, root.getAttribute(name)])),
    properties: Object.fromEntries(managedProperties.map((name) => [name, root.style.getPropertyValue(name)])),
    links: Array.from(document.head.querySelectorAll("link")).map((link) => link.getAttribute("href")),
  };
}

function run() {
  new Function(headScriptSource)();
}

function expected(raw: string | null) {
  // jsdom reports no computed font size for the probe, so the system size is the 16px fallback.
  const state = documentState(parseStoredSettings(raw, defaultSettings).settings);
  return {
    attributes: state.attributes,
    properties: state.properties,
    links: state.fontStylesheet ? [state.fontStylesheet] : [],
  };
}

describe("head script", () => {
  beforeEach(reset);

  it.each([
    ["nothing stored", null],
    ["24px dark", JSON.stringify({ ...defaultSettings, fontSize: 24, colorTheme: "dark" })],
    ["dyslexia preset", JSON.stringify({ ...defaultSettings, fontFamily: "OpenDyslexic", dyslexiaFriendly: true, lineHeight: 1.8, letterSpacing: 1.2, wordSpacing: 2 })],
    ["out of range", JSON.stringify({ fontSize: 99, lineHeight: 1.77, letterSpacing: -3, wordSpacing: 4.4, cursor: "pointer" })],
    ["wrong types", JSON.stringify({ fontSize: "24", colorTheme: 3, readingMask: "true", textAlign: "middle", highContrast: true })],
    ["broken JSON", "{\"fontSize\":"],
    ["an array", "[1,2,3]"],
    ["atkinson", JSON.stringify({ fontFamily: "Atkinson Hyperlegible", reducedMotion: true, focusOutlines: false })],
    ["highlights", JSON.stringify({ highlightLinks: true, highlightHeadings: true, readingGuide: true })],
    ["broken highlights", JSON.stringify({ highlightLinks: "on", highlightHeadings: 1 })],
  ])("applies %s exactly as the store would", (_label, raw) => {
    if (raw !== null) localStorage.setItem(storageKey, raw);
    run();
    expect(snapshot()).toEqual(expected(raw));
  });

  it("never throws, even when storage itself throws", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(run).not.toThrow();
    expect(root.getAttribute("data-theme")).toBe("default");
    spy.mockRestore();
  });

  it("follows prefers-contrast and prefers-reduced-motion when nothing is stored", () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: true, media: query })) as unknown as typeof window.matchMedia;
    run();
    window.matchMedia = original;
    expect(root.hasAttribute("data-high-contrast")).toBe(true);
    expect(root.hasAttribute("data-reduced-motion")).toBe(true);
  });

  it("does not add the font stylesheet twice", () => {
    localStorage.setItem(storageKey, JSON.stringify({ fontFamily: "OpenDyslexic" }));
    run();
    run();
    expect(document.head.querySelectorAll("link")).toHaveLength(1);
  });
});
