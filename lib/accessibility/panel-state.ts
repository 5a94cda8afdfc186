import { createOpenState } from "./open-state";

/** Whether the accessibility panel is open; the floating Read page button hides while it is. */
export const settingsPanel = createOpenState();

export const isPanelOpen = settingsPanel.isOpen;
export const setPanelOpen = settingsPanel.setOpen;
export const subscribePanel = settingsPanel.subscribe;
