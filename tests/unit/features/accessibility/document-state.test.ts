import {
  applyDocumentState,
  documentState,
  ensureFontStylesheet,
  firstVisitAttributes,
  showsFirstVisit,
  systemDefaultsAttribute,
} from "@/features/accessibility/document-state";
import { defaultSettings } from "@/features/accessibility/settings";

describe("documentState", () => {
  it("maps the defaults onto <html>", () => {
    expect(documentState(defaultSettings)).toEqual({
      attributes: {
        "data-theme": "default",
        "data-font": "inter",
        "data-high-contrast": null,
        "data-focus-outlines": "",
        "data-cursor": null,
        "data-reduced-motion": null,
        "data-dyslexia": null,
        "data-reading-mask": null,
        "data-highlight-links": null,
        "data-highlight-headings": null,
        "data-system-defaults": null,
      },
      properties: {
        "--root-font-size": "16px",
        "--line-height": "1.5",
        "--letter-spacing": "0em",
        "--word-spacing": "0em",
        "--text-align": "left",
        "--font-weight-body": "400",
      },
      fontStylesheet: null,
    });
  });

  it("sets the root size in px and spacing in em of the text", () => {
    const state = documentState({ ...defaultSettings, fontSize: 24, letterSpacing: 1.6, wordSpacing: 8, textAlign: "justify" });
    expect(state.properties["--root-font-size"]).toBe("24px");
    expect(state.properties["--letter-spacing"]).toBe("0.1em");
    expect(state.properties["--word-spacing"]).toBe("0.5em");
    expect(state.properties["--text-align"]).toBe("justify");
  });

  it("maps modes to attributes", () => {
    const state = documentState({
      ...defaultSettings,
      colorTheme: "yellow-black",
      fontFamily: "Times New Roman",
      highContrast: true,
      focusOutlines: false,
      cursor: "pointer",
      reducedMotion: true,
      readingMask: true,
      highlightLinks: true,
      highlightHeadings: true,
    });
    expect(state.attributes).toMatchObject({
      "data-highlight-links": "",
      "data-highlight-headings": "",
      "data-theme": "yellow-black",
      "data-font": "times-new-roman",
      "data-high-contrast": "",
      "data-focus-outlines": null,
      "data-cursor": "pointer",
      "data-reduced-motion": "",
      "data-reading-mask": "",
    });
  });

  it("dyslexia mode uses weight 600, 0.12em/0.16em spacing and line height 1.8 unless the user set more", () => {
    const state = documentState({ ...defaultSettings, dyslexiaFriendly: true });
    expect(state.attributes["data-dyslexia"]).toBe("");
    expect(state.properties).toMatchObject({
      "--font-weight-body": "600",
      "--letter-spacing": "0.12em",
      "--word-spacing": "0.16em",
      "--line-height": "1.8",
    });
    const larger = documentState({ ...defaultSettings, dyslexiaFriendly: true, lineHeight: 2.4, letterSpacing: 3, wordSpacing: 10 });
    expect(larger.properties).toMatchObject({ "--line-height": "2.4", "--letter-spacing": "0.1875em", "--word-spacing": "0.625em" });
  });

  it("asks for a stylesheet only for the self-hosted fonts", () => {
    expect(documentState({ ...defaultSettings, fontFamily: "OpenDyslexic" }).fontStylesheet).toBe("/fonts/opendyslexic.css");
    expect(documentState({ ...defaultSettings, fontFamily: "Atkinson Hyperlegible" }).fontStylesheet).toBe(
      "/fonts/atkinson-hyperlegible.css",
    );
    expect(documentState({ ...defaultSettings, fontFamily: "Arial" }).fontStylesheet).toBeNull();
  });
});

describe("applyDocumentState", () => {
  afterEach(() => {
    document.documentElement.removeAttribute("style");
    document.head.innerHTML = "";
  });

  it("writes attributes and properties, and removes attributes that turned off", () => {
    applyDocumentState(document, documentState({ ...defaultSettings, cursor: "text", fontSize: 20 }));
    const root = document.documentElement;
    expect(root.getAttribute("data-cursor")).toBe("text");
    expect(root.style.getPropertyValue("--root-font-size")).toBe("20px");
    applyDocumentState(document, documentState(defaultSettings));
    expect(root.hasAttribute("data-cursor")).toBe(false);
  });

  it("adds a font stylesheet once", () => {
    ensureFontStylesheet(document, "/fonts/opendyslexic.css");
    ensureFontStylesheet(document, "/fonts/opendyslexic.css");
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe("/fonts/opendyslexic.css");
  });
});

describe("showsFirstVisit", () => {
  /** A fresh <html> as the server renders it for everyone, with what the head script may have changed. */
  function firstVisitRoot(changes: Readonly<Record<string, string>> = {}): HTMLElement {
    const root = document.createElement("html");
    for (const [name, value] of Object.entries({ ...firstVisitAttributes, ...changes })) root.setAttribute(name, value);
    return root;
  }

  it("holds for a browser whose defaults the first visit's page already shows", () => {
    expect(showsFirstVisit(firstVisitRoot(), defaultSettings, defaultSettings)).toBe(true);
    // The root's token follows the browser's own size, so a larger browser default is shown as well.
    const larger = { ...defaultSettings, fontSize: 20 };
    expect(showsFirstVisit(firstVisitRoot(), larger, larger)).toBe(true);
    // The head script's serif check set the family the system implies.
    const serif = { ...defaultSettings, fontFamily: "Georgia" as const };
    expect(showsFirstVisit(firstVisitRoot({ "data-font": "georgia" }), serif, serif)).toBe(true);
  });

  it("fails once anything was applied: the marker gone, an inline property, another attribute", () => {
    const unmarked = firstVisitRoot();
    unmarked.removeAttribute(systemDefaultsAttribute);
    expect(showsFirstVisit(unmarked, defaultSettings, defaultSettings)).toBe(false);
    const styled = firstVisitRoot();
    styled.style.setProperty("--line-height", "1.5");
    expect(showsFirstVisit(styled, defaultSettings, defaultSettings)).toBe(false);
    expect(showsFirstVisit(firstVisitRoot({ "data-theme": "dark" }), defaultSettings, defaultSettings)).toBe(false);
    const serif = { ...defaultSettings, fontFamily: "Georgia" as const };
    expect(showsFirstVisit(firstVisitRoot(), serif, serif)).toBe(false);
  });

  it("fails for settings the page does not show yet: a size other than the browser's, a choice, the system's motion or contrast", () => {
    expect(showsFirstVisit(firstVisitRoot(), { ...defaultSettings, fontSize: 20 }, defaultSettings)).toBe(false);
    expect(showsFirstVisit(firstVisitRoot(), { ...defaultSettings, highlightLinks: true }, defaultSettings)).toBe(false);
    const still = { ...defaultSettings, reducedMotion: true };
    expect(showsFirstVisit(firstVisitRoot(), still, still)).toBe(false);
    const contrast = { ...defaultSettings, highContrast: true };
    expect(showsFirstVisit(firstVisitRoot(), contrast, contrast)).toBe(false);
  });
});
