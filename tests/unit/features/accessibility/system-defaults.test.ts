import { defaultSettings } from "@/features/accessibility/settings";
import { systemDefaultsAttribute } from "@/features/accessibility/document-state";
import { isSerifStack, readSystemEnvironment, systemDefaults, type SystemEnvironment } from "@/features/accessibility/system-defaults";

const env: SystemEnvironment = {
  rootFontSizePx: 16,
  baseFontFamily: '"Inter", system-ui, sans-serif',
  prefersReducedMotion: false,
  prefersMoreContrast: false,
};

describe("systemDefaults", () => {
  it("matches the plain defaults on a plain browser", () => {
    expect(systemDefaults(env)).toEqual(defaultSettings);
  });

  it("takes the font size from the root, within range and whole", () => {
    expect(systemDefaults({ ...env, rootFontSizePx: 20 }).fontSize).toBe(20);
    expect(systemDefaults({ ...env, rootFontSizePx: 18.6 }).fontSize).toBe(19);
    expect(systemDefaults({ ...env, rootFontSizePx: 40 }).fontSize).toBe(28);
    expect(systemDefaults({ ...env, rootFontSizePx: 9 }).fontSize).toBe(12);
  });

  it("falls back to 16 when the size cannot be read", () => {
    expect(systemDefaults({ ...env, rootFontSizePx: null }).fontSize).toBe(16);
    expect(systemDefaults({ ...env, rootFontSizePx: Number.NaN }).fontSize).toBe(16);
    expect(systemDefaults({ ...env, rootFontSizePx: 0 }).fontSize).toBe(16);
  });

  it("picks Georgia when the system default is serif, Inter otherwise", () => {
    expect(systemDefaults({ ...env, baseFontFamily: '"Times New Roman", serif' }).fontFamily).toBe("Georgia");
    expect(systemDefaults({ ...env, baseFontFamily: "Helvetica, sans-serif" }).fontFamily).toBe("Inter");
    expect(systemDefaults({ ...env, baseFontFamily: "" }).fontFamily).toBe("Inter");
  });

  it("follows prefers-reduced-motion and prefers-contrast", () => {
    expect(systemDefaults({ ...env, prefersReducedMotion: true }).reducedMotion).toBe(true);
    expect(systemDefaults({ ...env, prefersMoreContrast: true }).highContrast).toBe(true);
  });

  it("recognises serif stacks", () => {
    expect(isSerifStack("Georgia")).toBe(true);
    expect(isSerifStack("a, serif")).toBe(true);
    expect(isSerifStack("a, sans-serif")).toBe(false);
  });
});

describe("readSystemEnvironment", () => {
  const root = () => document.documentElement;
  afterEach(() => {
    root().removeAttribute(systemDefaultsAttribute);
    root().removeAttribute("style");
    jest.restoreAllMocks();
  });

  it("reads the size from the root while nothing is applied, with no probe added to the page", () => {
    root().setAttribute(systemDefaultsAttribute, "");
    const appendChild = jest.spyOn(root(), "appendChild");
    jest.spyOn(window, "getComputedStyle").mockImplementation(
      (element) => ({ fontSize: element === root() ? "20px" : "16px", getPropertyValue: () => "" }) as unknown as CSSStyleDeclaration,
    );
    expect(readSystemEnvironment().rootFontSizePx).toBe(20);
    expect(appendChild).not.toHaveBeenCalled();
  });

  it("measures a probe at the browser's own size once settings are applied to the root", () => {
    root().style.setProperty("--root-font-size", "24px");
    const appendChild = jest.spyOn(root(), "appendChild");
    jest.spyOn(window, "getComputedStyle").mockImplementation(
      (element) => ({ fontSize: element === root() ? "24px" : "16px", getPropertyValue: () => "" }) as unknown as CSSStyleDeclaration,
    );
    expect(readSystemEnvironment().rootFontSizePx).toBe(16);
    expect(appendChild).toHaveBeenCalledTimes(1);
    expect(root().querySelector("span")).toBeNull();
  });
});
