import { collectPageChunks, collectReadableBlocks, isHiddenElement } from "@/features/accessibility/speech/readable-content";

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<header><nav><a href="/pricing">Pricing</a></nav></header><main id="main-content">${html}</main><footer>Footer text</footer>`;
  return document.getElementById("main-content") as HTMLElement;
}

describe("collectReadableBlocks", () => {
  it("reads main only, in document order, with headings and list items as sentences", () => {
    const main = mainWith(`
      <h1>Elite talent</h1>
      <p>We vet <strong>everyone</strong>. Really.</p>
      <ul><li>Paid media</li><li>SEO!</li></ul>`);
    expect(collectReadableBlocks(main).map((block) => block.text)).toEqual([
      "Elite talent.",
      "We vet everyone. Really.",
      "Paid media.",
      "SEO!",
    ]);
  });

  it("skips navigation, hidden text, form values and marked chrome", () => {
    const main = mainWith(`
      <nav aria-label="On this page"><a href="#a">Jump</a></nav>
      <p hidden>Hidden attribute</p>
      <p aria-hidden="true">Decorative</p>
      <p style="display:none">Not displayed</p>
      <div style="visibility:hidden"><p>Invisible</p></div>
      <textarea>Typed value</textarea>
      <select><option>Option text</option></select>
      <div data-speech-skip><button>Read page</button></div>
      <svg><title>Icon</title></svg>
      <p>Visible</p>`);
    expect(collectReadableBlocks(main).map((block) => block.text)).toEqual(["Visible"]);
  });

  it("keeps text around a nested block in order and treats <br> as a space", () => {
    const main = mainWith(`<div>Intro <p>Middle</p> outro</div><p>Line one<br>Line two</p>`);
    expect(collectReadableBlocks(main).map((block) => block.text)).toEqual([
      "Intro",
      "Middle",
      "outro",
      "Line one Line two",
    ]);
  });

  it("remembers the element of each block for the highlight", () => {
    const main = mainWith(`<h2 id="h">Roles</h2>`);
    const [block] = collectReadableBlocks(main);
    expect(block?.element).toBe(document.getElementById("h"));
  });
});

describe("collectPageChunks", () => {
  it("splits long blocks into sentence chunks that point at their block", () => {
    const main = mainWith(`<p id="p">First sentence here. Second sentence here.</p>`);
    const chunks = collectPageChunks(main, 30);
    expect(chunks.map((chunk) => chunk.text)).toEqual(["First sentence here.", "Second sentence here."]);
    expect(chunks.every((chunk) => chunk.element === document.getElementById("p"))).toBe(true);
  });
});

describe("isHiddenElement", () => {
  it("sees inert and hidden subtrees", () => {
    document.body.innerHTML = `<div inert id="a">x</div><div id="b">y</div>`;
    expect(isHiddenElement(document.getElementById("a") as Element)).toBe(true);
    expect(isHiddenElement(document.getElementById("b") as Element)).toBe(false);
  });
});
