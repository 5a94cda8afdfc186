/**
 * One e-mail written once, as headings, paragraphs, fact tables and lists, and rendered twice: the plain
 * text part and the HTML part. Both come from the same blocks, so they can never say different things, and
 * every string reaches the HTML through one escape, so nothing a visitor typed can become markup.
 *
 * The HTML is what mail clients handle well and assistive technology reads well: a real document (lang,
 * title), one h1 and h2 sections, tables only for label and value pairs (with row headers), text rather
 * than images, inline styles (clients drop style sheets) in the site's own colors, every pair of which
 * has a contrast of at least 4.5:1, and nothing that needs a script or a web font.
 */

export interface MailContent {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * A run of text; a link whose words say where it goes; or words kept on one line (a reference such as
 * DR-GKP642 split at its hyphen reads as two things).
 */
export type Inline = string | { readonly text: string; readonly href: string } | { readonly text: string; readonly nowrap: true };

export interface MailFact {
  readonly label: string;
  readonly value: string;
}

export type MailBlock =
  | { readonly kind: "paragraph"; readonly content: readonly Inline[]; readonly emphasis?: "callout" | "quiet" }
  | { readonly kind: "facts"; readonly caption: string; readonly facts: readonly MailFact[] }
  | { readonly kind: "steps"; readonly items: readonly string[] }
  /** The one thing the reader is asked to do, drawn as a button; a link all the same. */
  | { readonly kind: "action"; readonly text: string; readonly href: string };

export interface MailSection {
  /** An h2; the first section may go without one, straight under the h1. */
  readonly heading?: string;
  readonly blocks: readonly MailBlock[];
}

export interface MailDocument {
  readonly subject: string;
  /** Above the h1, small: who the e-mail is from, as text rather than a logo image. */
  readonly brand: string;
  readonly heading: string | readonly Inline[];
  readonly sections: readonly MailSection[];
  /** Below the card: why the reader received this, and who sent it. */
  readonly footer: readonly (readonly Inline[])[];
}

function inlines(content: string | readonly Inline[]): readonly Inline[] {
  return typeof content === "string" ? [content] : content;
}

export function paragraph(...content: Inline[]): MailBlock {
  return { kind: "paragraph", content };
}

const htmlEscapes: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for an element's content and a quoted attribute alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character]!);
}

/** Links are ours (mailto:, http:, https:); anything else is a bug, refused before it reaches an inbox. */
function checkedHref(href: string): string {
  const protocol = new URL(href).protocol;
  if (protocol !== "https:" && protocol !== "http:" && protocol !== "mailto:") throw new RangeError(`A mail link may not use ${protocol}`);
  return href;
}

// The site's own tokens (app/styles/tokens.css), light theme: mail clients offer no dark variant we could trust.
const color = {
  page: "#f4f6fb",
  card: "#ffffff",
  text: "#13203b",
  heading: "#0d1a33",
  muted: "#46536b",
  link: "#1d4ed8",
  border: "#d5dceb",
  callout: "#e6ecf6",
} as const;

const font = "Arial, Helvetica, sans-serif";

const style = {
  body: `margin:0;padding:0;background-color:${color.page};`,
  wrapper: `background-color:${color.page};padding:24px 12px;`,
  card: `max-width:600px;margin:0 auto;background-color:${color.card};border:1px solid ${color.border};border-radius:8px;padding:28px 24px;font-family:${font};font-size:16px;line-height:1.5;color:${color.text};overflow-wrap:anywhere;`,
  brand: `margin:0 0 8px;font-size:14px;font-weight:bold;letter-spacing:0.02em;color:${color.muted};`,
  h1: `margin:0 0 20px;font-size:24px;line-height:1.25;color:${color.heading};`,
  h2: `margin:28px 0 12px;font-size:19px;line-height:1.3;color:${color.heading};`,
  paragraph: "margin:0 0 14px;",
  callout: `margin:0 0 14px;padding:12px 16px;background-color:${color.callout};border-left:4px solid ${color.link};border-radius:4px;`,
  quiet: `margin:0 0 14px;font-size:14px;color:${color.muted};`,
  table: "width:100%;border-collapse:collapse;margin:0 0 14px;",
  caption: `text-align:left;font-size:14px;color:${color.muted};padding:0 0 6px;`,
  th: `text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-top:1px solid ${color.border};font-weight:bold;width:38%;color:${color.heading};`,
  td: `text-align:left;vertical-align:top;padding:8px 0;border-top:1px solid ${color.border};`,
  list: "margin:0 0 14px;padding-left:24px;",
  item: "margin:0 0 8px;",
  link: `color:${color.link};text-decoration:underline;`,
  action: `display:inline-block;background-color:${color.link};color:${color.card};font-weight:bold;text-decoration:none;padding:10px 18px;border-radius:6px;`,
  nowrap: "white-space:nowrap;",
  footer: `max-width:600px;margin:16px auto 0;font-family:${font};font-size:14px;line-height:1.5;color:${color.muted};`,
  footerParagraph: "margin:0 0 8px;",
} as const;

