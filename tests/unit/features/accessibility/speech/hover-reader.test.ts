import { attachHoverReader, createHoverReader } from "@/features/accessibility/speech/hover-reader";
import { hoverReadableElement, isInsideInteractive } from "@/features/accessibility/speech/hover-rules";

function page(html: string): void {
  document.body.innerHTML = html;
}
const byId = (id: string) => document.getElementById(id) as HTMLElement;

describe("hover rules", () => {
  beforeEach(() =>
    page(`
    <p id="p">Plain paragraph with <strong id="bold">bold words</strong> inside.</p>
    <p id="short">OK</p>
    <a id="link" href="/x">A link to read</a>
    <button id="button"><span id="in-button">Button text</span></button>
    <summary id="summary">Summary text</summary>
    <div role="tab" id="tab">Tab text</div>
    <div id="container"><p id="child">Child text</p></div>
    <p aria-hidden="true" id="hidden">Decorative text</p>`),
  );

  it("reads text elements, resolving inline pieces to their block", () => {
    expect(hoverReadableElement(byId("p"))).toBe(byId("p"));
    expect(hoverReadableElement(byId("bold"))).toBe(byId("p"));
  });

  it("ignores text of 2 characters or fewer", () => {
    expect(hoverReadableElement(byId("short"))).toBeNull();
  });

  it("ignores interactive elements and anything inside them", () => {
    for (const id of ["link", "button", "in-button", "summary", "tab"]) {
      expect(isInsideInteractive(byId(id))).toBe(true);
      expect(hoverReadableElement(byId(id))).toBeNull();
    }
  });

  it("ignores containers with no words of their own and aria-hidden text", () => {
    expect(hoverReadableElement(byId("container"))).toBeNull();
    expect(hoverReadableElement(byId("child"))).toBe(byId("child"));
    expect(hoverReadableElement(byId("hidden"))).toBeNull();
    expect(hoverReadableElement(null)).toBeNull();
  });
});

describe("hover reader timing", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    page(`<p id="a">First paragraph</p><p id="b">Second paragraph</p><a id="link" href="/x">Link text</a>`);
  });
  afterEach(() => jest.useRealTimers());

  it("speaks after resting 500 ms, not before", () => {
    const speak = jest.fn();
    const reader = createHoverReader({ speak });
    reader.pointerOver(byId("a"));
    jest.advanceTimersByTime(499);
    expect(speak).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(speak).toHaveBeenCalledWith("First paragraph", byId("a"));
  });

  it("cancels when the pointer moves away before the delay", () => {
    const speak = jest.fn();
    const reader = createHoverReader({ speak });
    reader.pointerOver(byId("a"));
    jest.advanceTimersByTime(300);
    reader.pointerOut(null);
    jest.advanceTimersByTime(1000);
    expect(speak).not.toHaveBeenCalled();
  });

  it("restarts the wait on a new element and reads only that one", () => {
    const speak = jest.fn();
    const reader = createHoverReader({ speak });
    reader.pointerOver(byId("a"));
    jest.advanceTimersByTime(400);
    reader.pointerOut(byId("b"));
    reader.pointerOver(byId("b"));
    jest.advanceTimersByTime(400);
    expect(speak).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(speak.mock.calls).toEqual([["Second paragraph", byId("b")]]);
  });

  it("does not repeat while the pointer stays on the same element", () => {
    const speak = jest.fn();
    const reader = createHoverReader({ speak });
    reader.pointerOver(byId("a"));
    jest.advanceTimersByTime(500);
    reader.pointerOver(byId("a"));
    jest.advanceTimersByTime(2000);
    expect(speak).toHaveBeenCalledTimes(1);
  });

  it("never reads a link and never touches the click", () => {
    const speak = jest.fn();
    const detach = attachHoverReader(document, createHoverReader({ speak }));
    const link = byId("link");
    link.dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(speak).not.toHaveBeenCalled();
    const over = new MouseEvent("pointerover", { bubbles: true, cancelable: true });
    byId("a").dispatchEvent(over);
    jest.advanceTimersByTime(500);
    expect(speak).toHaveBeenCalledWith("First paragraph", byId("a"));
    expect(over.defaultPrevented).toBe(false);
    detach();
  });

  it("stops listening and forgets the pending read when detached", () => {
    const speak = jest.fn();
    const detach = attachHoverReader(document, createHoverReader({ speak }));
    byId("a").dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    detach();
    jest.advanceTimersByTime(1000);
    byId("b").dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    jest.advanceTimersByTime(1000);
    expect(speak).not.toHaveBeenCalled();
  });
});
