import { collectPageStructure, moveTo } from "@/features/accessibility/page-structure";

function page(html: string) {
  document.body.innerHTML = html;
  return collectPageStructure(document);
}

const labels = (items: readonly { label: string }[]) => items.map((item) => item.label);

describe("collectPageStructure", () => {
  it("lists landmarks in document order with their names", () => {
    const { landmarks } = page(`
      <header><nav aria-label="Main"><a href="/">Home</a></nav></header>
      <main id="main-content">
        <section aria-labelledby="plans-title"><h2 id="plans-title">Plans  and   prices</h2></section>
        <section><h2>Unnamed sections are not landmarks</h2></section>
        <article><header>An article's header is no banner</header><footer>nor its footer a contentinfo</footer></article>
        <aside aria-label="Related"></aside>
        <form aria-label="Delegation request"></form>
        <form></form>
        <div role="search"></div>
      </main>
      <footer><nav aria-labelledby="col"><h2 id="col">Roles</h2></nav></footer>`);
    expect(labels(landmarks)).toEqual([
      "Site header",
      "Navigation: Main",
      "Main content",
      "Section: Plans and prices",
      "Related content: Related",
      "Form: Delegation request",
      "Search",
      "Site footer",
      "Navigation: Roles",
    ]);
  });

  it("lists headings with their levels, aria headings included, and skips empty ones", () => {
    const { headings } = page(`
      <h1>Pricing</h1><h2>Plans</h2><h3> Part-time </h3><h2></h2>
      <div role="heading" aria-level="4">Small print</div><div role="heading">No level</div>`);
    expect(headings.map((item) => [item.level, item.label])).toEqual([
      [1, "Pricing"],
      [2, "Plans"],
      [3, "Part-time"],
      [4, "Small print"],
      [2, "No level"],
    ]);
  });

  it("leaves out hidden content and the site's own dialogs, but not the page a dialog made inert", () => {
    const { headings, landmarks } = page(`
      <h2 hidden>Hidden</h2>
      <div aria-hidden="true"><h2>Decorative</h2></div>
      <div inert><nav aria-label="Behind the navigator"></nav></div>
      <div role="dialog"><h2>Keyboard shortcuts</h2><nav aria-label="In a dialog"></nav></div>
      <h2>Shown</h2>`);
    expect(labels(headings)).toEqual(["Shown"]);
    expect(labels(landmarks)).toEqual(["Navigation: Behind the navigator"]);
  });
});

describe("moveTo", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it("focuses a heading, making it focusable without adding it to the Tab order", () => {
    document.body.innerHTML = `<h2 id="target">Plans</h2>`;
    const heading = document.getElementById("target")!;
    moveTo(heading);
    expect(heading).toHaveAttribute("tabindex", "-1");
    expect(heading).toHaveFocus();
    expect(heading.scrollIntoView).toHaveBeenCalledWith({ block: "start" });
  });

  it("leaves an element that is already focusable as it is", () => {
    document.body.innerHTML = `<main id="m" tabindex="-1"></main><a id="a" href="/x">Link</a>`;
    moveTo(document.getElementById("a")!);
    expect(document.getElementById("a")).not.toHaveAttribute("tabindex");
    expect(document.getElementById("a")).toHaveFocus();
  });
});
