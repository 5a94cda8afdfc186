import { defaultSettings, storageKey, type AccessibilitySettings } from "@/features/accessibility/settings";
import { pageStateKey, savedPageState } from "@/features/accessibility/settings-storage";
import { firstVisitAttributes, systemDefaultsAttribute } from "@/features/accessibility/document-state";

type Store = typeof import("@/features/accessibility/settings-store");

/** A fresh store per test: it loads from storage at first use, like a new page. */
function freshStore(): Store {
  let store: Store | undefined;
  jest.isolateModules(() => {
    store = jest.requireActual<Store>("@/features/accessibility/settings-store");
  });
  return store!;
}

function stored(): Partial<AccessibilitySettings> | null {
  const raw = localStorage.getItem(storageKey);
  return raw === null ? null : (JSON.parse(raw) as Partial<AccessibilitySettings>);
}

let warn: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("style");
  document.documentElement.removeAttribute("data-theme");
  warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  jest.restoreAllMocks();
});

describe("settings store", () => {
  it("starts from the system defaults and writes nothing until something changes", () => {
    const store = freshStore();
    expect(store.getSettings()).toEqual(defaultSettings);
    expect(stored()).toBeNull();
    expect(localStorage.getItem(pageStateKey)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  describe("the page state the head script applies", () => {
    it("is saved beside the settings whenever they are saved", () => {
      const store = freshStore();
      store.updateSettings({ colorTheme: "dark", fontFamily: "OpenDyslexic" });
      expect(localStorage.getItem(pageStateKey)).toBe(savedPageState(store.getSettings()));
      store.replaceSettings(defaultSettings);
      expect(localStorage.getItem(pageStateKey)).toBe(savedPageState(defaultSettings));
    });

    it.each([
      ["missing (settings saved by an earlier version of the site)", null],
      ["broken", "{\"a\":"],
      ["stale (another tab still on an earlier version)", savedPageState({ ...defaultSettings, colorTheme: "blue-white" })],
    ])("is rewritten at load when %s", (_label, pageState) => {
      const settings = { ...defaultSettings, fontSize: 22, colorTheme: "dark" } as const;
      localStorage.setItem(storageKey, JSON.stringify(settings));
      if (pageState !== null) localStorage.setItem(pageStateKey, pageState);
      freshStore().getSettings();
      expect(localStorage.getItem(pageStateKey)).toBe(savedPageState(settings));
      expect(warn).not.toHaveBeenCalled();
    });

    it("is written from the repaired settings when the saved ones needed repair", () => {
      localStorage.setItem(storageKey, JSON.stringify({ fontSize: 99, colorTheme: "plaid" }));
      const settings = freshStore().getSettings();
      expect(settings).toMatchObject({ fontSize: 28, colorTheme: "default" });
      expect(localStorage.getItem(pageStateKey)).toBe(savedPageState(settings));
    });

    it("is removed at load when no settings are saved, so the head script never applies settings that are gone", () => {
      localStorage.setItem(pageStateKey, savedPageState({ ...defaultSettings, colorTheme: "dark" }));
      freshStore().getSettings();
      expect(localStorage.getItem(pageStateKey)).toBeNull();
    });

    it("is not written again at load when it is current", () => {
      const settings = { ...defaultSettings, fontSize: 20 };
      localStorage.setItem(storageKey, JSON.stringify(settings));
      localStorage.setItem(pageStateKey, savedPageState(settings));
      const setItem = jest.spyOn(Storage.prototype, "setItem");
      freshStore().getSettings();
      expect(setItem).not.toHaveBeenCalled();
    });
  });

  describe("a first visit's page", () => {
    const root = () => document.documentElement;
    beforeEach(() => {
      for (const [name, value] of Object.entries(firstVisitAttributes)) root().setAttribute(name, value);
    });
    afterEach(() => {
      for (const name of Object.keys(firstVisitAttributes)) root().removeAttribute(name);
    });

    it("is left as the server rendered it when nothing is saved: its look is already the defaults'", () => {
      const setAttribute = jest.spyOn(root(), "setAttribute");
      const removeAttribute = jest.spyOn(root(), "removeAttribute");
      const store = freshStore();
      expect(store.getSettings()).toEqual(defaultSettings);
      expect(setAttribute).not.toHaveBeenCalled();
      expect(removeAttribute).not.toHaveBeenCalled();
      expect(root().style.length).toBe(0);
      expect(root().hasAttribute(systemDefaultsAttribute)).toBe(true);
    });

    it("takes the settings on, and the marker off, at the first change", () => {
      const store = freshStore();
      store.updateSettings({ lineHeight: 2 });
      expect(root().style.getPropertyValue("--line-height")).toBe("2");
      expect(root().hasAttribute(systemDefaultsAttribute)).toBe(false);
    });

    it("gets what was saved applied at load", () => {
      localStorage.setItem(storageKey, JSON.stringify({ ...defaultSettings, colorTheme: "dark" }));
      freshStore().getSettings();
      expect(root().getAttribute("data-theme")).toBe("dark");
      expect(root().hasAttribute(systemDefaultsAttribute)).toBe(false);
    });
  });

  it("loads stored settings at first use and applies them to <html>", () => {
    localStorage.setItem(storageKey, JSON.stringify({ ...defaultSettings, fontSize: 24, colorTheme: "dark" }));
    const store = freshStore();
    expect(store.getSettings()).toMatchObject({ fontSize: 24, colorTheme: "dark" });
    expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
    expect(document.documentElement.style.getPropertyValue("--root-font-size")).toBe("24px");
  });

  it("saves on change, applies, and notifies subscribers once", () => {
    const store = freshStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribeSettings(listener);
    store.updateSettings({ colorTheme: "yellow-black" });
    expect(stored()?.colorTheme).toBe("yellow-black");
    expect(document.documentElement.getAttribute("data-theme")).toBe("yellow-black");
    expect(listener).toHaveBeenCalledTimes(1);
    store.updateSettings({ colorTheme: "yellow-black" });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.updateSettings({ colorTheme: "dark" });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("clamps updates and replacements", () => {
    const store = freshStore();
    store.updateSettings({ fontSize: 80 });
    expect(store.getSettings().fontSize).toBe(28);
    store.replaceSettings({ ...defaultSettings, lineHeight: 0.2 });
    expect(store.getSettings()).toEqual({ ...defaultSettings, lineHeight: 1.2 });
  });

  it("keeps a stable snapshot between changes", () => {
    const store = freshStore();
    expect(store.getSettings()).toBe(store.getSettings());
  });

  it("repairs broken stored JSON with a console warning only", () => {
    localStorage.setItem(storageKey, "{broken");
    const store = freshStore();
    expect(store.getSettings()).toEqual(defaultSettings);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("only warns when storage cannot be read or written", () => {
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError");
    });
    const store = freshStore();
    expect(store.getSettings()).toEqual(defaultSettings);
    expect(() => store.updateSettings({ fontSize: 20 })).not.toThrow();
    expect(store.getSettings().fontSize).toBe(20);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it("takes the system's reduced-motion preference as its default", () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes("reduced-motion"), media: query })) as never;
    const store = freshStore();
    expect(store.getSettings().reducedMotion).toBe(true);
    expect(store.getSystemDefaults().reducedMotion).toBe(true);
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  describe("other tabs", () => {
    function fromOtherTab(newValue: string | null, key: string | null = storageKey) {
      window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea: localStorage }));
    }

    it("merges another tab's valid fields over ours without writing back", () => {
      const store = freshStore();
      store.updateSettings({ fontSize: 22, cursor: "text" });
      const listener = jest.fn();
      store.subscribeSettings(listener);
      const setItem = jest.spyOn(Storage.prototype, "setItem");
      fromOtherTab(JSON.stringify({ colorTheme: "dark", cursor: "sparkles" }));
      expect(store.getSettings()).toMatchObject({ colorTheme: "dark", fontSize: 22, cursor: "text" });
      expect(document.documentElement.getAttribute("data-theme")).toBe("dark");
      expect(listener).toHaveBeenCalledTimes(1);
      expect(setItem).not.toHaveBeenCalled();
    });

    it("returns to the defaults when another tab clears the key", () => {
      const store = freshStore();
      store.updateSettings({ fontSize: 22 });
      fromOtherTab(null);
      expect(store.getSettings()).toEqual(defaultSettings);
      store.updateSettings({ fontSize: 21 });
      fromOtherTab(null, null);
      expect(store.getSettings()).toEqual(defaultSettings);
    });

    it("ignores other keys", () => {
      const store = freshStore();
      store.updateSettings({ fontSize: 22 });
      fromOtherTab(JSON.stringify({ fontSize: 12 }), "something-else");
      expect(store.getSettings().fontSize).toBe(22);
    });
  });
});
