import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import {
  documentState,
  ensureFontStylesheet,
  firstVisitAttributes,
  fontStylesheetId,
  managedAttributes,
  managedProperties,
} from "@/features/accessibility/document-state";
import { fontLoadingAttribute, headScriptSource } from "@/features/accessibility/head-script";
import { applyPreset, presets } from "@/features/accessibility/presets";
import { colorThemes, defaultSettings, fontFamilies, settingRanges, storageKey, type AccessibilitySettings } from "@/features/accessibility/settings";
import { pageStateKey, savedPageState } from "@/features/accessibility/settings-storage";
import { stylesheetSourceId } from "@/features/accessibility/stylesheet-source";

const root = document.documentElement;

/** The page as the server sends it to everyone, before the head script runs. */
function serverPage() {
  for (const name of [...managedAttributes, fontLoadingAttribute]) root.removeAttribute(name);
  for (const [name, value] of Object.entries(firstVisitAttributes)) root.setAttribute(name, value);
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

/** What the settings store shows for these settings once it has loaded. */
function asTheStoreShowsIt(settings: AccessibilitySettings) {
  const state = documentState(settings);
  return { attributes: state.attributes, properties: state.properties, links: state.fontStylesheet ? [state.fontStylesheet] : [] };
}

const firstVisit = {
  attributes: Object.fromEntries(managedAttributes.map((name) => [name, firstVisitAttributes[name] ?? null])),
  properties: Object.fromEntries(managedProperties.map((name) => [name, ""])),
  links: [],
};

const full = (patch: Partial<AccessibilitySettings>): AccessibilitySettings => ({ ...defaultSettings, ...patch });

describe("head script", () => {
  beforeEach(serverPage);

  it("fits in 1.5 KB, under 700 bytes gzip", () => {
    expect(Buffer.byteLength(headScriptSource)).toBeLessThan(1536);
    expect(gzipSync(headScriptSource).length).toBeLessThan(700);
  });

  it.each<[string, AccessibilitySettings]>([
    ["the defaults", defaultSettings],
    ["24px dark", full({ fontSize: 24, colorTheme: "dark" })],
    ["Atkinson, reduced motion, no focus outlines", full({ fontFamily: "Atkinson Hyperlegible", reducedMotion: true, focusOutlines: false })],
    ["highlights and the reading guide", full({ highlightLinks: true, highlightHeadings: true, readingGuide: true })],
    ["every spacing at its maximum, justified, crosshair", full({ lineHeight: 3, letterSpacing: 3, wordSpacing: 10, textAlign: "justify", cursor: "crosshair" })],
    ...colorThemes.map((theme): [string, AccessibilitySettings] => [`the ${theme} theme with high contrast`, full({ colorTheme: theme, highContrast: true })]),
    ...fontFamilies.map((family): [string, AccessibilitySettings] => [`the ${family} font`, full({ fontFamily: family })]),
    ...presets.map((preset): [string, AccessibilitySettings] => [`the ${preset.id} preset`, applyPreset(preset.id, defaultSettings)]),
  ])("applies the saved page state for %s exactly as the store shows it", (_label, settings) => {
    localStorage.setItem(pageStateKey, savedPageState(settings));
    run();
    expect(snapshot()).toEqual(asTheStoreShowsIt(settings));
    expect(root.hasAttribute("data-system-defaults")).toBe(false);
  });

  describe("the site's whole stylesheet, for a visitor with saved settings", () => {
    /** The critical part's <style> as CriticalStyle renders it before the script: naming the file, or, in the admin area, not. */
    function runAfterTheCriticalStyle(stylesheet: string | null) {
      const style = document.createElement("style");
      style.id = stylesheetSourceId;
      if (stylesheet) style.setAttribute("data-stylesheet", stylesheet);
      document.head.append(style);
      run();
    }
    const runAsTheLayoutRendersIt = () => runAfterTheCriticalStyle("/styles/site-0123456789.css");
    const blockingLinks = () =>
      Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).map((link) => link.getAttribute("href")).filter((href) => href?.startsWith("/styles/"));

    // The document here has finished loading, so the script appends the link; while <head> is parsed it writes it.
    it("is linked in <head>, since the critical part styles only a first visit's settings", () => {
      localStorage.setItem(pageStateKey, savedPageState(full({ colorTheme: "dark" })));
      runAsTheLayoutRendersIt();
      expect(blockingLinks()).toEqual(["/styles/site-0123456789.css"]);
    });

    it("is not linked in the admin area, which has it through Next before its own admin.css", () => {
      localStorage.setItem(pageStateKey, savedPageState(full({ colorTheme: "dark" })));
      runAfterTheCriticalStyle(null);
      expect(blockingLinks()).toEqual([]);
      expect(root.getAttribute("data-theme")).toBe("dark");
    });

    it("is left to the end of <body> on a first visit", () => {
      runAsTheLayoutRendersIt();
      expect(blockingLinks()).toEqual([]);
    });
  });

  it("with nothing saved leaves the server's first-visit page to the stylesheets", () => {
    run();
    expect(snapshot()).toEqual(firstVisit);
    expect(root.getAttribute("data-system-defaults")).toBe("");
  });

  it("with nothing saved takes Georgia when the site's own stack is a serif one, as the store's system defaults do", () => {
    const serif = "Georgia, serif";
    root.style.setProperty("--font-family-default", serif);
    run();
    expect(root.getAttribute("data-font")).toBe("georgia");
    root.style.setProperty("--font-family-default", "Inter, sans-serif");
    root.setAttribute("data-font", "inter");
    run();
    expect(root.getAttribute("data-font")).toBe("inter");
  });

  it.each([
    ["broken JSON", "{\"a\":{\"data-theme\":"],
    ["an array", "[1,2,3]"],
    ["a number", "5"],
    ["an object of nonsense", JSON.stringify({ a: 3, p: "x", f: 7 })],
  ])("ignores %s and leaves the first-visit page", (_label, raw) => {
    localStorage.setItem(pageStateKey, raw);
    expect(run).not.toThrow();
    expect(snapshot()).toEqual(firstVisit);
  });

  it("applies nothing from the settings alone or an earlier version's key: the store writes the page state on its next load", () => {
    localStorage.setItem(storageKey, JSON.stringify(full({ colorTheme: "dark" })));
    localStorage.setItem("accessibility-page-state-v0", savedPageState(full({ colorTheme: "dark" })));
    run();
    expect(snapshot()).toEqual(firstVisit);
  });

  it("skips names it does not expect, and a stylesheet from anywhere but the site's fonts", () => {
    localStorage.setItem(
      pageStateKey,
      JSON.stringify({
        a: { onclick: "alert(1)", "data-theme": "dark", style: "display:none" },
        p: { color: "red", "--line-height": "2" },
        f: ["https://elsewhere.example/x.css", "X"],
      }),
    );
    run();
    expect(root.hasAttribute("onclick")).toBe(false);
    expect(root.getAttribute("data-theme")).toBe("dark");
    expect(root.style.getPropertyValue("color")).toBe("");
    expect(root.style.getPropertyValue("--line-height")).toBe("2");
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
  });

  it("never throws, even when storage itself throws", () => {
    const spy = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(run).not.toThrow();
    expect(snapshot()).toEqual(firstVisit);
    spy.mockRestore();
  });

  describe("a saved self-hosted font", () => {
    beforeEach(() => localStorage.setItem(pageStateKey, savedPageState(full({ fontFamily: "OpenDyslexic" }))));
    afterEach(() => jest.useRealTimers());

    it("is requested once, under the id the store checks, so neither adds it twice", () => {
      run();
      run();
      ensureFontStylesheet(document, "/fonts/opendyslexic.css");
      const links = document.head.querySelectorAll("link");
      expect(links).toHaveLength(1);
      expect(links[0]?.id).toBe(fontStylesheetId("/fonts/opendyslexic.css"));
    });

    it("hides the page while it loads, for at most 1.5 s", () => {
      jest.useFakeTimers();
      run();
      expect(root.hasAttribute(fontLoadingAttribute)).toBe(true);
      jest.advanceTimersByTime(1499);
      expect(root.hasAttribute(fontLoadingAttribute)).toBe(true);
      jest.advanceTimersByTime(1);
      expect(root.hasAttribute(fontLoadingAttribute)).toBe(false);
    });

    it("shows the page at once when the stylesheet fails", () => {
      run();
      document.head.querySelector("link")!.dispatchEvent(new Event("error"));
      expect(root.hasAttribute(fontLoadingAttribute)).toBe(false);
    });
  });
});

