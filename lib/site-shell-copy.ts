/** Words of the page shell that are not navigation: the skip links and the menu button. */
export const skipLinks = {
  mainContent: "Skip to main content",
  accessibilitySettings: "Skip to accessibility settings",
} as const;

export const menuLabel = "Menu";
