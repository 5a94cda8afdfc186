import { createOpenState } from "./open-state";

/** Whether the page structure navigator is open; opened from its floating button or from the panel. */
export const pageStructureNavigator = createOpenState();
