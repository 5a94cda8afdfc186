/**
 * The page structure navigator's model: the page's landmarks and headings, read from the live DOM in
 * document order, each with the label the navigator shows and the element to move to.
 */
export interface StructureItem {
  readonly label: string;
  /** 1–6 for headings, 0 for landmarks. */
  readonly level: number;
  readonly element: HTMLElement;
}

export interface PageStructure {
  readonly landmarks: readonly StructureItem[];
  readonly headings: readonly StructureItem[];
}

type LandmarkRole = "banner" | "navigation" | "main" | "complementary" | "region" | "search" | "form" | "contentinfo";

export const landmarkLabels: Readonly<Record<LandmarkRole, string>> = {
  banner: "Site header",
  navigation: "Navigation",
  main: "Main content",
  complementary: "Related content",
  region: "Section",
  search: "Search",
  form: "Form",
  contentinfo: "Site footer",
};

const landmarkRoles = new Set<string>(Object.keys(landmarkLabels));

const candidates = [
  "header",
  "footer",
  "main",
  "nav",
  "aside",
  "section[aria-label]",
  "section[aria-labelledby]",
  "form[aria-label]",
  "form[aria-labelledby]",
  "search",
  ...[...landmarkRoles].map((role) => `[role="${role}"]`),
].join(",");

const headingSelector = "h1,h2,h3,h4,h5,h6,[role='heading']";

/** Sectioning elements that keep a header or footer from being the page's banner or contentinfo. */
const sectioning = "article,aside,main,nav,section";

function collapse(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

function accessibleName(element: HTMLElement): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy) {
    const text = labelledBy
      .split(/\s+/)
      .map((id) => collapse(element.ownerDocument.getElementById(id)?.textContent))
      .filter(Boolean)
      .join(" ");
    if (text) return text;
  }
  return collapse(element.getAttribute("aria-label"));
}

function landmarkRole(element: HTMLElement): LandmarkRole | null {
  const explicit = element.getAttribute("role");
  if (explicit) return landmarkRoles.has(explicit) ? (explicit as LandmarkRole) : null;
  switch (element.localName) {
    case "header":
      return element.parentElement?.closest(sectioning) ? null : "banner";
    case "footer":
      return element.parentElement?.closest(sectioning) ? null : "contentinfo";
    case "main":
      return "main";
    case "nav":
      return "navigation";
    case "aside":
      return "complementary";
    case "search":
      return "search";
    case "section":
      return accessibleName(element) ? "region" : null;
    case "form":
      return accessibleName(element) ? "form" : null;
    default:
      return null;
  }
}

/**
 * Hidden content, and the site's own dialogs, are not part of the page's structure. Inert content is:
 * the page is inert only while one of those dialogs (this navigator included) is open over it.
 */
function isListed(element: HTMLElement): boolean {
  if (element.closest("[hidden],[aria-hidden='true'],[role='dialog']")) return false;
  return typeof element.checkVisibility === "function" ? element.checkVisibility() : true;
}

function headingLevel(element: HTMLElement): number {
  const match = /^h([1-6])$/.exec(element.localName);
  if (match) return Number(match[1]);
  const level = Number(element.getAttribute("aria-level"));
  return Number.isInteger(level) && level >= 1 && level <= 6 ? level : 2;
}

export function collectPageStructure(doc: Document): PageStructure {
  const landmarks: StructureItem[] = [];
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>(candidates))) {
    const role = landmarkRole(element);
    if (!role || !isListed(element)) continue;
    const name = accessibleName(element);
    landmarks.push({ label: name ? `${landmarkLabels[role]}: ${name}` : landmarkLabels[role], level: 0, element });
  }
  const headings: StructureItem[] = [];
  for (const element of Array.from(doc.querySelectorAll<HTMLElement>(headingSelector))) {
    const label = collapse(element.textContent);
    if (!label || !isListed(element)) continue;
    headings.push({ label, level: headingLevel(element), element });
  }
  return { landmarks, headings };
}

/**
 * Moves the visitor to an item: scrolled to the top of the view (below the sticky header, which the
 * root's scroll padding allows for) and focused, so the next Tab continues from there.
 */
export function moveTo(element: HTMLElement): void {
  if (!element.isConnected) return;
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.scrollIntoView({ block: "start" });
  element.focus({ preventScroll: true });
}
