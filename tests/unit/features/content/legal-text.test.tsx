import { render, screen } from "@testing-library/react";
import { LegalText } from "@/features/content/components/legal-text";
import { site } from "@/platform/config/site";

describe("LegalText", () => {
  it("turns the contact address into a mailto link", () => {
    render(
      <p>
        <LegalText text={`Write to ${site.email} to have your data erased.`} />
      </p>,
    );
    const link = screen.getByRole("link", { name: site.email });
    expect(link).toHaveAttribute("href", `mailto:${site.email}`);
    expect(link.parentElement).toHaveTextContent(`Write to ${site.email} to have your data erased.`);
  });

  it("sets a leading label in bold and keeps the rest as text", () => {
    const { container } = render(
      <p>
        <LegalText text="How long: up to 24 months." />
      </p>,
    );
    expect(container.querySelector("strong")).toHaveTextContent("How long:");
    expect(container).toHaveTextContent("How long: up to 24 months.");
  });

  it("leaves text without a label or address untouched", () => {
    const { container } = render(
      <p>
        <LegalText text="We may update these terms." />
      </p>,
    );
    expect(container.querySelector("strong")).toBeNull();
    expect(container.querySelector("a")).toBeNull();
    expect(container).toHaveTextContent("We may update these terms.");
  });
});
