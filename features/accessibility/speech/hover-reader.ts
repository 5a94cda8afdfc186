import { hoverReadableElement, hoverText } from "./hover-rules";
import { HOVER_DELAY_MS } from "./speech-constants";

export interface HoverReaderDeps {
  readonly speak: (text: string, element: Element) => void;
  readonly delayMs?: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

export interface HoverReader {
  /** The pointer entered target (pointerover). */
  pointerOver(target: Element | null): void;
  /** The pointer left an element for related (pointerout); null when it left the page. */
  pointerOut(related: Element | null): void;
  /** Forget any pending read, e.g. when the feature is switched off. */
  cancel(): void;
}

/**
 * Hover-to-read timing: speaks an element once the pointer has rested on it for the delay,
 * and forgets it if the pointer moves away first. Moving within the same element neither
 * restarts the wait nor repeats the reading.
 */
export function createHoverReader(deps: HoverReaderDeps): HoverReader {
  const delayMs = deps.delayMs ?? HOVER_DELAY_MS;
  const setTimer = deps.setTimer ?? ((callback: () => void, ms: number) => setTimeout(callback, ms));
  const clearTimer = deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let current: Element | null = null;
  let timer: unknown = null;

  function clearPending(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
  }

  return {
    pointerOver(target) {
      const element = hoverReadableElement(target);
      if (element !== null && element === current) return;
      clearPending();
      current = element;
      if (element === null) return;
      timer = setTimer(() => {
        timer = null;
        const text = hoverText(element);
        if (text !== null && element.isConnected) deps.speak(text, element);
      }, delayMs);
    },
    pointerOut(related) {
      if (current && related && current.contains(related)) return;
      clearPending();
      current = null;
    },
    cancel() {
      clearPending();
      current = null;
    },
  };
}

/**
 * Wires a hover reader to a document with passive pointer listeners; it never calls
 * preventDefault, so clicks behave exactly as before. Touch is ignored: a tap is not a rest.
 * Returns the function that removes the listeners.
 */
export function attachHoverReader(doc: Document, reader: HoverReader): () => void {
  const isTouch = (event: Event) => (event as PointerEvent).pointerType === "touch";
  const asElement = (target: EventTarget | null): Element | null =>
    target !== null && (target as Node).nodeType === 1 ? (target as Element) : null;
  const onOver = (event: Event) => {
    if (isTouch(event)) return;
    reader.pointerOver(asElement(event.target));
  };
  const onOut = (event: Event) => {
    if (isTouch(event)) return;
    reader.pointerOut(asElement((event as PointerEvent).relatedTarget));
  };
  doc.addEventListener("pointerover", onOver, { passive: true });
  doc.addEventListener("pointerout", onOut, { passive: true });
  return () => {
    doc.removeEventListener("pointerover", onOver);
    doc.removeEventListener("pointerout", onOut);
    reader.cancel();
  };
}
