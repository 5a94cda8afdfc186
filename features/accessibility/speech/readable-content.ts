import { asSentence, normalizeWhitespace, splitIntoChunks } from "./chunk-text";
import { MAX_CHUNK_LENGTH } from "./speech-constants";

/** One utterance's worth of text and the element to highlight while it is spoken. */
export interface SpeechChunk {
  readonly text: string;
  readonly element?: Element | null;
}

export interface ReadableBlock {
  readonly element: Element;
  readonly text: string;
}

/** Elements whose text forms one unit of reading; headings and list items become their own sentences. */
const BLOCK_SELECTOR =
  "h1,h2,h3,h4,h5,h6,p,li,dt,dd,blockquote,figcaption,caption,th,td,summary,legend,label,pre,address,div,section,article,aside,header,footer,figure,form,fieldset,main";
const OWN_SENTENCE_SELECTOR = "h1,h2,h3,h4,h5,h6,li,dt,dd,th,td,caption,figcaption,summary,legend,label";

/** Never read: not text, navigation rather than content, form values, or marked by a component as chrome. */
const SKIPPED_SELECTOR =
  "script,style,noscript,template,svg,canvas,iframe,nav,[role='navigation'],select,textarea,input,dialog,[role='dialog'],[data-speech-skip]";

/** Hidden from everyone: the attribute, aria-hidden, inert, or not rendered (display/visibility/closed details). */
export function isHiddenElement(element: Element): boolean {
  if (element.hasAttribute("hidden") || element.hasAttribute("inert")) return true;
  if (element.getAttribute("aria-hidden") === "true") return true;
  const withCheck = element as Element & { checkVisibility?: (options?: { visibilityProperty?: boolean }) => boolean };
  if (typeof withCheck.checkVisibility === "function") {
    return !withCheck.checkVisibility({ visibilityProperty: true });
  }
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  const style = view.getComputedStyle(element);
  return style.display === "none" || style.visibility === "hidden";
}

/**
 * The readable text of root in document order, grouped into blocks. Skips navigation,
 * hidden subtrees, form values and anything marked data-speech-skip.
 */
export function collectReadableBlocks(root: Element): ReadableBlock[] {
  const doc = root.ownerDocument;
  // Consecutive text nodes of the same block form one run, so text around a nested block
  // ("intro <p>para</p> outro") keeps its document order.
  const runs: { element: Element; parts: string[] }[] = [];
  const walker = doc.createTreeWalker(root, 0x1 /* SHOW_ELEMENT */ | 0x4 /* SHOW_TEXT */, {
    acceptNode(node) {
      if (node.nodeType !== 1) return 1; /* FILTER_ACCEPT */
      const element = node as Element;
      if (element.matches(SKIPPED_SELECTOR) || isHiddenElement(element)) return 2; /* FILTER_REJECT: skip subtree */
      if (element.tagName === "BR") return 1;
      return 3; /* FILTER_SKIP: look at children */
    },
  });
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === 1) {
      // A line break separates words that markup writes without a space.
      runs.at(-1)?.parts.push(" ");
      continue;
    }
    const parent = node.parentElement;
    if (!parent || !node.nodeValue) continue;
    const block = parent.closest(BLOCK_SELECTOR);
    const owner = block && root.contains(block) ? block : root;
    const last = runs.at(-1);
    if (last && last.element === owner) last.parts.push(node.nodeValue);
    else runs.push({ element: owner, parts: [node.nodeValue] });
  }
  const blocks: ReadableBlock[] = [];
  for (const { element, parts } of runs) {
    const joined = normalizeWhitespace(parts.join(""));
    if (joined === "") continue;
    blocks.push({ element, text: element.matches(OWN_SENTENCE_SELECTOR) ? asSentence(joined) : joined });
  }
  return blocks;
}

/** Splits blocks into sentence-sized chunks, each remembering its block for the highlight. */
export function blocksToChunks(blocks: readonly ReadableBlock[], maxLength: number = MAX_CHUNK_LENGTH): SpeechChunk[] {
  return blocks.flatMap((block) => splitIntoChunks(block.text, maxLength).map((text) => ({ text, element: block.element })));
}

/** Everything Read page says for root, ready for the speech service. */
export function collectPageChunks(root: Element, maxLength: number = MAX_CHUNK_LENGTH): SpeechChunk[] {
  return blocksToChunks(collectReadableBlocks(root), maxLength);
}
