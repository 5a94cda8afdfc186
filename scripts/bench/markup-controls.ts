import path from "node:path";
import { startNextApp, type ThrowawayNextApp } from "./empty-next-page";

/**
 * Controls for Lighthouse: a served page's own markup on an empty Next.js page, first bare, then with the
 * page's stylesheet and the fonts it names. Beside the empty page and the real route, in the same run,
 * they split a route's distance from the empty page into what its content costs, what its styles and
 * fonts add, and what is left for its scripts and head script.
 */
export interface PageParts {
  /** The body's markup with every script, style, template and link taken out. */
  readonly markup: string;
  /** The inline stylesheet(s), with font addresses moved under /media/ (the control's public folder). */
  readonly css: string;
  /** The root element's class (where next/font puts its font variable). */
  readonly htmlClass: string;
  /** The font files the stylesheet names, by file name, to be copied from the site's build. */
  readonly fontFiles: readonly string[];
}

const builtMedia = "/_next/static/media/";

export function pageParts(html: string): PageParts {
  const bodyStart = html.indexOf("<body");
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyStart < 0 || bodyEnd < bodyStart) throw new Error("The page has no <body>");
  const body = html.slice(html.indexOf(">", bodyStart) + 1, bodyEnd);
  const markup = body
    .replace(/<script\b[\s\S]*?<\/script>/g, "")
    .replace(/<style\b[\s\S]*?<\/style>/g, "")
    .replace(/<template\b[\s\S]*?<\/template>/g, "")
    .replace(/<link\b[^>]*>/g, "");
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? "").join("\n");
  const fontFiles = [...new Set([...styles.matchAll(/\/_next\/static\/media\/([\w.-]+\.woff2?)/g)].map((match) => match[1] ?? ""))];
  const htmlClass = /<html\b[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? "";
  return { markup, css: styles.split(builtMedia).join("/media/"), htmlClass, fontFiles };
}

export type ControlKind = "markup" | "styled";

export const controlLabels: Record<ControlKind, (route: string) => string> = {
  markup: (route) => `${route}'s markup on an empty Next.js page`,
  styled: (route) => `${route}'s markup, stylesheet and fonts on an empty Next.js page`,
};

/** The app's layout and page for one control: the markup as a static string, the stylesheet inline. */
export function controlAppFiles(parts: PageParts, kind: ControlKind): Record<string, string> {
  const styled = kind === "styled";
  return {
    "app/parts.ts": [`export const markup = ${JSON.stringify(parts.markup)};`, `export const css = ${JSON.stringify(styled ? parts.css : "")};`].join("\n"),
    "app/layout.tsx": [
      'import { css } from "./parts";',
      'export const metadata = { title: "Control page", description: "A page\'s markup on an empty Next.js page." };',
      "export default function RootLayout({ children }: { children: React.ReactNode }) {",
      `  return <html lang="en"${styled ? ` className=${JSON.stringify(parts.htmlClass)}` : ""}><head>{css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}</head><body>{children}</body></html>;`,
      "}",
    ].join("\n"),
    "app/page.tsx": 'import { markup } from "./parts";\nexport default function Page() {\n  return <div dangerouslySetInnerHTML={{ __html: markup }} />;\n}',
  };
}

/** Builds and serves one control of a page, with the fonts copied from the site's build folder. */
export function startControl(env: NodeJS.ProcessEnv, parts: PageParts, kind: ControlKind, distDir: string): Promise<ThrowawayNextApp> {
  const fonts = kind === "styled" ? parts.fontFiles : [];
  const copies = Object.fromEntries(fonts.map((file) => [`public/media/${file}`, path.join(distDir, "static", "media", file)]));
  return startNextApp(env, controlAppFiles(parts, kind), copies);
}
