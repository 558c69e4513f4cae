import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

// At 1024 px the header shows the full desktop row. Without the web font the text is drawn in the
// metric-matched fallback (a scaled Arial), the widest the header meets; Spanish and Portuguese
// pages add the language switcher and longer labels. /about is a page Astro builds, whose header
// is the same markup rendered to static HTML.
const WIDTH = 1024;
const pages = ["/", "/candidates/developers", "/es/talent", "/pt-br/talent", "/about"];

interface Item {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** Lines of text in each text run of the item (a nav item that wraps has a run on two lines). */
  lines: number[];
  clipped: boolean;
}

/** Every visible control of the header's row, with its box and how its text is laid out. */
function headerRow(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector("header");
    if (!header) throw new Error("no header");
    const controls = [...header.querySelectorAll<HTMLElement>("a, button")].filter(
      (element) => element.getClientRects().length > 0 && !element.closest("[hidden]"),
    );
    const linesOf = (element: HTMLElement) => {
      const counts: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 0) counts.push(tops.size);
      }
      return counts;
    };
    const items = controls.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        lines: linesOf(element),
        clipped:
          element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      };
    });
    return {
      headerHeight: header.getBoundingClientRect().height,
      pageWidth: document.documentElement.scrollWidth,
      webFontLoaded: [...document.fonts].some(
        (face) => face.family.includes("Inter Variable") && face.status === "loaded",
      ),
      items,
    };
  });
}

const overlap = (a: Item, b: Item) =>
  a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;

type HeaderRow = Awaited<ReturnType<typeof headerRow>>;

/** The header is one row of controls inside the page, none wrapped, clipped or overlapping. */
function expectOneRow(row: HeaderRow, width: number) {
  expect(row.pageWidth).toBeLessThanOrEqual(width);
  // h-16 and its bottom border: a second row would make it taller.
  expect(row.headerHeight).toBeLessThanOrEqual(65);
  for (const item of row.items) {
    expect(item.left, `${item.name} starts inside the page`).toBeGreaterThanOrEqual(0);
    expect(item.right, `${item.name} ends inside the page`).toBeLessThanOrEqual(width);
    expect(item.bottom, `${item.name} stays in the header`).toBeLessThanOrEqual(row.headerHeight);
    expect(item.clipped, `${item.name} is not clipped`).toBe(false);
    for (const lines of item.lines) expect(lines, `${item.name} keeps each text on one line`).toBe(1);
  }
  for (const [index, item] of row.items.entries()) {
    for (const other of row.items.slice(index + 1)) {
      expect(overlap(item, other), `${item.name} overlaps ${other.name}`).toBe(false);
    }
  }
}

test.describe("the header on a 390 px phone", () => {
  // With the language switcher, the logo's tagline still keeps to one line beside it.
  for (const path of pages) {
    test(`${path}: one row, the tagline on one line, nothing overlapping`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      expectOneRow(await headerRow(page), 390);
    });
  }
});

test.describe("the header at 1024 px with the fallback font", () => {
  // The blocked font requests are logged by the browser as failed loads.
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  for (const path of pages) {
    test(`${path}: one row, no item wrapped, overlapping or clipped`, async ({ page }) => {
      await page.route(/\.woff2(\?.*)?$/, (route) => route.abort());
      await page.setViewportSize({ width: WIDTH, height: 800 });
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);

      const row = await headerRow(page);
      expect(row.webFontLoaded, "the web font is blocked").toBe(false);
      // The desktop row, not the hamburger: logo, three menus and three actions at least.
      expect(row.items.length).toBeGreaterThanOrEqual(7);
      expectOneRow(row, WIDTH);
    });
  }

  test("the desktop menus are shown, not the hamburger", async ({ page }) => {
    await page.route(/\.woff2(\?.*)?$/, (route) => route.abort());
    await page.setViewportSize({ width: WIDTH, height: 800 });
    await page.goto("/pt-br/talent");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await expect(header.locator("[data-menu-trigger]")).toHaveCount(3);
    for (const trigger of await header.locator("[data-menu-trigger]").all())
      await expect(trigger).toBeVisible();
    await expect(header.getByRole("link", { name: /Portal do cliente/ })).toBeVisible();
    await expect(header.getByRole("link", { name: "Contratar talentos" })).toBeVisible();
    await expect(header.getByTestId("language-switcher")).toBeVisible();
  });
});
