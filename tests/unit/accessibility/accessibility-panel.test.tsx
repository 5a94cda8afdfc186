import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccessibilityPanelSlot } from "@/components/accessibility/accessibility-panel-slot";
import { setPanelOpen } from "@/lib/accessibility/panel-state";
import { defaultSettings, storageKey } from "@/lib/accessibility/settings";
import { getSettings, replaceSettings } from "@/lib/accessibility/settings-store";

function Page() {
  return (
    <>
      <a href="#main">Before</a>
      <AccessibilityPanelSlot />
    </>
  );
}

async function openPanel() {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole("button", { name: "Accessibility settings" }));
  const dialog = await screen.findByRole("dialog", { name: "Accessibility settings" });
  return { user, dialog };
}

beforeEach(() => {
  act(() => {
    setPanelOpen(false);
    replaceSettings(defaultSettings);
  });
  localStorage.clear();
});

afterEach(() => {
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
});

describe("floating button", () => {
  it("is a native button named Accessibility settings that reports its state", async () => {
    const { user } = { user: userEvent.setup() };
    render(<Page />);
    const button = screen.getByRole("button", { name: "Accessibility settings" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("aria-expanded", "false");
    await user.click(button);
    await screen.findByRole("dialog");
    expect(button).toHaveAttribute("aria-expanded", "true");
  });
});

describe("accessibility panel dialog", () => {
  it("is a labelled modal dialog and moves focus inside", async () => {
    const { dialog } = await openPanel();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("shows its sections as headings in the spec's order (speech only where supported)", async () => {
    const { dialog } = await openPanel();
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Quick Presets",
      "Reading Tools",
      "Preview",
      "Font Settings",
      "Color & Contrast",
      "Navigation & Interaction",
      "Reset Options",
    ]);
  });

  it("adds the Text-to-Speech section when the browser can speak", async () => {
    (window as { speechSynthesis?: unknown }).speechSynthesis = {
      getVoices: () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      speak: () => undefined,
      cancel: () => undefined,
      speaking: false,
    };
    const { dialog } = await openPanel();
    const headings = within(dialog).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings[1]).toBe("Text-to-Speech");
    expect(within(dialog).getByRole("switch", { name: "Enable text-to-speech" })).toBeInTheDocument();
    expect(within(dialog).getByRole("slider", { name: "Speech rate" })).toHaveAttribute("min", "0.5");
    expect(within(dialog).getByRole("switch", { name: "Hover to read" })).toBeInTheDocument();
  });

  it.each([
    ["Escape", async (user: ReturnType<typeof userEvent.setup>) => user.keyboard("{Escape}")],
    ["the close button", async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole("button", { name: "Close accessibility settings" }))],
    ["the overlay", async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId("a11y-overlay"))],
  ])("closes with %s and returns focus to the floating button", async (_how, close) => {
    const { user } = await openPanel();
    await close(user);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Accessibility settings" })).toHaveFocus();
  });

  it("keeps Tab inside: wraps from the last control to the first and back", async () => {
    const { user, dialog } = await openPanel();
    const close = within(dialog).getByRole("button", { name: "Close accessibility settings" });
    const fullReset = within(dialog).getByRole("button", { name: "Full Reset" });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(fullReset).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it("makes the page behind inert while open and restores it after", async () => {
    const { user } = await openPanel();
    const before = screen.getByText("Before", { selector: "a" });
    expect(before.closest("[inert]")).not.toBeNull();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(before.closest("[inert]")).toBeNull();
  });

  it("gives sliders the model's ranges and shows their values", async () => {
    const { dialog } = await openPanel();
    const size = within(dialog).getByRole("slider", { name: "Font size" });
    expect(size).toHaveAttribute("min", "12");
    expect(size).toHaveAttribute("max", "28");
    expect(size).toHaveAttribute("step", "1");
    expect(within(dialog).getByRole("slider", { name: "Line height" })).toHaveAttribute("step", "0.1");
    expect(within(dialog).getByRole("slider", { name: "Word spacing" })).toHaveAttribute("max", "10");
    expect(within(dialog).getByText("16px")).toBeInTheDocument();
    expect(size).toHaveAttribute("aria-valuetext", "16px");
  });

  it("changes a setting, stores it and announces it once, politely", async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("radio", { name: "Dark" }));
    expect(getSettings().colorTheme).toBe("dark");
    expect(JSON.parse(localStorage.getItem(storageKey)!).colorTheme).toBe("dark");
    expect(screen.getByRole("status")).toHaveTextContent("Color theme Dark");
    await user.click(within(dialog).getByRole("switch", { name: "Reading mask" }));
    expect(getSettings().readingMask).toBe(true);
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("Reading mask on");
  });

  it("offers every font, theme, alignment and cursor", async () => {
    const { user, dialog } = await openPanel();
    expect(within(dialog).getAllByRole("option")).toHaveLength(8);
    expect(within(within(dialog).getByRole("group", { name: "Color theme" })).getAllByRole("radio")).toHaveLength(8);
    expect(within(within(dialog).getByRole("group", { name: "Text alignment" })).getAllByRole("radio")).toHaveLength(4);
    await user.click(within(dialog).getByRole("radio", { name: "Large Pointer" }));
    expect(getSettings().cursor).toBe("pointer");
    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Font" }), "Verdana");
    expect(getSettings().fontFamily).toBe("Verdana");
  });

  it("applies presets and both resets", async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: /Low Vision/ }));
    expect(getSettings()).toMatchObject({ colorTheme: "high-contrast", fontSize: 20, speechEnabled: true });
    expect(screen.getByRole("status")).toHaveTextContent("Low Vision preset applied");
    await user.click(within(dialog).getByRole("button", { name: "Smart Reset" }));
    expect(getSettings()).toMatchObject({ colorTheme: "default", fontSize: 20, speechEnabled: true });
    await user.click(within(dialog).getByRole("button", { name: "Full Reset" }));
    expect(getSettings()).toEqual(defaultSettings);
    expect(screen.getByRole("status")).toHaveTextContent("Full Reset done");
  });
});
