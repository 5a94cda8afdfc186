/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * The stylesheets use no CSS nesting: a rule sits at the top level or inside an at-rule (@media, @container,
 * @supports, @layer, @font-face, @keyframes, …). A rule missing its closing brace is still valid CSS, but every
 * rule after it becomes nested under its selector and silently stops applying (the second factor's QR code lost
 * its white ground this way). Found by reading the blocks, so the file and line of the unclosed rule are named.
 */

const stylesDir = path.join(process.cwd(), "app", "styles");

interface Block {
  readonly kind: "at-rule" | "rule";
  readonly prelude: string;
  readonly line: number;
}

/** The nested rules in `css`: each rule's prelude and line, with the rule it sits in. */
function nestedRules(css: string): { readonly rule: string; readonly line: number; readonly inside: string; readonly insideLine: number }[] {
  const found: { rule: string; line: number; inside: string; insideLine: number }[] = [];
  const stack: Block[] = [];
  let prelude = "";
  let line = 1;
  let preludeLine = 1;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index]!;
    if (char === "/" && css[index + 1] === "*") {
      const end = css.indexOf("*/", index + 2);
      const comment = css.slice(index, end === -1 ? css.length : end + 2);
      line += comment.split("\n").length - 1;
      index += comment.length - 1;
      continue;
    }
    if (char === '"' || char === "'") {
      let end = index + 1;
      while (end < css.length && css[end] !== char) end += css[end] === "\\" ? 2 : 1;
      prelude += css.slice(index, end + 1);
      index = end;
      continue;
    }
    if (char === "\n") line += 1;
    if (char === "{") {
      const text = prelude.trim();
      const kind = text.startsWith("@") ? "at-rule" : "rule";
      const parent = stack.at(-1);
      // A keyframe's steps (from, to, 50%) are rules inside an at-rule, not nesting.
      if (kind === "rule" && parent?.kind === "rule") found.push({ rule: text, line: preludeLine, inside: parent.prelude, insideLine: parent.line });
      stack.push({ kind, prelude: text, line: preludeLine });
      prelude = "";
    } else if (char === "}") {
      stack.pop();
      prelude = "";
    } else if (char === ";") {
      prelude = "";
    } else {
      if (prelude.trim() === "" && char.trim() !== "") preludeLine = line;
      prelude += char;
    }
  }
  return found;
}

describe("the stylesheets", () => {
  const files = readdirSync(stylesDir).filter((name) => name.endsWith(".css"));

  it("are all read", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files)("%s nests no rule inside another (an unclosed rule would)", (name) => {
    const css = readFileSync(path.join(stylesDir, name), "utf8");
    expect(nestedRules(css).map(({ rule, line, inside, insideLine }) => `line ${line}: "${rule}" inside "${inside}" (line ${insideLine})`)).toEqual([]);
  });

  it("finds a rule left open, and reads at-rules, keyframes, comments and strings as no nesting", () => {
    const open = ".a {\n  color: red;\n/* a } in a comment */\n.b {\n  content: \"}\";\n}\n";
    expect(nestedRules(open)).toEqual([{ rule: ".b", line: 4, inside: ".a", insideLine: 1 }]);
    const fine = "@media (min-width: 1px) {\n  .a { color: red; }\n}\n@keyframes spin {\n  to { transform: rotate(1turn); }\n}\n.b { content: '{'; }\n";
    expect(nestedRules(fine)).toEqual([]);
  });
});
