import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { DelegationForm } from "@/features/delegation/components/delegation-form";
import { emptyFormValues } from "@/features/delegation/form-values";
import { timeZoneOptions } from "@/platform/business-hours/time-zones";
import { formChoices } from "@/features/delegation/form-choices";
import type { FormState } from "@/features/delegation/submit-state";

// Counts the evaluations of the summary's module (on globalThis: the factory may run before this file's
// own statements, if the form ever imports it statically). It must not be part of the form's first load.
type Counter = { summaryLoads?: number };
const summaryLoads = () => (globalThis as Counter).summaryLoads ?? 0;
jest.mock("@/features/delegation/submission-summary", () => {
  const counter = globalThis as Counter;
  counter.summaryLoads = (counter.summaryLoads ?? 0) + 1;
  return jest.requireActual("@/features/delegation/submission-summary");
});

const editing: FormState = { status: "editing", token: "token-1", values: emptyFormValues() };

describe("DelegationForm and the sent-request summary's code", () => {
  it("leaves it out of the page's load and fetches it when the visitor first enters the form", async () => {
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn(async (state: FormState) => state)} initialState={editing} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(summaryLoads()).toBe(0);

    fireEvent.focusIn(screen.getByLabelText("Full name"));
    await waitFor(() => expect(summaryLoads()).toBe(1));
  });
});

describe("DelegationForm entered before it hydrated", () => {
  it("starts the form's checks for a visitor already in a field when the page hydrates", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("@testing-library/react");
    const form = <DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn(async (state: FormState) => state)} initialState={editing} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(form);
    document.body.appendChild(container);
    // The server's markup takes focus before React listens to anything.
    const name = container.querySelector('input[name="fullName"]') as HTMLInputElement;
    name.focus();
    await act(async () => {
      hydrateRoot(container, form);
    });
    // Leaving a changed field, with no other focus to start them, is checked only if hydration started the checks.
    await act(async () => {
      fireEvent.change(name, { target: { value: " " } });
      name.blur();
    });
    await waitFor(() => expect(container.textContent).toContain("Enter your full name"));
  });
});
