/** Placeholder until the settings model lands: applies stored accessibility settings before first paint. */
export function AccessibilityHeadScript() {
  return null;
}
