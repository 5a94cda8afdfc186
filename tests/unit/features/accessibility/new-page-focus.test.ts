import { focusNewPage } from "@/features/accessibility/new-page-focus";

function page(html: string) {
  document.body.innerHTML = html;
  return document;
}

describe("focus after a client-side navigation", () => {
  it("moves lost focus to the new page's main heading, out of the Tab order", () => {
    const doc = page('<header><a href="/pricing">Pricing</a></header><main id="main-content" tabindex="-1"><h1>Delegation guide</h1><a href="#x">Build my checklist</a></main>');
    (document.activeElement as HTMLElement | null)?.blur();
    const focused = focusNewPage(doc);
    expect(focused?.textContent).toBe("Delegation guide");
    expect(document.activeElement).toBe(focused);
    expect(focused?.getAttribute("tabindex")).toBe("-1");
  });

  it("leaves focus on what the visitor is still on, such as a header link that stays", () => {
    const doc = page('<header><a href="/pricing">Pricing</a></header><main><h1>Pricing</h1></main>');
    const link = doc.querySelector("a")!;
    link.focus();
    expect(focusNewPage(doc)).toBeNull();
    expect(document.activeElement).toBe(link);
    expect(doc.querySelector("h1")!.hasAttribute("tabindex")).toBe(false);
  });

  it("falls back to the main region when the page has no main heading, keeping its own tabindex", () => {
    const doc = page('<main id="main-content" tabindex="-1"><p>Signed out</p></main>');
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusNewPage(doc)).toBe(doc.querySelector("main"));
    expect(document.activeElement).toBe(doc.querySelector("main"));
  });

  it("does nothing on a page without a main region", () => {
    const doc = page("<p>Plain</p>");
    (document.activeElement as HTMLElement | null)?.blur();
    expect(focusNewPage(doc)).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });
});

describe("focus after a client-side navigation, on a link that was hidden", () => {
  it("counts a focused link the browser no longer shows (the folded phone menu) as lost", () => {
    const doc = page('<nav><ul><li><a href="/pricing">Pricing</a></li></ul></nav><main><h1>Pricing</h1></main>');
    const link = doc.querySelector("a")!;
    link.focus();
    // jsdom lays nothing out; the browser answers false for an element inside display: none.
    link.checkVisibility = () => false;
    expect(focusNewPage(doc)).toBe(doc.querySelector("h1"));
  });
});
