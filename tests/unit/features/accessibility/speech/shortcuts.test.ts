import { isTypingTarget, resolveShortcut, type KeyPress, type ShortcutContext } from "@/features/accessibility/speech/shortcuts";

const base: KeyPress = {
  key: "",
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  metaKey: false,
  defaultPrevented: false,
  target: null,
};
const speechOn: ShortcutContext = { speechEnabled: true, reading: false, helpShown: false, panelOpen: false };
const press = (partial: Partial<KeyPress>): KeyPress => ({ ...base, ...partial });
const ctrlShift = (key: string, extra: Partial<KeyPress> = {}) => press({ key, ctrlKey: true, shiftKey: true, ...extra });

describe("resolveShortcut", () => {
  it("F1 toggles the help and always suppresses the browser action", () => {
    expect(resolveShortcut(press({ key: "F1" }), speechOn)).toEqual({ action: "toggle-help", preventDefault: true });
    expect(resolveShortcut(press({ key: "F1" }), { ...speechOn, speechEnabled: false })).toEqual({
      action: "toggle-help",
      preventDefault: true,
    });
    expect(resolveShortcut(press({ key: "F1", repeat: true }), speechOn)).toEqual({ action: null, preventDefault: true });
    expect(resolveShortcut(press({ key: "F1" }), { ...speechOn, panelOpen: true })).toEqual({
      action: null,
      preventDefault: true,
    });
  });

  it("F2 toggles the settings panel, with or without speech, open or closed, but not held down or with a modifier", () => {
    const off = { ...speechOn, speechEnabled: false };
    expect(resolveShortcut(press({ key: "F2" }), off)).toEqual({ action: "toggle-settings", preventDefault: true });
    expect(resolveShortcut(press({ key: "F2" }), { ...off, panelOpen: true }).action).toBe("toggle-settings");
    expect(resolveShortcut(press({ key: "F2", repeat: true }), off)).toEqual({ action: null, preventDefault: true });
    expect(resolveShortcut(press({ key: "F2", defaultPrevented: true }), off).action).toBeNull();
    for (const modifier of ["ctrlKey", "altKey", "metaKey", "shiftKey"] as const) {
      expect(resolveShortcut(press({ key: "F2", [modifier]: true }), off)).toEqual({ action: null, preventDefault: false });
    }
    document.body.innerHTML = `<input id="typing">`;
    expect(resolveShortcut(press({ key: "F2", target: document.getElementById("typing") }), off).action).toBe("toggle-settings");
  });

  it("Ctrl+Shift+R reads and Ctrl+Shift+S stops, only while speech is enabled", () => {
    expect(resolveShortcut(ctrlShift("R"), speechOn)).toEqual({ action: "read-page", preventDefault: true });
    expect(resolveShortcut(ctrlShift("S"), speechOn)).toEqual({ action: "stop-reading", preventDefault: true });
    const off = { ...speechOn, speechEnabled: false };
    expect(resolveShortcut(ctrlShift("R"), off)).toEqual({ action: null, preventDefault: false });
    expect(resolveShortcut(ctrlShift("S"), off).action).toBeNull();
  });

  it("needs exactly Ctrl and Shift, matching the physical key on non-Latin layouts", () => {
    expect(resolveShortcut(press({ key: "R", ctrlKey: true }), speechOn).action).toBeNull();
    expect(resolveShortcut(ctrlShift("R", { altKey: true }), speechOn).action).toBeNull();
    expect(resolveShortcut(ctrlShift("R", { metaKey: true }), speechOn).action).toBeNull();
    expect(resolveShortcut(ctrlShift("К", { code: "KeyR" }), speechOn).action).toBe("read-page");
    expect(resolveShortcut(ctrlShift("X", { code: "KeyR" }), speechOn).action).toBeNull();
  });

  it("ignores speech shortcuts while typing in a form field, but not Escape", () => {
    document.body.innerHTML = `<input id="name"><textarea id="msg"></textarea><input type="checkbox" id="box"><div contenteditable id="ed"></div>`;
    const field = document.getElementById("name");
    expect(resolveShortcut(ctrlShift("R", { target: field }), speechOn).action).toBeNull();
    expect(resolveShortcut(ctrlShift("S", { target: document.getElementById("msg") }), speechOn).action).toBeNull();
    expect(resolveShortcut(ctrlShift("R", { target: document.getElementById("box") }), speechOn).action).toBe("read-page");
    expect(resolveShortcut(press({ key: "Escape", target: field }), { ...speechOn, reading: true }).action).toBe(
      "stop-reading",
    );
  });

  it("Escape hides the help first, otherwise stops reading when speech is enabled", () => {
    const escape = press({ key: "Escape" });
    expect(resolveShortcut(escape, { ...speechOn, helpShown: true, reading: true }).action).toBe("hide-help");
    expect(resolveShortcut(escape, { ...speechOn, reading: true }).action).toBe("stop-reading");
    expect(resolveShortcut(escape, speechOn).action).toBeNull();
    expect(resolveShortcut(escape, { ...speechOn, speechEnabled: false, reading: true }).action).toBeNull();
    expect(resolveShortcut(escape, { ...speechOn, speechEnabled: false, helpShown: true }).action).toBe("hide-help");
  });

  it("leaves Escape to the panel while it is open or once something handled it", () => {
    const context = { ...speechOn, reading: true, helpShown: true };
    expect(resolveShortcut(press({ key: "Escape" }), { ...context, panelOpen: true }).action).toBeNull();
    expect(resolveShortcut(press({ key: "Escape", defaultPrevented: true }), context).action).toBeNull();
  });

  it("ignores keys during IME composition and unrelated keys", () => {
    expect(resolveShortcut(ctrlShift("R", { isComposing: true }), speechOn).action).toBeNull();
    expect(resolveShortcut(press({ key: "a" }), speechOn)).toEqual({ action: null, preventDefault: false });
  });
});

describe("isTypingTarget", () => {
  it("knows text fields from other controls", () => {
    document.body.innerHTML = `<input id="t"><input type="email" id="e"><input type="radio" id="r"><select id="s"></select><button id="b"></button>`;
    const is = (id: string) => isTypingTarget(document.getElementById(id));
    expect([is("t"), is("e"), is("r"), is("s"), is("b")]).toEqual([true, true, false, true, false]);
    expect(isTypingTarget(null)).toBe(false);
  });
});
