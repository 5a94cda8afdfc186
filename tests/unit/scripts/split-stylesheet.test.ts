import { readFileSync } from "node:fs";
import path from "node:path";
import { generateStylesheets } from "../../../scripts/styles/build-stylesheets";
import { HIDE_UNTIL_LOADED, SHOW_WHEN_LOADED, criticalPart, minifyCss, splitStylesheet, topLevelBlocks, withoutUnreadProperties } from "../../../scripts/styles/split-stylesheet";

describe("splitting the public pages' stylesheet", () => {
  it("minifies without touching selectors' descendant spaces", () => {
    expect(minifyCss("/* why */\n.a  .b ,\n.c > .d {\n  color: red;\n}\n")).toBe(".a .b,.c>.d{color:red}");
  });

  it("reads top-level rules and at-rules by their braces", () => {
    expect(topLevelBlocks(".a{x:1}@media (width>40em){.b{y:2}}").map((block) => block.prelude)).toEqual([".a", "@media (width>40em)"]);
  });

  it("keeps the header's and the hero's rules, in @media too, and leaves the rest of a sheet for the file", () => {
    const css = ".site-header{a:1}.card{b:2}@media (width>40em){.page-hero{c:3}.plan{d:4}}@media print{.faq{e:5}}@container page (width>=80rem){.fab-dock{f:6}.card{g:7}}";
    expect(criticalPart("layout.css", css)).toBe(".site-header{a:1}@media (width>40em){.page-hero{c:3}}@container page (width>=80rem){.fab-dock{f:6}}");
  });

  it("leaves out a rule only saved settings select, even when its :is() lists several", () => {
    expect(criticalPart("themes.css", 'html:is([data-theme="a"],[data-theme="b"]) main a{x:1}.card{y:2}')).toBe(".card{y:2}");
  });

  it("drops the custom properties nothing inlined reads, and what is left empty", () => {
    const css = ":root{--a:1px;--b:var(--c);--c:2px;--d:3px}.x{width:var(--a)}@media (width>1px){:root{--e:4px}}";
    expect(withoutUnreadProperties(css, ".y{height:var(--b)}")).toBe(":root{--a:1px;--b:var(--c);--c:2px}.x{width:var(--a)}");
    expect(withoutUnreadProperties(css, "", ["--d"])).toBe(":root{--a:1px;--d:3px}.x{width:var(--a)}");
  });

  it("keeps every rule of the variables', themes' and buttons' files", () => {
    expect(criticalPart("themes.css", ".card{b:2}")).toBe(".card{b:2}");
  });

  it("hides what the critical part does not style until the file, whose rule comes later, shows it again", () => {
    const { critical, full } = splitStylesheet([{ name: "layout.css", css: ".site-header{a:1}.card{b:2}" }]);
    expect(critical).toBe(`.site-header{a:1}${HIDE_UNTIL_LOADED}`);
    expect(full).toBe(`.site-header{a:1}.card{b:2}${SHOW_WHEN_LOADED}`);
  });

  it("ends the one file with the sheets no first paint needs, none of whose rules is inlined", () => {
    const { critical, full } = splitStylesheet([{ name: "layout.css", css: ".site-header{a:1}" }], [{ name: "forms.css", css: ".container .field{b:2}" }]);
    expect(critical).toBe(`.site-header{a:1}${HIDE_UNTIL_LOADED}`);
    expect(full).toBe(`.site-header{a:1}.container .field{b:2}${SHOW_WHEN_LOADED}`);
  });

  it("serves Inter from public/fonts instead of node_modules, declared inline only: the file leaves @font-face out", () => {
    const { critical, fontFaces, full } = splitStylesheet([
      { name: "tokens.css", css: '@font-face{src:url("../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}:root{--a:1px}.x{width:var(--a)}' },
    ]);
    expect(fontFaces).toBe('@font-face{src:url("/fonts/inter-latin-wght-normal.woff2")}');
    expect(critical).toContain(fontFaces);
    expect(full).toBe(`:root{--a:1px}.x{width:var(--a)}${SHOW_WHEN_LOADED}`);
  });

  it("has its generated files up to date with app/styles (npm run styles writes them)", () => {
    const root = path.resolve(__dirname, "../../..");
    for (const [file, text] of generateStylesheets(root).files) expect([file, readFileSync(path.join(root, file), "utf8")]).toEqual([file, text]);
  });
});
