/**
 * Words every page's shell carries: the skip links, the menu button and the names of the floating
 * buttons. Kept apart from the panel's copy, which loads with the panel: every page would otherwise
 * download every hint the panel shows.
 */
export const skipLinks = {
  mainContent: "Skip to main content",
  accessibilitySettings: "Skip to accessibility settings",
} as const;

export const menuLabel = "Menu";

export const shellLabels = {
  settingsButton: "Accessibility settings",
  pageStructureButton: "Page structure",
} as const;
