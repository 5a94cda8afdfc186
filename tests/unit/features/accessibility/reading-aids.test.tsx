import { act, render, screen } from "@testing-library/react";
import { ReadingMask } from "@/features/accessibility/components/reading-mask";
import { WheelZoom } from "@/features/accessibility/components/wheel-zoom";
import { defaultSettings } from "@/features/accessibility/settings";
import { getSettings, replaceSettings, updateSettings } from "@/features/accessibility/settings-store";

beforeEach(() => {
  act(() => replaceSettings(defaultSettings));
});

function wheel(init: WheelEventInit): WheelEvent {
  const event = new WheelEvent("wheel", { cancelable: true, bubbles: true, ...init });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe("WheelZoom", () => {
  it("leaves Ctrl + wheel to the browser while the setting is off", () => {
    render(<WheelZoom />);
    const event = wheel({ deltaY: -100, ctrlKey: true });
    expect(event.defaultPrevented).toBe(false);
    expect(getSettings().fontSize).toBe(16);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("turns Ctrl or Cmd + wheel into text size steps and shows the indicator", () => {
    act(() => updateSettings({ mouseWheelZoom: true }));
    render(<WheelZoom />);
    const up = wheel({ deltaY: -100, ctrlKey: true });
    expect(up.defaultPrevented).toBe(true);
    expect(getSettings().fontSize).toBe(17);
    wheel({ deltaY: -100, metaKey: true });
    expect(getSettings().fontSize).toBe(18);
    wheel({ deltaY: 100, ctrlKey: true });
    expect(getSettings().fontSize).toBe(17);
    expect(screen.getByRole("status")).toHaveTextContent("Text size 17px");
    expect(screen.getByRole("status")).toHaveAttribute("data-visible");
  });

  it("lets a plain wheel scroll", () => {
    act(() => updateSettings({ mouseWheelZoom: true }));
    render(<WheelZoom />);
    const event = wheel({ deltaY: -100 });
    expect(event.defaultPrevented).toBe(false);
    expect(getSettings().fontSize).toBe(16);
  });
});

describe("ReadingMask", () => {
  it("renders nothing while off", () => {
    render(<ReadingMask />);
    expect(screen.queryByTestId("reading-mask")).not.toBeInTheDocument();
  });

  it("is hidden from assistive tech and follows the pointer and focus", () => {
    act(() => updateSettings({ readingMask: true }));
    render(
      <>
        <button type="button">Target</button>
        <ReadingMask />
      </>,
    );
    const mask = screen.getByTestId("reading-mask");
    expect(mask).toHaveAttribute("aria-hidden", "true");
    // jsdom has no PointerEvent constructor; a MouseEvent of the same type carries clientY just the same.
    act(() => {
      window.dispatchEvent(new MouseEvent("pointermove", { clientY: 300 }));
    });
    expect(mask.style.getPropertyValue("--mask-top")).toBe("250px");
    expect(mask.style.getPropertyValue("--mask-bottom")).toBe("350px");
    const target = screen.getByRole("button", { name: "Target" });
    target.getBoundingClientRect = () => ({ top: 500, bottom: 540 }) as DOMRect;
    act(() => target.focus());
    expect(mask.style.getPropertyValue("--mask-top")).toBe("470px");
    expect(mask.style.getPropertyValue("--mask-bottom")).toBe("570px");
  });
});
