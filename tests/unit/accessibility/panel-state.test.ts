/** @jest-environment node */
import { isPanelOpen, setPanelOpen, subscribePanel } from "@/lib/accessibility/panel-state";

describe("panel state", () => {
  it("starts closed, notifies on each real change, and unsubscribes", () => {
    expect(isPanelOpen()).toBe(false);
    const listener = jest.fn();
    const unsubscribe = subscribePanel(listener);
    setPanelOpen(true);
    setPanelOpen(true);
    expect(isPanelOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setPanelOpen(false);
    expect(isPanelOpen()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
