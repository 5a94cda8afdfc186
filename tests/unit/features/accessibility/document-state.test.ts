import { applyDocumentState, documentState, ensureFontStylesheet } from "@/features/accessibility/document-state";
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
