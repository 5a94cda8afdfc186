import { createListeners } from "@/platform/browser/listeners";

describe("createListeners", () => {
  it("calls each subscribed listener once per change, and no longer after it unsubscribes", () => {
    const listeners = createListeners();
    const calls: string[] = [];
    const a = () => calls.push("a");
    const unsubscribeA = listeners.subscribe(a);
    listeners.subscribe(a);
    listeners.subscribe(() => calls.push("b"));
    listeners.notify();
    expect(calls).toEqual(["a", "b"]);
    unsubscribeA();
    listeners.notify();
    expect(calls).toEqual(["a", "b", "b"]);
  });

  it("still reaches every listener when one unsubscribes another while being called", () => {
    const listeners = createListeners();
    const calls: string[] = [];
    let unsubscribeSecond = () => {};
    listeners.subscribe(() => {
      calls.push("first");
      unsubscribeSecond();
    });
    unsubscribeSecond = listeners.subscribe(() => calls.push("second"));
    listeners.notify();
    expect(calls).toEqual(["first", "second"]);
    listeners.notify();
    expect(calls).toEqual(["first", "second", "first"]);
  });
});
