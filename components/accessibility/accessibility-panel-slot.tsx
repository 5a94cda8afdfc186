/** Placeholder until the accessibility panel lands: the floating button and its lazily loaded dialog. */
export function AccessibilityPanelSlot() {
  return null;
}
