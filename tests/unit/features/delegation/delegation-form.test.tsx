import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DelegationForm } from "@/features/delegation/components/delegation-form";
import { emptyFormValues } from "@/features/delegation/form-values";
import { timeZoneOptions } from "@/platform/business-hours/time-zones";
import { formChoices } from "@/features/delegation/form-choices";
import type { FormState } from "@/features/delegation/submit-state";

// A long form in jsdom on a shared machine: role queries over ~60 controls take seconds.
jest.setTimeout(30_000);

const editing: FormState = { status: "editing", token: "token-1", values: emptyFormValues() };

describe("DelegationForm", () => {
  it("on an empty submit shows and focuses the summary, marks fields invalid and never calls the server", async () => {
    const action = jest.fn(async (state: FormState) => state);
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={editing} />);
    await userEvent.click(screen.getByRole("button", { name: "Send my request" }));

    const summary = await screen.findByRole("region", { name: /^There are \d+ problems$/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    expect(summary).toHaveAccessibleName(`There are ${links.length} problems`);
    expect(screen.getByRole("link", { name: "Enter your full name" })).toHaveAttribute("href", "#field-fullName");
    const name = screen.getByLabelText("Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-describedby", "field-fullName-error");
    expect(action).not.toHaveBeenCalled();
  });

  it("after a refused send puts the summary first, before the header and the main content", () => {
    const refused: FormState = {
      status: "error",
      token: "token-4",
      values: emptyFormValues(),
      fieldErrors: { fullName: "Enter your full name" },
      formError: null,
    };
    const { container } = render(
      <DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={refused} header={<header>Site header</header>} hero={<h1>Request talent</h1>} />,
    );
    const order = Array.from(container.children, (child) => child.querySelector("[role=region]") ? "summary" : child.tagName.toLowerCase());
    expect(order).toEqual(["summary", "header", "main"]);
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(within(screen.getByRole("main")).getByRole("heading", { level: 1 })).toHaveTextContent("Request talent");
  });

  it("before any send has no summary: the header comes first, then the main content", () => {
    const { container } = render(
      <DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} header={<header>Site header</header>} />,
    );
    expect(Array.from(container.children, (child) => child.tagName.toLowerCase())).toEqual(["header", "main"]);
  });

  it("calls nothing invalid while the visitor only tabs through, changed fields and whole groups once left", async () => {
    const { container } = render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Full name"));
    for (let step = 0; step < 30; step += 1) await user.tab();
    expect(container.querySelectorAll("[aria-invalid]")).toHaveLength(0);

    // Ticking and unticking a role, then moving to the next box, is still inside the group: not checked yet.
    const seo = screen.getByRole("checkbox", { name: "SEO" });
    await user.click(seo);
    await user.click(seo);
    await user.click(screen.getByRole("checkbox", { name: "Content" }));
    await user.click(screen.getByRole("checkbox", { name: "Content" }));
    expect(container.querySelectorAll("[aria-invalid]")).toHaveLength(0);
    // Leaving the group checks it, and every box then hears the reason, not only the fieldset.
    await user.click(screen.getByLabelText(/Other tasks/));
    const message = await screen.findByText("Choose at least one role");
    for (const box of within(screen.getByRole("group", { name: /Which roles do you need\?/ })).getAllByRole("checkbox")) {
      expect(box).toHaveAttribute("aria-invalid", "true");
      expect(box).toHaveAccessibleDescription(expect.stringContaining(message.textContent ?? "missing"));
    }
  });

  it("says which choice groups are required, and when the free-text tasks are needed", () => {
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
    for (const legend of ["Are you a business or an agency?", "Which roles do you need?", "Hours per week", "When would you like to start?", "Monthly budget"]) {
      expect(screen.getByRole("group", { name: `${legend} (required)` })).toBeInTheDocument();
    }
    expect(screen.getByRole("textbox", { name: "Other tasks, in your own words (required if you check no task above)" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Phone (optional)" })).toBeInTheDocument();
  });

  it("ties the task rule's error to the free-text box as well as the checklist", async () => {
    const rule = "Check at least one task, or describe the work in your own words";
    const refused: FormState = {
      status: "error",
      token: "token-3",
      values: emptyFormValues({ roles: ["seo"] }),
      fieldErrors: { tasks: rule },
      formError: null,
    };
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={refused} />);
    const otherTasks = screen.getByLabelText(/Other tasks/);
    expect(otherTasks).toHaveAttribute("aria-invalid", "true");
    expect(otherTasks).toHaveAccessibleDescription(expect.stringContaining(rule));
    // The checklist says it, not each of its boxes (forty, across every role, without JavaScript).
    expect(screen.getByRole("group", { name: "Tasks from the checklist" })).toHaveAccessibleDescription(expect.stringContaining(rule));
    expect(screen.getByRole("checkbox", { name: "On-page optimization of existing pages" })).not.toHaveAccessibleDescription(expect.stringContaining(rule));
    // Describing the work is one way to settle the rule: the message goes from both.
    await userEvent.type(otherTasks, "Monthly reporting");
    await waitFor(() => expect(screen.queryByRole("link", { name: rule })).not.toBeInTheDocument());
    expect(otherTasks).not.toHaveAttribute("aria-invalid");
  });

  it("shows an error once a changed field is left, before any submit", async () => {
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
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
    const { container } = render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={state} />);
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
      render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
      expect(screen.getByLabelText("Your time zone")).toHaveValue("Europe/Warsaw");
    } finally {
      zone.mockRestore();
    }
    expect(editing.values.timeZone).toBe("other");
  });

  it("links the consent label to the privacy policy and hides the honeypot from people", () => {
    const { container } = render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    const honeypot = container.querySelector('input[name="faxNumber"]');
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("keeps what was typed before the checks loaded, and checks a field left meanwhile", async () => {
    const action = jest.fn(async (state: FormState) => state);
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={action} initialState={editing} />);
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
    await screen.findByRole("heading", { name: /^There are \d+ problems$/ });
    expect(screen.queryByRole("link", { name: "Enter your full name" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enter your company name" })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it("on arrival checks fields changed and left earlier, but not the one the visitor is back in", async () => {
    render(<DelegationForm title="Request marketing talent | Site" timeZones={timeZoneOptions} choices={formChoices()} action={jest.fn()} initialState={editing} />);
    const name = screen.getByLabelText("Full name");
    const email = screen.getByLabelText("Work e-mail");
    const company = screen.getByLabelText("Company");
    act(() => {
      company.focus();
      name.focus();
      fireEvent.change(name, { target: { value: "J" } });
      fireEvent.change(name, { target: { value: "" } });
      email.focus();
      fireEvent.change(email, { target: { value: "not-an-email" } });
      name.focus();
      email.focus();
    });
    expect(await screen.findByText("Enter your full name")).toBeInTheDocument();
    expect(screen.queryByText("Enter an e-mail address like name@company.com")).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
    // Passed through, never changed: not checked.
    expect(company).not.toHaveAttribute("aria-invalid");
  });
});
