import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AccessibilityPanelSlot } from "@/features/accessibility/components/accessibility-panel-slot";
import { pageStructureNavigator, settingsPanel } from "@/features/accessibility/shell-dialogs";
import { defaultSettings, storageKey } from "@/features/accessibility/settings";
import { getSettings, replaceSettings, updateSettings } from "@/features/accessibility/settings-store";
import { panelCopy } from "@/features/accessibility/panel-copy";

// jsdom lays nothing out; the panel asks the browser to keep the focused control in view.
const scrollIntoView = jest.fn();
Element.prototype.scrollIntoView = scrollIntoView;

// Not the default brand: the preview must say whatever the deployment configured.
const configuredBrand = "Northwind Talent";

function Page() {
  return (
    <>
      <a href="#main">Before</a>
      <a href="#accessibility-settings">Skip to accessibility settings</a>
      <main>
        <h1>Pricing</h1>
        <h2>Plans</h2>
      </main>
      <AccessibilityPanelSlot brand={configuredBrand} />
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
    settingsPanel.setOpen(false);
    pageStructureNavigator.setOpen(false);
    replaceSettings(defaultSettings);
  });
  localStorage.clear();
  scrollIntoView.mockClear();
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

  it("orders its sections by what most visitors reach for (speech only where supported)", async () => {
    const { dialog } = await openPanel();
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      "Quick Presets",
      "Font Settings",
      "Preview",
      "Color & Contrast",
      "Reading Tools",
      "Navigation & Interaction",
      "Reset Options",
    ]);
  });

  it("puts one plain line under every section heading and describes the section with it", async () => {
    const { dialog } = await openPanel();
    const sections = within(dialog).getAllByRole("region");
    expect(sections).toHaveLength(7);
    for (const section of sections) {
      const heading = within(section).getAllByRole("heading", { level: 3 })[0]!;
      const hint = heading.nextElementSibling;
      expect(hint?.tagName).toBe("P");
      expect(hint?.textContent?.length).toBeGreaterThan(10);
      expect(section).toHaveAccessibleDescription(hint!.textContent!);
    }
  });

  it("names the configured brand in the preview's sample, never a literal one", async () => {
    const { dialog } = await openPanel();
    const preview = within(dialog).getByRole("region", { name: "Preview" });
    expect(preview).toHaveTextContent(panelCopy.previewSample(configuredBrand));
    expect(preview).not.toHaveTextContent("OpenSeat");
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
    const { user, dialog } = await openPanel();
    const headings = within(dialog).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(4, 7)).toEqual(["Reading Tools", "Text-to-Speech", "Navigation & Interaction"]);
    // Off, the section is one switch: the voice and its sliders would be settings for nothing.
    expect(within(dialog).queryByRole("slider", { name: "Speech rate" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("switch", { name: "Hover to read" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("switch", { name: "Enable text-to-speech" }));
    expect(within(dialog).getByRole("slider", { name: "Speech rate" })).toHaveAttribute("min", "0.5");
    expect(within(dialog).getByRole("slider", { name: "Speech pitch" })).toBeInTheDocument();
    expect(within(dialog).getByRole("slider", { name: "Speech volume" })).toBeInTheDocument();
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
    const statement = within(dialog).getByRole("link", { name: "About this site's accessibility" });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(statement).toHaveFocus();
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

  it("changes a setting and stores it, leaving the control that changed it to say so (no second announcement)", async () => {
    const { user, dialog } = await openPanel();
    const dark = within(dialog).getByRole("radio", { name: "Dark" });
    await user.click(dark);
    expect(getSettings().colorTheme).toBe("dark");
    expect(JSON.parse(localStorage.getItem(storageKey)!).colorTheme).toBe("dark");
    expect(dark).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent("");
    const links = within(dialog).getByRole("switch", { name: "Highlight links" });
    await user.click(links);
    expect(getSettings().highlightLinks).toBe(true);
    expect(links).toBeChecked();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent("");
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
    await user.click(within(dialog).getByRole("button", { name: "Low Vision" }));
    expect(getSettings()).toMatchObject({ colorTheme: "high-contrast", fontSize: 20, speechEnabled: true });
    expect(screen.getByRole("status")).toHaveTextContent(
      /^Low Vision preset applied\. It also turned on the site's own speech and hover-to-read.*switch off Enable text-to-speech/,
    );
    await user.click(within(dialog).getByRole("button", { name: "Smart Reset" }));
    expect(getSettings()).toMatchObject({ colorTheme: "default", fontSize: 20, speechEnabled: true });
    await user.click(within(dialog).getByRole("button", { name: "Full Reset" }));
    expect(getSettings()).toEqual(defaultSettings);
    expect(screen.getByRole("status")).toHaveTextContent("Full Reset done");
  });
});

describe("accessibility panel: plain language and relations", () => {
  it("names the color-vision themes plainly and says what every theme changes", async () => {
    const { dialog } = await openPanel();
    const protanopia = within(dialog).getByRole("radio", { name: "Red-weak color vision (protanopia)" });
    expect(protanopia).toHaveAccessibleDescription(/instead of green and red/);
    for (const radio of within(within(dialog).getByRole("group", { name: "Color theme" })).getAllByRole("radio")) {
      expect(radio).toHaveAccessibleDescription(/\S/);
    }
  });

  it("states how the look-alike controls relate to each other", async () => {
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole("switch", { name: "High contrast mode" })).toHaveAccessibleDescription(/any theme/);
    const fontGroup = within(dialog).getByRole("group", { name: "Font and letter shapes" });
    expect(fontGroup).toHaveAccessibleDescription(/Dyslexia Friendly preset turns it on together with the OpenDyslexic font/);
    expect(within(fontGroup).getByRole("combobox", { name: "Font" })).toBeInTheDocument();
    expect(within(fontGroup).getByRole("switch", { name: "Dyslexia-friendly mode" })).toBeInTheDocument();
    expect(within(dialog).getByRole("switch", { name: "Mouse wheel zoom (Ctrl or Cmd + wheel)" })).toHaveAccessibleDescription(/font size above/);
  });

  it("offers the mask and the guide as one choice", async () => {
    const { user, dialog } = await openPanel();
    const aid = within(dialog).getByRole("group", { name: "Reading aid" });
    await user.click(within(aid).getByRole("radio", { name: "Reading mask" }));
    expect(getSettings()).toMatchObject({ readingMask: true, readingGuide: false });
    await user.click(within(aid).getByRole("radio", { name: "Reading guide line" }));
    expect(getSettings()).toMatchObject({ readingMask: false, readingGuide: true });
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});

describe("accessibility panel: presets show what is in effect", () => {
  it("marks the preset whose values are in effect, however they were set, and turns it off again", async () => {
    const { user, dialog } = await openPanel();
    const motor = within(dialog).getByRole("button", { name: "Motor Support" });
    expect(motor).toHaveAttribute("aria-pressed", "false");
    act(() => updateSettings({ cursor: "pointer", reducedMotion: true, fontSize: 18, mouseWheelZoom: true }));
    expect(motor).toHaveAttribute("aria-pressed", "true");
    await user.click(motor);
    expect(motor).toHaveAttribute("aria-pressed", "false");
    expect(getSettings()).toMatchObject({ cursor: "default", reducedMotion: false, fontSize: 16, mouseWheelZoom: false });
    expect(screen.getByRole("status")).toHaveTextContent("Motor Support preset turned off");
    await user.click(within(dialog).getByRole("button", { name: "Dyslexia Friendly" }));
    expect(within(dialog).getByRole("button", { name: "Dyslexia Friendly" })).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByRole("button", { name: "Dyslexia Friendly" })).toHaveAccessibleDescription(/OpenDyslexic/);
  });

  it("keeps the control being used in view while the text grows", async () => {
    const { user, dialog } = await openPanel();
    const size = within(dialog).getByRole("slider", { name: "Font size" });
    await user.click(size);
    scrollIntoView.mockClear();
    // jsdom's sliders ignore arrow keys; the change they would make is what matters here.
    fireEvent.change(size, { target: { value: "17" } });
    expect(getSettings().fontSize).toBe(17);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(size);
  });
});

describe("reaching the panel", () => {
  it("opens from a link to the settings button and gives focus back to that link", async () => {
    const user = userEvent.setup();
    render(<Page />);
    const skip = screen.getByRole("link", { name: "Skip to accessibility settings" });
    skip.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Accessibility settings" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(skip).toHaveFocus();
  });

  it("hands over to the page structure navigator, which lists the page and goes back where the visitor was", async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Show page structure" }));
    const navigator = await screen.findByRole("dialog", { name: "Page structure" });
    expect(settingsPanel.isOpen()).toBe(false);
    expect(within(navigator).getByRole("button", { name: /Plans/ })).toBeInTheDocument();
    expect(within(navigator).getByRole("button", { name: "Main content" })).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Accessibility settings" })).toHaveFocus();
  });

  it("moves focus to the heading chosen in the navigator", async () => {
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole("button", { name: "Show page structure" }));
    const navigator = await screen.findByRole("dialog", { name: "Page structure" });
    const plans = within(navigator).getByRole("button", { name: /^Plans/ });
    expect(plans).toHaveAccessibleName(/level 2$/);
    await user.click(plans);
    await waitFor(() => expect(screen.getByRole("heading", { name: "Plans" })).toHaveFocus());
  });

  it("shows the page structure button only when the visitor asks for it", async () => {
    render(<Page />);
    expect(screen.queryByRole("button", { name: "Page structure" })).not.toBeInTheDocument();
    act(() => updateSettings({ pageStructureButton: true }));
    expect(screen.getByRole("button", { name: "Page structure" })).toHaveAttribute("aria-haspopup", "dialog");
  });
});
