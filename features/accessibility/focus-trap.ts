/** Where Tab should go inside a modal dialog: wrap at either end, otherwise let the browser move focus. */
export function wrapTarget<T>(focusables: readonly T[], active: T | null, backwards: boolean): T | null {
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (first === undefined || last === undefined) return null;
  const index = active === null ? -1 : focusables.indexOf(active);
  if (index === -1) return backwards ? last : first;
  if (backwards && index === 0) return last;
  if (!backwards && index === focusables.length - 1) return first;
  return null;
}

export const focusableSelector = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Radio groups are one Tab stop: only the checked radio (or the first, when none is) takes part. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  const all = Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
  return all.filter((element) => {
    if (!(element instanceof HTMLInputElement) || element.type !== "radio" || !element.name) return true;
    const group = all.filter(
      (other): other is HTMLInputElement => other instanceof HTMLInputElement && other.type === "radio" && other.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  });
}
