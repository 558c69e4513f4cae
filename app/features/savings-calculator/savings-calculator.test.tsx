// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
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

/** The calculator as its page renders it, with the references the page hands over, opened at `url`. */
function renderAt(url: string) {
  window.history.replaceState(null, "", url);
  render(<SavingsCalculator benchmarks={usWageBenchmarks} />);
}

describe("savings calculator content", () => {
  it("offers every one of the 31 stacks, each with its SPEC range from categories.ts", async () => {
    renderAt("/savings-calculator");
    const select = await screen.findByRole("combobox", { name: "Role" });
    const offered = within(select)
      .getAllByRole("option")
      .map((option) => (option as HTMLOptionElement).value);
    expect(offered).toEqual(allStacks().map(({ stack }) => stack.slug));
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

describe("savings calculator as an island", () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** The calculator's server HTML (the default estimate), changed by the visitor before React takes it over. */
  async function hydrateAfter(url: string, before: (form: HTMLFormElement) => void) {
    window.history.replaceState(null, "", url);
    const element = <SavingsCalculator benchmarks={usWageBenchmarks} />;
    const host = document.createElement("div");
    host.innerHTML = renderToString(element);
    document.body.append(host);
    const form = host.querySelector("form");
    if (!form) throw new Error("no form");
    before(form);
    const root = await act(async () => hydrateRoot(host, element));
    return { host, unmount: () => act(() => root.unmount()) };
  }

  const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const radio = (form: HTMLFormElement, name: string, value: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`);

  it("keeps what the visitor changed before it was hydrated, over the URL's estimate, and the URL follows", async () => {
    const { host, unmount } = await hydrateAfter(
      "/savings-calculator?role=qa-testing&seniority=senior&hours=20&overhead=25",
      (form) => {
        control(form, "role").value = "frontend";
        radio(form, "seniority", "junior")?.click();
        control(form, "overhead").value = "40";
      },
    );
    const form = host.querySelector("form") as HTMLFormElement;
    // Changed before hydration: role, seniority, overhead; the hours come from the URL.
    await waitFor(() =>
      expect(window.location.search).toBe("?role=frontend&seniority=junior&hours=20&overhead=40"),
    );
    expect(control(form, "role").value).toBe("frontend");
    expect(radio(form, "seniority", "junior")?.checked).toBe(true);
    expect(radio(form, "hours", "20")?.checked).toBe(true);
    expect(control(form, "overhead").value).toBe("40");
    // 36 × 20 × 52 / 12 = 3,120 a month.
    expect(within(host).getByText("$3,120", { exact: true })).toBeInTheDocument();
    unmount();
  });

  it("takes the URL's estimate when nothing was changed, and leaves the URL as it was", async () => {
    const { host, unmount } = await hydrateAfter(
      "/savings-calculator?role=qa-testing&seniority=senior",
      () => {},
    );
    const form = host.querySelector("form") as HTMLFormElement;
    await waitFor(() => expect(control(form, "role").value).toBe("qa-testing"));
    expect(radio(form, "seniority", "senior")?.checked).toBe(true);
    expect(window.location.search).toBe("?role=qa-testing&seniority=senior");
    unmount();
  });
});

describe("a scenario link the calculator cannot use whole", () => {
  it("says which parts it did not understand, shows the valid parts, and goes quiet once the visitor chooses", async () => {
    const { fireEvent } = await import("@testing-library/react");
    renderAt("/savings-calculator?role=qa-testing&seniority=lead&hours=35&overhead=250");
    const notice = await screen.findByRole("status");
    expect(notice).toHaveTextContent("Part of this link was not understood");
    expect(notice).toHaveTextContent(
      "Seniority: “lead” is not one of the choices, so the calculator shows Mid-level.",
    );
    expect(notice).toHaveTextContent(
      "Hours per week: “35” is not one of the choices, so the calculator shows Full-Time.",
    );
    expect(notice).toHaveTextContent(
      "U.S. employer overhead: 250% is outside 0–100%, so the calculator uses 100%.",
    );
    // The role the link gave is kept and named nowhere in the notice.
    expect(notice).not.toHaveTextContent("Role:");
    expect((screen.getByRole("combobox", { name: "Role" }) as HTMLSelectElement).value).toBe("qa-testing");
    fireEvent.click(screen.getByRole("radio", { name: /Senior/ }));
    await waitFor(() => expect(screen.queryByText("Part of this link was not understood")).toBeNull());
  });

  it("shows no notice for a link it understands, and cuts a long value short", async () => {
    renderAt("/savings-calculator?role=nlp&seniority=senior&hours=20&overhead=25");
    await screen.findByTestId("savings-result");
    await waitFor(() =>
      expect((screen.getByRole("combobox", { name: "Role" }) as HTMLSelectElement).value).toBe("nlp"),
    );
    expect(screen.queryByText("Part of this link was not understood")).toBeNull();
    cleanup();

    renderAt(`/savings-calculator?role=${"x".repeat(500)}`);
    const notice = await screen.findByRole("status");
    expect(notice.textContent?.length).toBeLessThan(300);
    expect(notice).toHaveTextContent(
      `Role: “${"x".repeat(40)}…” is not one of the choices, so the calculator shows Backend Developer.`,
    );
  });
});
