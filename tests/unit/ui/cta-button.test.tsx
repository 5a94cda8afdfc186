import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CtaButton } from "@/ui/cta-button";

describe("CtaButton", () => {
  it("renders an internal route as a link with the given text", () => {
    render(<CtaButton text="Get Started" href="/delegation-tasks-guide/form" />);
    const link = screen.getByRole("link", { name: "Get Started" });
    expect(link).toHaveAttribute("href", "/delegation-tasks-guide/form");
    expect(link).not.toHaveAttribute("target");
  });

  it("applies variant, size and full width as classes", () => {
    render(<CtaButton text="Compare plans" href="/pricing" variant="outline" size="lg" fullWidth />);
    const link = screen.getByRole("link", { name: "Compare plans" });
    expect(link).toHaveClass("cta", "cta--outline", "cta--lg", "cta--full");
  });

  it("defaults to a primary, medium, content-width control", () => {
    render(<CtaButton text="Go" href="/home" />);
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveClass("cta--primary", "cta--md");
    expect(link).not.toHaveClass("cta--full");
  });

  it.each(["primary", "secondary", "outline", "ghost"] as const)("supports the %s variant", (variant) => {
    render(<CtaButton text="Go" href="/home" variant={variant} />);
    expect(screen.getByRole("link", { name: "Go" })).toHaveClass(`cta--${variant}`);
  });

  it.each(["sm", "md", "lg"] as const)("supports the %s size", (size) => {
    render(<CtaButton text="Go" href="/home" size={size} />);
    expect(screen.getByRole("link", { name: "Go" })).toHaveClass(`cta--${size}`);
  });

  it("opens external links in a new tab safely and says so", () => {
    render(<CtaButton text="Read the report" externalHref="https://example.com/report" target="_blank" />);
    const link = screen.getByRole("link", { name: "Read the report (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://example.com/report");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("keeps same-tab external links free of the new-tab hint", () => {
    render(<CtaButton text="Docs" externalHref="https://example.com/docs" target="_self" />);
    const link = screen.getByRole("link", { name: "Docs" });
    expect(link).toHaveAttribute("target", "_self");
    expect(link).not.toHaveAttribute("rel");
  });

  it("renders a disabled link as non-interactive text", () => {
    render(<CtaButton text="Sold out" href="/pricing" disabled />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    const inert = screen.getByText("Sold out").closest(".cta");
    expect(inert?.tagName).toBe("SPAN");
    expect(inert).toHaveAttribute("aria-disabled", "true");
  });

  it("places the icon before or after the text, hidden from assistive technology", () => {
    const { rerender } = render(<CtaButton text="Next" href="/home" icon={<svg data-testid="icon" />} />);
    let link = screen.getByRole("link", { name: "Next" });
    expect(link.firstElementChild).toHaveClass("cta__icon");
    expect(link.firstElementChild).toHaveAttribute("aria-hidden", "true");

    rerender(<CtaButton text="Next" href="/home" icon={<svg data-testid="icon" />} iconPosition="end" />);
    link = screen.getByRole("link", { name: "Next" });
    expect(link.lastElementChild).toHaveClass("cta__icon");
    expect(link.firstElementChild).toHaveClass("cta__text");
  });

  it("renders an action as a button that fires its handler", async () => {
    const onClick = jest.fn();
    render(<CtaButton text="Save" onClick={onClick} />);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("can be a submit button", () => {
    render(<CtaButton text="Send" type="submit" />);
    expect(screen.getByRole("button", { name: "Send" })).toHaveAttribute("type", "submit");
  });

  it("disables a button and ignores clicks", async () => {
    const onClick = jest.fn();
    render(<CtaButton text="Save" onClick={onClick} disabled />);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("shows a busy spinner while loading and cannot be clicked", async () => {
    const onClick = jest.fn();
    render(<CtaButton text="Sending" onClick={onClick} loading />);
    const button = screen.getByRole("button", { name: "Sending" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toBeDisabled();
    expect(button.querySelector(".cta__spinner")).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("marks a loading link busy and inert", () => {
    render(<CtaButton text="Loading plans" href="/pricing" loading />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("Loading plans").closest(".cta")).toHaveAttribute("aria-busy", "true");
  });
});
