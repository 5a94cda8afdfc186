import { normalizeWhitespace } from "./chunk-text";
import { HOVER_MAX_IGNORED_LENGTH } from "./speech-constants";

const INTERACTIVE_ROLES = [
  "button",
  "link",
  "checkbox",
  "radio",
  "switch",
  "tab",
  "menuitem",
  "menuitemcheckbox",
  "menuitemradio",
  "option",
  "slider",
  "spinbutton",
  "combobox",
  "textbox",
  "searchbox",
  "scrollbar",
  "treeitem",
];

/** Controls hover-to-read leaves alone, so resting on them never speaks and a click stays a click. */
export const INTERACTIVE_SELECTOR = [
  "a",
  "button",
  "input",
  "select",
  "textarea",
  "summary",
  "option",
  "[contenteditable]:not([contenteditable='false'])",
  ...INTERACTIVE_ROLES.map((role) => `[role='${role}']`),
].join(",");

/** Inline phrasing elements: resting on one reads its whole sentence block instead. */
const INLINE_SELECTOR = "span,strong,em,b,i,u,small,mark,abbr,cite,code,q,sub,sup,time,kbd,var,dfn,s,data";

/** True for an interactive element or anything inside one. */
export function isInsideInteractive(element: Element): boolean {
  return element.closest(INTERACTIVE_SELECTOR) !== null;
}

/** True when the element itself holds visible words, not only child elements and layout space. */
function hasOwnText(element: Element): boolean {
  for (const child of element.childNodes) {
    if (child.nodeType === 3 && child.nodeValue && child.nodeValue.trim() !== "") return true;
  }
  return false;
}

/**
 * The element hover-to-read would speak for a pointer resting on target, or null.
 * Inline pieces resolve to their block so a bold word reads its whole sentence;
 * containers without their own text (the gap between paragraphs) read nothing.
 */
export function hoverReadableElement(target: Element | null): Element | null {
  if (!target || isInsideInteractive(target)) return null;
  if (target.closest("[aria-hidden='true'],[data-speech-skip]")) return null;
  if (!hasOwnText(target)) return null;
  let element: Element = target;
  while (element.matches(INLINE_SELECTOR) && element.parentElement && element.parentElement !== element.ownerDocument.body) {
    element = element.parentElement;
  }
  return hoverText(element) === null ? null : element;
}

/** The words hover-to-read says for element, or null when there are 2 characters or fewer. */
export function hoverText(element: Element): string | null {
  const text = normalizeWhitespace(element.textContent ?? "");
  return text.length > HOVER_MAX_IGNORED_LENGTH ? text : null;
}
