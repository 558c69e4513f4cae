import AxeBuilder from "@axe-core/playwright";
import { staticPagePaths } from "../../app/content/pages";
import { drawWholePage, expect, notFoundDocumentError, test } from "./fixtures";

// One page of each kind; the feature suites check their own pages in more states.
const pageTypes = [
  "/",
  "/talent",
  "/candidates",
  "/candidates/developers",
  "/candidates/llm-specialists",
  "/candidates/developers/backend",
  "/startups",
  "/human-data-llm-training",
  "/clients",
  "/hiring-form",
  "/thank-you",
  "/savings-calculator",
  "/pricing",
  "/about",
  "/security",
  "/book-a-call",
  "/services/hires-staffing",
  "/terms",
  "/talent-apply",
  "/ai-matching",
  "/es/talent",
  "/no-such-page",
  "/no-such-page?q=developer",
];

test.describe("accessibility (axe-core)", () => {
  test.use({ expectedConsoleErrors: [notFoundDocumentError] });

  for (const path of pageTypes) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
      );
      expect(summary).toEqual([]);
    });
  }
});

test.describe("no horizontal overflow from 360 to 1440 px", () => {
  test.use({ expectedConsoleErrors: [notFoundDocumentError] });

  for (const path of pageTypes) {
    test(path, async ({ page }) => {
      await page.goto(path);
      // Every band laid out, not only those near the viewport.
      await drawWholePage(page);
      for (const width of [360, 390, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe("no console errors", () => {
  test.describe.configure({ timeout: 120_000 });
  const paths = staticPagePaths();
  const half = Math.ceil(paths.length / 2);
  for (const [index, group] of [paths.slice(0, half), paths.slice(half)].entries()) {
    test(`pages, part ${index + 1}`, async ({ page }) => {
      for (const path of group) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await page.waitForLoadState("networkidle");
      }
      // The fixture fails the test if any page logged an error.
    });
  }
});