function inlineHtml(content: readonly Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return escapeHtml(part);
      if ("nowrap" in part) return `<span style="${style.nowrap}">${escapeHtml(part.text)}</span>`;
      return `<a href="${escapeHtml(checkedHref(part.href))}" style="${style.link}">${escapeHtml(part.text)}</a>`;
    })
    .join("");
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph": {
      const css = block.emphasis === "callout" ? style.callout : block.emphasis === "quiet" ? style.quiet : style.paragraph;
      return `<p style="${css}">${inlineHtml(block.content)}</p>`;
    }
    case "facts": {
      const rows = block.facts
        .map((fact) => `<tr><th scope="row" style="${style.th}">${escapeHtml(fact.label)}</th><td style="${style.td}">${escapeHtml(fact.value)}</td></tr>`)
        .join("\n");
      return `<table style="${style.table}">\n<caption style="${style.caption}">${escapeHtml(block.caption)}</caption>\n<tbody>\n${rows}\n</tbody>\n</table>`;
    }
    case "steps":
      return `<ol style="${style.list}">\n${block.items.map((item) => `<li style="${style.item}">${escapeHtml(item)}</li>`).join("\n")}\n</ol>`;
    case "action":
      return `<p style="${style.paragraph}"><a href="${escapeHtml(checkedHref(block.href))}" style="${style.action}">${escapeHtml(block.text)}</a></p>`;
  }
}

export function renderHtml(document: MailDocument): string {
  const sections = document.sections
    .map((section) => {
      const heading = section.heading ? `<h2 style="${style.h2}">${escapeHtml(section.heading)}</h2>\n` : "";
      return heading + section.blocks.map(blockHtml).join("\n");
    })
    .join("\n");
  const footer = document.footer.map((line) => `<p style="${style.footerParagraph}">${inlineHtml(line)}</p>`).join("\n");
  return [
    "<!DOCTYPE html>",
    '<html lang="en-US" dir="ltr">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(document.subject)}</title>`,
    "</head>",
    `<body style="${style.body}">`,
    // A mail client puts this inside its own page: the role and label keep it one named message there.
    `<div role="article" aria-roledescription="e-mail" aria-label="${escapeHtml(document.subject)}" lang="en-US" dir="ltr" style="${style.wrapper}">`,
    `<div style="${style.card}">`,
    `<p style="${style.brand}">${escapeHtml(document.brand)}</p>`,
    `<h1 style="${style.h1}">${inlineHtml(inlines(document.heading))}</h1>`,
    sections,
    "</div>",
    `<div style="${style.footer}">`,
    footer,
    "</div>",
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}

function inlineText(content: readonly Inline[]): string {
  return content
    .map((part) => {
      if (typeof part === "string") return part;
      if ("nowrap" in part) return part.text;
      const bare = part.href.startsWith("mailto:") ? part.href.slice("mailto:".length) : part.href;
      // Plain text cannot hide an address behind words, so a link whose words are not its address shows both.
      return part.text === bare ? part.text : `${part.text} (${bare})`;
    })
    .join("");
}

function underline(heading: string, character: string): string {
  return `${heading}\n${character.repeat(heading.length)}`;
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return inlineText(block.content);
    case "facts":
      return block.facts.map((fact) => `${fact.label}: ${fact.value}`).join("\n");
    case "steps":
      return block.items.map((item, index) => `${index + 1}. ${item}`).join("\n");
    case "action":
      return inlineText([{ text: block.text, href: block.href }]);
  }
}

export function renderText(document: MailDocument): string {
  const parts = [document.brand, underline(inlineText(inlines(document.heading)), "=")];
  for (const section of document.sections) {
    if (section.heading) parts.push(underline(section.heading, "-"));
    parts.push(...section.blocks.map(blockText));
  }
  parts.push(document.footer.map(inlineText).join("\n"));
  return `${parts.join("\n\n")}\n`;
}

export function renderMail(document: MailDocument): MailContent {
  return { subject: document.subject, text: renderText(document), html: renderHtml(document) };
}
