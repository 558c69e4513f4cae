// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";

describe("Button asChild", () => {
  it("renders the child link with the button's classes and runs both its own and the child's click handlers", () => {
    const buttonClick = vi.fn();
    const linkClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <Button asChild size="lg" className="mt-8" onClick={buttonClick} aria-describedby="note">
        <a href="/pricing" onClick={linkClick}>
          Pricing
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Pricing" });
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveAttribute("aria-describedby", "note");
    expect(link).toHaveClass("inline-flex", "mt-8");
    expect(link).not.toHaveAttribute("type");
    fireEvent.click(link);
    expect(linkClick).toHaveBeenCalledTimes(1);
    expect(buttonClick).toHaveBeenCalledTimes(1);
  });

  it("is a button of type button by default, with a caller's class replacing the variant's of the same kind", () => {
    render(<Button className="px-8">Send</Button>);
    const button = screen.getByRole("button", { name: "Send" });
    expect(button).toHaveAttribute("type", "button");
    expect(button).toHaveClass("px-8");
    expect(button).not.toHaveClass("px-4");
  });
});
