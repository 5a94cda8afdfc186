/**
 * The names of the floating buttons every page carries. Kept apart from the panel's copy, which
 * loads with the panel: every page would otherwise download every hint the panel shows.
 */
export const shellLabels = {
  settingsButton: "Accessibility settings",
  pageStructureButton: "Page structure",
} as const;
