import { render, screen } from "@testing-library/react";
import { SentSummary } from "@/features/delegation/components/sent-summary";
import { rememberSubmission } from "@/features/delegation/submission-summary";

function confirmationPage(reference: string) {
  return render(
    <>
      <h1 id="sent-heading" tabIndex={-1}>
        Thank you
      </h1>
      <SentSummary reference={reference} heading="What you sent" note="Kept in this tab only." focusId="sent-heading" />
    </>,
  );
}

describe("SentSummary", () => {
  beforeEach(() => window.sessionStorage.clear());

  it("shows what this tab sent and moves focus to the page heading on arrival", async () => {
    const data = new FormData();
    data.set("fullName", "Jane Tester");
    data.set("company", "Acme Testing Ltd");
    rememberSubmission(window.sessionStorage, data);
    confirmationPage("DR-7K2F9Q");

    expect(await screen.findByRole("heading", { name: "What you sent" })).toBeInTheDocument();
    expect(screen.getByText("Jane Tester")).toBeInTheDocument();
    expect(screen.getByText("Acme Testing Ltd")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank you" })).toHaveFocus();
  });

  it("shows it again on a reload without moving focus, and never for another reference", async () => {
    const data = new FormData();
    data.set("fullName", "Jane Tester");
    rememberSubmission(window.sessionStorage, data);
    confirmationPage("DR-7K2F9Q").unmount();

    const reload = confirmationPage("DR-7K2F9Q");
    expect(await screen.findByText("Jane Tester")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Thank you" })).not.toHaveFocus();
    reload.unmount();

    confirmationPage("DR-AAAAAA");
    expect(screen.queryByRole("heading", { name: "What you sent" })).not.toBeInTheDocument();
  });

  it("shows nothing when this tab sent nothing", () => {
    confirmationPage("DR-7K2F9Q");
    expect(screen.queryByRole("heading", { name: "What you sent" })).not.toBeInTheDocument();
  });
});
