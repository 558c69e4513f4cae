// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { NextSteps } from "./next-steps";

afterEach(cleanup);

const steps = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("NextSteps", () => {
  it("lists SPEC's three steps until a call is booked", () => {
    render(<NextSteps headingLevel="h2" />);
    expect(steps()).toEqual([
      "1Our team reviews your requirements.",
      "2We schedule a discovery call within 24 hours.",
      "3You receive a custom staffing plan within 7 days.",
    ]);
  });

  it("names the booked time and host instead of promising to schedule a call", () => {
    render(
      <NextSteps
        headingLevel="h3"
        booked={{ when: "Tuesday, March 4, 2025, 10:00 – 10:30 AM GMT-3", host: "Ana Souza" }}
      />,
    );
    expect(steps()).toEqual([
      "1Our team reviews your requirements.",
      "2Your discovery call with Ana Souza is booked: Tuesday, March 4, 2025, 10:00 – 10:30 AM GMT-3.",
      "3You receive a custom staffing plan within 7 days.",
    ]);
    expect(screen.queryByText(/within 24 hours/)).toBeNull();
  });
});
