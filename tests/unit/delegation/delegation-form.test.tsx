import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DelegationForm } from "@/components/delegation/delegation-form";
import { emptyFormValues } from "@/lib/delegation/form-values";
import type { FormState } from "@/lib/delegation/submit-state";

// A long form in jsdom on a shared machine: role queries over ~60 controls take seconds.
jest.setTimeout(30_000);

const editing: FormState = { status: "editing", token: "token-1", values: emptyFormValues() };

describe("DelegationForm", () => {
  it("on an empty submit shows and focuses the summary, marks fields invalid and never calls the server", async () => {
    const action = jest.fn(async (state: FormState) => state);
    render(<DelegationForm action={action} initialState={editing} />);
    await userEvent.click(screen.getByRole("button", { name: "Send my request" }));

    const summary = await screen.findByRole("heading", { name: "There is a problem" });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    expect(screen.getByRole("link", { name: "Enter your full name" })).toHaveAttribute("href", "#field-fullName");
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-describedby", "field-fullName-error");
    expect(action).not.toHaveBeenCalled();
  });

  it("shows an error on blur, before any submit", async () => {
    render(<DelegationForm action={jest.fn()} initialState={editing} />);
    await userEvent.type(screen.getByLabelText("Work e-mail"), "not-an-email");
    await userEvent.tab();
    expect(await screen.findByText("Enter an e-mail address like name@company.com")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "There is a problem" })).not.toBeInTheDocument();
  });

  it("renders server errors with everything the visitor typed", () => {
    const state: FormState = {
      status: "error",
      token: "token-2",
      values: { ...emptyFormValues({ roles: ["seo"], tasks: ["seo:on-page"] }), fullName: "Jane", message: "Keep me", consent: true },
      fieldErrors: { email: "Enter your work e-mail" },
      formError: "That was quicker than we expected. Please check your answers and send the form again.",
    };
    const { container } = render(<DelegationForm action={jest.fn()} initialState={state} />);
    expect(screen.getByLabelText("Full name")).toHaveValue("Jane");
    expect(screen.getByLabelText(/Anything else/)).toHaveValue("Keep me");
    expect(screen.getByRole("checkbox", { name: "SEO" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "On-page optimization of existing pages" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: /I agree/ })).toBeChecked();
    expect(screen.getByText(/quicker than we expected/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter your work e-mail" })).toBeInTheDocument();
    expect(container.querySelector('input[name="formToken"]')).toHaveValue("token-2");
  });

  it("starts the time zone at a neutral answer, then the browser's own zone replaces it", () => {
    const zone = jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: "Europe/Warsaw",
    });
    try {
      render(<DelegationForm action={jest.fn()} initialState={editing} />);
      expect(screen.getByLabelText("Your time zone")).toHaveValue("Europe/Warsaw");
    } finally {
      zone.mockRestore();
    }
    expect(editing.values.timeZone).toBe("other");
  });

  it("links the consent label to the privacy policy and hides the honeypot from people", () => {
    const { container } = render(<DelegationForm action={jest.fn()} initialState={editing} />);
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    const honeypot = container.querySelector('input[name="faxNumber"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("keeps what was typed before the checks loaded, and checks a field left meanwhile", async () => {
    const action = jest.fn(async (state: FormState) => state);
    render(<DelegationForm action={action} initialState={editing} />);
    const name = screen.getByLabelText("Full name");
    const email = screen.getByLabelText("Work e-mail");
    // All synchronous: focus starts the load, and these land before it can resolve.
    fireEvent.focusIn(name);
    fireEvent.change(name, { target: { value: "Jane" } });
    fireEvent.focusOut(name);
    fireEvent.focusIn(email);
    fireEvent.change(email, { target: { value: "not-an-email" } });
    fireEvent.focusOut(email);

    expect(await screen.findByText("Enter an e-mail address like name@company.com")).toBeInTheDocument();
    expect(name).toHaveValue("Jane");
    expect(name).not.toHaveAttribute("aria-invalid");

    await userEvent.click(screen.getByRole("button", { name: "Send my request" }));
    await screen.findByRole("heading", { name: "There is a problem" });
    expect(screen.queryByRole("link", { name: "Enter your full name" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter your company name" })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("on arrival checks fields left earlier, but not the one the visitor is back in", async () => {
    render(<DelegationForm action={jest.fn()} initialState={editing} />);
    const name = screen.getByLabelText("Full name");
    const email = screen.getByLabelText("Work e-mail");
    act(() => {
      name.focus();
      email.focus();
      fireEvent.change(email, { target: { value: "not-an-email" } });
      name.focus();
      email.focus();
    });
    expect(await screen.findByText("Enter your full name")).toBeInTheDocument();
    expect(screen.queryByText("Enter an e-mail address like name@company.com")).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
  });
});
