/**
 * The id of the floating settings button. Links to `#accessibility-settings` (the skip link, the
 * accessibility statement) open the panel; without scripts they still lead to the button.
 */
export const settingsTargetId = "accessibility-settings";
