import { createVisitorGate } from "@/features/outbox/visitor-gate";

describe("the visitor gate: mail waits for visitors, never for long", () => {
  afterEach(() => jest.useRealTimers());

  it("lets a round go at once when no visitor is in flight", async () => {
    const gate = createVisitorGate();
    let went = false;
    await gate.quiet(60_000).then(() => (went = true));
    expect(went).toBe(true);
  });

  it("holds a round until the last visitor in flight is answered", async () => {
    const gate = createVisitorGate();
    const answers: (() => void)[] = [];
    const visit = () => gate.serving(() => new Promise<void>((resolve) => answers.push(resolve)));
    const first = visit();
    const second = visit();
    expect(gate.inFlight()).toBe(2);
    let went = false;
    const round = gate.quiet(60_000).then(() => (went = true));
    answers[0]!();
    await first;
    await Promise.resolve();
    expect(went).toBe(false);
    answers[1]!();
    await second;
    await round;
    expect(went).toBe(true);
    expect(gate.inFlight()).toBe(0);
  });

  it("lets a round go after the longest wait under sustained load", async () => {
    jest.useFakeTimers();
    const gate = createVisitorGate();
    void gate.serving(() => new Promise<void>(() => undefined));
    let went = false;
    const round = gate.quiet(2_000).then(() => (went = true));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(went).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await round;
    expect(went).toBe(true);
  });

  it("counts a visitor whose request failed as answered", async () => {
    const gate = createVisitorGate();
    await expect(gate.serving(() => Promise.reject(new Error("store down")))).rejects.toThrow("store down");
    expect(gate.inFlight()).toBe(0);
  });
});