describe("the first visit without a saved state", () => {
  const styles = (name: string) => readFileSync(path.join(process.cwd(), "app/styles", name), "utf8");
  const declarationsIn = (css: string, head: string) => {
    const start = css.indexOf(head);
    expect(start).toBeGreaterThan(-1);
    const open = css.indexOf("{", css.indexOf("html[data-", start));
    return css.slice(open + 1, css.indexOf("}", open)).replace(/\s+/g, " ").trim();
  };

  it("paints the defaults' attributes from the server, with the system-defaults marker", () => {
    const defaults = documentState(defaultSettings).attributes;
    expect(firstVisitAttributes).toEqual({
      ...Object.fromEntries(Object.entries(defaults).filter(([, value]) => value !== null)),
      "data-system-defaults": "",
    });
    expect(firstVisitAttributes).toMatchObject({ "data-theme": "default", "data-font": "inter", "data-focus-outlines": "" });
  });

  it("takes the browser's text size within the settings' range, as the store's system defaults do", () => {
    const { min, max } = settingRanges.fontSize;
    expect(styles("tokens.css")).toContain(`--root-font-size: clamp(${min}px, 100%, ${max}px);`);
  });

  it("follows prefers-contrast with high contrast mode's own declarations", () => {
    const themes = styles("themes.css");
    expect(declarationsIn(themes, "@media (forced-colors: none) and (prefers-contrast: more)")).toBe(
      declarationsIn(themes, "  html[data-high-contrast] {"),
    );
  });

  it("follows prefers-reduced-motion with reduced motion's own declarations", () => {
    const css = styles("accessibility.css");
    expect(declarationsIn(css, "@media (prefers-reduced-motion: reduce)")).toBe(declarationsIn(css, "html[data-reduced-motion] *,"));
  });
});
