/** @jest-environment node */
import { settingsPanel } from "@/features/accessibility/shell-dialogs";

describe("the settings panel's open state", () => {
  it("starts closed, notifies on each real change, and unsubscribes", () => {
    expect(settingsPanel.isOpen()).toBe(false);
    const listener = jest.fn();
    const unsubscribe = settingsPanel.subscribe(listener);
    settingsPanel.setOpen(true);
    settingsPanel.setOpen(true);
    expect(settingsPanel.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    settingsPanel.setOpen(false);
    expect(settingsPanel.isOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
