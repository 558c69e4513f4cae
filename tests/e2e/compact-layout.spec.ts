import type { Page } from "@playwright/test";
import { categories } from "../../app/content/categories";
import { drawWholePage, expect, test, waitForHydration } from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** The page's height in screens of the current viewport. */
async function screens(page: Page) {
  await drawWholePage(page);
  return page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight);
}

async function pageOverflow(page: Page) {
  await drawWholePage(page);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Grids of cards in `main` whose last row holds a single card while another row holds more: the
 * card left alone that the layouts avoid.
 */
const orphanGrids = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("main *")].flatMap((grid) => {
      const style = getComputedStyle(grid);
      if (style.display !== "grid" || style.gridTemplateColumns.split(" ").length < 2) return [];
      const cards = [...grid.children].filter(
        (card) => card.getBoundingClientRect().height > 0 && getComputedStyle(card).position !== "absolute",
      );
      if (cards.length < 3) return [];
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      const alone = counts.length > 1 && counts.at(-1) === 1 && Math.max(...counts) > 1;
      return alone
        ? [`${grid.tagName.toLowerCase()}.${grid.className.slice(0, 60)}: ${counts.join(",")}`]
        : [];
    }),
  );

test.describe("candidate pages on a phone", () => {
  test.use({ viewport: PHONE });

  for (const category of categories) {
    test(`/candidates/${category.slug} is at most 11 screens tall at 390 px`, async ({ page }) => {
      await page.goto(`/candidates/${category.slug}`);
      await waitForHydration(page);
      expect(await screens(page)).toBeLessThanOrEqual(11);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });
  }

  test("a stack page is at most 9 screens tall at 390 px", async ({ page }) => {
    await page.goto("/candidates/developers/backend");
    await waitForHydration(page);
    expect(await screens(page)).toBeLessThanOrEqual(9);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });

  test("rows of cards scroll sideways, also from the keyboard, inside the page", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/candidates/developers");
    await waitForHydration(page);
    const rows = page.locator("main [tabindex='0']");
    expect(await rows.count()).toBeGreaterThanOrEqual(5);
    for (const row of await rows.all()) {
      await row.scrollIntoViewIfNeeded();
      // Each section hydrates as it nears the viewport; the row stays a tab stop while it scrolls.
      await expect(row).toHaveAttribute("tabindex", "0");
      const sideways = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
      const key = sideways ? "ArrowRight" : "ArrowDown";
      const before = await row.evaluate((element) => element.scrollLeft + element.scrollTop);
      await row.focus();
      await expect(row).toBeFocused();
      await page.keyboard.press(key);
      await expect
        .poll(() => row.evaluate((element) => element.scrollLeft + element.scrollTop))
        .toBeGreaterThan(before);
    }
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});

test.describe("grids leave no card alone in a last row", () => {
  for (const path of ["/candidates/developers", "/candidates/marketing", "/candidates/developers/backend"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      // Every grid is measured, so every band is drawn (Chromium also crashed now and then when
      // styles were read from bands it skips while resizing).
      await drawWholePage(page);
      for (const width of [360, 640, 768, 1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await orphanGrids(page), `at ${width} px`).toEqual([]);
      }
    });
  }
});

test("/human-data-llm-training: the result figures never overlap their labels", async ({ page }) => {
  await page.goto("/human-data-llm-training");
  await waitForHydration(page);
  await drawWholePage(page);
  const results = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "What our annotation teams delivered" }) });
  for (const width of [360, 390, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const clashes = await results.evaluate((section) => {
      const found: string[] = [];
      for (const figure of section.querySelectorAll("dl > div")) {
        const box = figure.getBoundingClientRect();
        for (const part of figure.querySelectorAll("dt, dd")) {
          const range = document.createRange();
          range.selectNodeContents(part);
          const text = range.getBoundingClientRect();
          if (text.right > box.right + 1 || text.left < box.left - 1)
            found.push(`${part.textContent} overflows`);
        }
        const [term, value] = [...figure.querySelectorAll("dt, dd")].map((part) => {
          const range = document.createRange();
          range.selectNodeContents(part);
          return range.getBoundingClientRect();
        });
        if (
          term &&
          value &&
          term.right > value.left + 1 &&
          term.bottom > value.top + 1 &&
          value.bottom > term.top + 1
        )
          found.push(`${figure.textContent} overlaps`);
      }
      return found;
    });
    expect(clashes, `at ${width} px`).toEqual([]);
  }
});
