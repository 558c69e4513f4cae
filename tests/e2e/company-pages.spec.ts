import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** One click on a button that opens the hiring modal: a click before hydration must count too. */
async function openHiringModal(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "Get Started with LatamMatch" });
  await page.getByRole("button", { name }).first().click();
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("LLM training data page", () => {
  test("has the breadcrumb and JSON-LD with the five schema.org types", async ({ page }) => {
    await page.goto("/human-data-llm-training");
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("listitem")).toHaveText(["Home", "Industries", "LLM Training Data"]);
    await expect(breadcrumb.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts.length).toBeGreaterThan(0);
    const types = scripts.flatMap((text) => {
      const data = JSON.parse(text) as {
        "@context"?: string;
        "@graph"?: { "@type": string }[];
        "@type"?: string;
      };
      expect(data["@context"]).toBe("https://schema.org");
      return data["@graph"] ? data["@graph"].map((node) => node["@type"]) : [data["@type"]];
    });
    for (const type of ["Organization", "Service", "BreadcrumbList", "FAQPage", "WebPage"]) {
      expect(types).toContain(type);
    }
  });

  test("shows the quality-metric pills and the five-question FAQ", async ({ page }) => {
    await page.goto("/human-data-llm-training");
    const pills = page.getByRole("list", { name: "Quality metrics" }).getByRole("listitem");
    await expect(pills).toHaveCount(7);
    await expect(pills.first()).toContainText("κ ≥ 0.80");
    await expect(page.locator("#faq").getByRole("button")).toHaveCount(5);
  });

  test("the comparison reads as a table at 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/human-data-llm-training");
    const table = page.getByRole("table", { name: /three ways to source human data/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole("columnheader")).toHaveText([
      "Capability",
      "LatamMatch",
      "Generic crowdsourcing",
      "Traditional staffing",
    ]);
    await expect(table.getByRole("rowheader")).toHaveCount(8);
    // Each value is a word next to its icon, not a colour alone.
    await expect(table.getByRole("cell").first()).toHaveText("Yes");
    await expect(page.getByTestId("comparison-cards")).toBeHidden();
  });

  test("the comparison reads as cards at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/human-data-llm-training");
    await expect(page.getByRole("table")).toHaveCount(0);
    const cards = page.getByTestId("comparison-cards").getByRole("listitem");
    await expect(cards).toHaveCount(8);
    await expect(cards.first().getByRole("heading", { level: 3 })).toBeVisible();
    await expect(cards.first().getByRole("definition")).toHaveText(["Yes", "No", "Partial"]);
  });

  test("deep-dive articles expand", async ({ page }) => {
    await page.goto("/human-data-llm-training");
    const toggle = page.getByRole("button", { name: /RLHF vs SFT/ });
    await expect(page.getByRole("heading", { name: "Choosing the mix" })).toBeHidden();
    await expect(toggle).toHaveAccessibleName(/^Read the full article\b.*RLHF vs SFT/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(/^Show less\b.*RLHF vs SFT/);
    await expect(page.getByRole("heading", { name: "Choosing the mix" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Inject golden-set tasks" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(/^Read the full article\b/);
    await expect(page.getByRole("heading", { name: "Choosing the mix" })).toBeHidden();
  });
});

test.describe("clients page", () => {
  test("shows three case studies and opens the hiring modal", async ({ page }) => {
    await page.goto("/clients");
    const cases = page.getByRole("article");
    await expect(cases).toHaveCount(3);
    for (const industry of [
      "Marketing & PPC Agency",
      "AI Customer Engagement",
      "Emergency Response Technology",
    ]) {
      await expect(page.getByText(industry, { exact: true })).toBeVisible();
    }
    await expect(cases.first().getByRole("img", { name: "Northpeak Media logo" })).toBeVisible();
    await expect(page.getByText("50% cost reduction against equivalent U.S. hires")).toBeVisible();
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#faq-section");

    const dialog = await openHiringModal(page, "Start Your Success Story");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Get Started Today" }).click();
    await expect(dialog).toBeVisible();
  });
});

test.describe("service and legal pages", () => {
  test("the staff augmentation page lists what is included, guarantees and pricing", async ({ page }) => {
    await page.goto("/services/hires-staffing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comprehensive Staff Augmentation");
    for (const name of ["What is included", "Process", "Guarantees", "Pricing model"]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Labor contracts and employer of record" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See Direct Hiring" })).toHaveAttribute(
      "href",
      "/services/headhunting-pro",
    );
  });

  test("the direct hiring page keeps to sourcing and selection", async ({ page }) => {
    await page.goto("/services/headhunting-pro");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Direct Hiring in Latin America");
    await expect(page.getByRole("heading", { name: "30-day guarantee" })).toBeVisible();
    const question = page.getByRole("button", { name: "When do I pay?" });
    await question.click();
    await expect(question).toHaveAttribute("aria-expanded", "true");
  });

  test("the privacy policy covers every form, retention, rights and contact", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    const forms = page
      .getByRole("table", { name: "Information collected by each form" })
      .getByRole("rowheader");
    await expect(forms).toHaveCount(4);
    for (const heading of ["5. How long we keep it", "7. Your rights", "10. Changes and contact"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.locator("main")).not.toContainText(/template/i);
  });

  test("on a phone the privacy table reads as cards, each cell labelled with its column, with nothing to scroll sideways", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/privacy");
    const table = page.getByRole("table", { name: "Information collected by each form" });
    await table.scrollIntoViewIfNeeded();
    const region = page.getByRole("region", { name: "Information collected by each form" });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    const firstCell = table.getByRole("cell").first();
    const label = await firstCell.evaluate((cell) => getComputedStyle(cell, "::before").content);
    expect(label).toBe('"What you give us"');
  });

  test("the terms of service read as a policy", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveCount(10);
    await expect(page.locator("main")).not.toContainText(/template/i);
  });
});

test.describe("accessibility of the company pages", () => {
  for (const [path, width] of [
    ["/human-data-llm-training", 1440],
    ["/human-data-llm-training", 390],
    ["/clients", 1440],
    ["/services/hires-staffing", 1440],
    ["/services/headhunting-pro", 390],
    ["/terms", 1440],
    ["/privacy", 390],
  ] as const) {
    test(`axe finds no violations on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
