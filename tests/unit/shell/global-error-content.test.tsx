import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GlobalErrorContent, digestOf } from "@/features/shell/global-error-content";
import { globalErrorCopy } from "@/features/content/global-error";

function serverError(digest: string): Error {
  return Object.assign(new Error("An error occurred in the Server Components render."), { digest });
}

describe("the last-resort error page", () => {
  it("starts the visitor at its heading", () => {
    render(<GlobalErrorContent error={new Error("boom")} retry={() => undefined} />);
    expect(screen.getByRole("heading", { level: 1, name: globalErrorCopy.heading })).toHaveFocus();
  });

  it("tries again when asked", async () => {
    const retry = jest.fn();
    render(<GlobalErrorContent error={new Error("boom")} retry={retry} />);
    await userEvent.click(screen.getByRole("button", { name: globalErrorCopy.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("links home and to the contact details with plain links, so each loads a fresh document", () => {
    render(<GlobalErrorContent error={new Error("boom")} retry={() => undefined} />);
    expect(screen.getByRole("link", { name: globalErrorCopy.homeLink })).toHaveAttribute("href", "/home");
    expect(screen.getByRole("link", { name: globalErrorCopy.contactLink })).toHaveAttribute("href", "/company");
  });

  it("shows the server's reference when there is one, and never the error's message", () => {
    render(<GlobalErrorContent error={serverError("3121870542")} retry={() => undefined} />);
    expect(screen.getByText("3121870542")).toBeInTheDocument();
    expect(screen.queryByText(/Server Components render/)).not.toBeInTheDocument();
  });

  it("shows no reference line for an error without a digest", () => {
    render(<GlobalErrorContent error={new Error("boom")} retry={() => undefined} />);
    expect(screen.queryByText(globalErrorCopy.referenceLabel, { exact: false })).not.toBeInTheDocument();
  });

  it("reads a digest only from an Error carrying a non-empty string", () => {
    expect(digestOf(serverError("abc"))).toBe("abc");
    expect(digestOf(serverError(""))).toBeNull();
    expect(digestOf({ digest: "abc" })).toBeNull();
    expect(digestOf("abc")).toBeNull();
    expect(digestOf(Object.assign(new Error("x"), { digest: 42 }))).toBeNull();
  });
});
