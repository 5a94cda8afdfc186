/** Whether the accessibility panel is open; the floating Read page button hides while it is. */

let open = false;
const listeners = new Set<() => void>();

export function isPanelOpen(): boolean {
  return open;
}

export function setPanelOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of [...listeners]) listener();
}

export function subscribePanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
