/** Placeholder until speech lands: the keyboard shortcuts help box (F1) and its listeners. */
export function KeyboardShortcutsSlot() {
  return null;
}
