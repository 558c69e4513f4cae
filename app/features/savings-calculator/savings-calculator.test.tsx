// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { allStacks } from "~/content/categories";
import { usWageBenchmarks, WAGE_SOURCE, wageBenchmarkFor } from "~/content/us-wage-benchmarks";
import { wageFigureChecks } from "~/content/us-wage-checks";
import { SavingsCalculator } from "./savings-calculator";

afterEach(cleanup);

/** SPEC section 9, "Hourly salary ranges by stack (USD)", typed here only to check the one source. */
const SPEC_RANGES: Record<string, [number, number]> = {
  "full-stack": [39, 52],
  backend: [42, 55],
  frontend: [36, 49],
  mobile: [38, 51],
  devops: [44, 59],
  "data-engineering": [42, 57],
  "qa-testing": [29, 42],
  "enterprise-ae": [39, 55],
  "sdr-bdr": [27, 38],
  "customer-success": [25, 36],
  "sales-operations": [33, 46],
  growth: [34, 47],
  content: [29, 42],
  email: [27, 39],
  "social-media": [26, 38],
  analytics: [36, 49],
  "ux-research": [33, 46],
  "ui-visual": [31, 44],
  "product-design": [38, 52],
  "motion-3d": [34, 49],
  "machine-learning": [46, 62],
  nlp: [47, 64],
  "computer-vision": [44, 60],
  automation: [38, 51],
  "data-science": [42, 57],
  mlops: [47, 62],
  rlhf: [34, 47],
  sft: [31, 44],
  "prompt-engineering": [29, 42],
  "data-annotation": [23, 36],
  "model-evaluation": [33, 46],
};

/** The calculator as its route renders it, with the references the loader hands over. */
function CalculatorPage() {
  return <SavingsCalculator benchmarks={usWageBenchmarks} />;
}

function renderAt(url: string) {
  const Stub = createRoutesStub([{ path: "/savings-calculator", Component: CalculatorPage }]);
  render(<Stub initialEntries={[url]} />);
}

describe("savings calculator content", () => {
  it("offers every one of the 31 stacks, each with its SPEC range from categories.ts", async () => {
    renderAt("/savings-calculator");
    const select = await screen.findByRole("combobox", { name: "Role" });
    const offered = within(select)
      .getAllByRole("option")
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(allStacks().map(({ stack }) => stack.slug));
    expect(offered).toHaveLength(31);
    cleanup();

    for (const { stack } of allStacks()) {
      expect([stack.salaryRange.min, stack.salaryRange.max]).toEqual(SPEC_RANGES[stack.slug]);
      renderAt(`/savings-calculator?role=${stack.slug}&seniority=junior`);
      const result = await screen.findByTestId("savings-result");
      const [min, max] = SPEC_RANGES[stack.slug] ?? [];
      expect(within(result).getByText(new RegExp(`^\\$${min}-${max}/hour`))).toBeInTheDocument();
      expect(within(result).getByText(`$${min}.00/hour`)).toBeInTheDocument();
      cleanup();
    }
  });

  it("cites a U.S. figure for every one of the 31 roles and shows it with its source", async () => {
    const slugs = new Set(allStacks().map(({ stack }) => stack.slug));
    for (const slug of Object.keys(usWageBenchmarks)) expect(slugs.has(slug)).toBe(true);

    for (const { stack } of allStacks()) {
      const benchmark = wageBenchmarkFor(stack.slug);
      expect(benchmark, stack.slug).toBeDefined();
      if (!benchmark) continue;
      expect(benchmark.socCode).toMatch(/^\d{2}-\d{4}$/);
      expect(benchmark.occupation.length).toBeGreaterThan(3);
      expect(benchmark.period).toBe(WAGE_SOURCE.period);
      expect(benchmark.annualWage).toBeGreaterThan(20_000);
      // Every figure was checked against published pages, listed with the occupation's code.
      expect(wageFigureChecks[benchmark.socCode]?.occupation).toBe(benchmark.occupation);
      expect(wageFigureChecks[benchmark.socCode]?.checkedAgainst.length).toBeGreaterThan(0);
      // An approximate mapping says what differs.
      if (benchmark.match === "closest") expect(benchmark.note, stack.slug).toBeTruthy();

      renderAt(`/savings-calculator?role=${stack.slug}&seniority=mid&hours=40&overhead=30`);
      const source = await screen.findByTestId("us-source");
      const occupationLine = `${benchmark.match === "closest" ? "Closest occupation: " : ""}${benchmark.occupation} (SOC ${benchmark.socCode})`;
      expect(within(source).getByText(occupationLine)).toBeInTheDocument();
      expect(
        within(source).getByText(new RegExp(`May 2024: \\$${benchmark.annualWage.toLocaleString("en-US")}`)),
      ).toBeInTheDocument();
      expect(within(source).getByRole("link")).toHaveAttribute("href", WAGE_SOURCE.url);
      expect(within(screen.getByTestId("savings-result")).getByTestId("cost-chart")).toBeInTheDocument();
      cleanup();
    }
  });
});
