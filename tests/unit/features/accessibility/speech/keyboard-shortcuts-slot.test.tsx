import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { KeyboardShortcutsSlot } from "@/features/accessibility/components/speech/keyboard-shortcuts-slot";
import { pageStructureNavigator, settingsPanel } from "@/features/accessibility/shell-dialogs";
import { updateSettings } from "@/features/accessibility/settings-store";
import { speechStatus } from "@/features/accessibility/speech/speech-status";
import { createFakeUtterance, FakeSpeechSynthesis } from "./fake-speech-synthesis";

jest.mock("next/navigation", () => ({ usePathname: () => "/home" }));

const synth = new FakeSpeechSynthesis();
Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
Object.defineProperty(window, "SpeechSynthesisUtterance", {
  value: function FakeUtterance(text: string) {
    return createFakeUtterance(text);
  },
  configurable: true,
});
Element.prototype.scrollIntoView = jest.fn();

function renderPage() {
  return render(
    <>
      <button type="button">Before</button>
      <KeyboardShortcutsSlot />
      <main id="main-content">
        <h1>Elite talent</h1>
        <p>Some text.</p>
      </main>
    </>,
  );
}

function press(init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  act(() => {
    updateSettings({ speechEnabled: false, hoverToRead: false });
    settingsPanel.setOpen(false);
    speechStatus.set("idle");
  });
  synth.spoken.length = 0;
});

describe("KeyboardShortcutsSlot", () => {
  it("F1 toggles the help box, suppressing the browser's F1", async () => {
    renderPage();
    const event = press({ key: "F1" });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeInTheDocument();
    press({ key: "F1" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lists the spec's seven shortcuts (both meanings of Esc on one row) and the settings key, takes focus when shown and gives it back on Escape", async () => {
    renderPage();
    const before = screen.getByRole("button", { name: "Before" });
    before.focus();
    press({ key: "F1" }, before);
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    await waitFor(() => expect(dialog).toHaveFocus());
    expect(dialog).toHaveAttribute("aria-modal", "false");
    expect(dialog.querySelectorAll("dt")).toHaveLength(7);
    const escapeRows = Array.from(dialog.querySelectorAll("dt")).filter((term) => term.textContent === "Esc");
    expect(escapeRows).toHaveLength(1);
    expect(escapeRows[0]?.nextElementSibling).toHaveTextContent("Hide this help when it is open; otherwise stop reading");
    for (const text of ["Ctrl", "Shift", "R", "S", "Esc", "Tab", "Enter", "Space", "F1", "F2"]) {
      expect(Array.from(dialog.querySelectorAll("kbd")).some((kbd) => kbd.textContent === text)).toBe(true);
    }
    press({ key: "Escape" }, dialog);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it("closes from its button too", async () => {
    renderPage();
    press({ key: "F1" });
    fireEvent.click(await screen.findByRole("button", { name: "Close keyboard shortcuts help" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("leaves Escape to the open panel", async () => {
    renderPage();
    press({ key: "F1" });
    await screen.findByRole("dialog");
    act(() => settingsPanel.setOpen(true));
    press({ key: "Escape" });
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("shows no Read page button while speech is off", () => {
    renderPage();
    expect(screen.queryByRole("button", { name: /read page/i })).not.toBeInTheDocument();
    const event = press({ key: "R", ctrlKey: true, shiftKey: true });
    expect(event.defaultPrevented).toBe(false);
  });

  it("reads with the button or Ctrl+Shift+R and stops with Ctrl+Shift+S or Escape while speech is on", async () => {
    act(() => updateSettings({ speechEnabled: true }));
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "Read page" }));
    expect(await screen.findByRole("button", { name: "Stop reading" })).toBeInTheDocument();
    expect(synth.texts[0]).toBe("Elite talent.");
    press({ key: "S", ctrlKey: true, shiftKey: true });
    expect(await screen.findByRole("button", { name: "Read page" })).toBeInTheDocument();
    const read = press({ key: "R", ctrlKey: true, shiftKey: true });
    expect(read.defaultPrevented).toBe(true);
    await screen.findByRole("button", { name: "Stop reading" });
    press({ key: "Escape" });
    await screen.findByRole("button", { name: "Read page" });
  });

  it("F2 opens and closes the settings panel from anywhere, a form field included, and closes the help", async () => {
    renderPage();
    press({ key: "F1" });
    await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    const field = document.createElement("input");
    document.body.appendChild(field);
    const open = press({ key: "F2" }, field);
    expect(open.defaultPrevented).toBe(true);
    expect(settingsPanel.isOpen()).toBe(true);
    expect(screen.queryByRole("dialog", { name: "Keyboard shortcuts" })).not.toBeInTheDocument();
    press({ key: "F2" });
    expect(settingsPanel.isOpen()).toBe(false);
    press({ key: "F2", repeat: true });
    expect(settingsPanel.isOpen()).toBe(false);
    field.remove();
  });

  it("F2 leaves an open page structure navigator alone", () => {
    renderPage();
    act(() => pageStructureNavigator.setOpen(true));
    press({ key: "F2" });
    expect(settingsPanel.isOpen()).toBe(false);
    act(() => pageStructureNavigator.setOpen(false));
  });

  it("hides the Read page button while the panel is open", () => {
    act(() => updateSettings({ speechEnabled: true }));
    renderPage();
    expect(screen.getByRole("button", { name: "Read page" })).toBeInTheDocument();
    act(() => settingsPanel.setOpen(true));
    expect(screen.queryByRole("button", { name: "Read page" })).not.toBeInTheDocument();
  });
});
