import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The page has no accessibility violation axe-core finds (their ids are listed when it has). */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

/** Nothing on the page is wider than its viewport. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The same on a phone (390 px wide), then back to the viewport the page had. */
export async function expectNoHorizontalScrollOnPhone(page: Page) {
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  if (viewport) await page.setViewportSize(viewport);
}
