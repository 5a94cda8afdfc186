import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DelegationForm } from "@/features/delegation/components/delegation-form";
import { emptyFormValues } from "@/features/delegation/form-values";
import { summaryStorageKey } from "@/features/delegation/submission-summary";
import { timeZoneOptions } from "@/platform/business-hours/time-zones";
import { formChoices } from "@/features/delegation/form-choices";
import type { FormState } from "@/features/delegation/submit-state";

// The browser-side checks fail to load (offline, or a deploy swapped the chunks).
jest.mock("@/features/delegation/components/delegation-form-control", () => {
  throw new Error("chunk failed to load");
});

jest.setTimeout(30_000);

const editing: FormState = { status: "editing", token: "token-1", values: emptyFormValues() };

describe("DelegationForm without its browser-side checks", () => {
  it("still sends the form, and the server's verdict decides", async () => {
    const action = jest.fn<Promise<FormState>, [FormState, FormData]>(async (state) => state);
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={{ status: "editing", token: "token-1", values: emptyFormValues() }} />);
    await userEvent.type(screen.getByLabelText("Full name"), "Jane");
    await userEvent.click(screen.getByRole("button", { name: "Send my request" }));

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const [, posted] = action.mock.calls[0]!;
    expect(posted.get("fullName")).toBe("Jane");
    expect(posted.get("formToken")).toBe("token-1");
  });

  it("sends where the visit came from beside the form, as only the page's script can tell", async () => {
    window.history.replaceState(null, "", "/delegation-tasks-guide/form?utm_source=news&utm_campaign=spring&gclid=1");
    try {
      const action = jest.fn<Promise<FormState>, [FormState, FormData]>(async (state) => state);
      render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={editing} />);
      await userEvent.click(screen.getByRole("button", { name: "Send my request" }));
      await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
      const [, posted] = action.mock.calls[0]!;
      expect(posted.get("formVisit")).toBe("utm_source=news&utm_campaign=spring");
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });

  it("sends once however often the visitor presses send while the checks are on their way", async () => {
    const action = jest.fn<Promise<FormState>, [FormState, FormData]>(async (state) => state);
    const { container } = render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={{ status: "editing", token: "token-1", values: emptyFormValues() }} />);
    const form = container.querySelector("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("remembers what it sends in this tab, and forgets it when the server answers with errors", async () => {
    window.sessionStorage.clear();
    let answer = () => undefined as void;
    // What this tab holds when the action starts: the summary must be written before the request goes.
    let storedWhenSent: string | null = null;
    const action = jest.fn(
      (state: FormState) =>
        new Promise<FormState>((resolve) => {
          storedWhenSent = window.sessionStorage.getItem(summaryStorageKey);
          answer = () => resolve({ ...state, status: "error", fieldErrors: { email: "Enter your work e-mail" }, formError: null });
        }),
    );
    const { container } = render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={editing} />);
    fireEvent.change(screen.getByLabelText("Full name"), { target: { value: "Jane Summary" } });
    fireEvent.submit(container.querySelector("form")!);
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));

    const stored = JSON.parse(storedWhenSent ?? "null") as { items: { label: string; value: string }[] };
    expect(stored.items).toContainEqual({ label: "Full name", value: "Jane Summary" });
    expect(window.localStorage.getItem(summaryStorageKey)).toBeNull();

    await act(async () => answer());
    await screen.findByRole("link", { name: "Enter your work e-mail" });
    // The summary's code arrives on demand, so forgetting may come a moment after the errors show.
    await waitFor(() => expect(window.sessionStorage.getItem(summaryStorageKey)).toBeNull());
  });
});
