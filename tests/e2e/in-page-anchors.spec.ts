import type { Page } from "@playwright/test";
import { astroSamplePaths } from "./astro-samples";
import { expect, test } from "./fixtures";

/**
 * Every link into a section (`#id` on the page, or `/path#id` on another) lands with its target
 * at the top of the viewport, below the sticky header (the target's `scroll-margin-top`), even
 * though the bands before it have not been drawn yet and hold a size estimate.
 */

interface AnchorLink {
  from: string;
  href: string;
}

/**
 * Where the page's scroll stops: read until it has not moved for a few polls in a row (a smooth
 * scroll, late layout, a busy machine stalling a frame or two).
 */
async function settledScroll(page: Page): Promise<number> {
  const readings: number[] = [];
  await expect
    .poll(
      async () => {
        readings.push(await page.evaluate(() => Math.round(window.scrollY)));
        const last = readings.slice(-4);
        return last.length === 4 && last.every((value) => value === last[0]);
      },
      { intervals: [200] },
    )
    .toBe(true);
  return readings[readings.length - 1] ?? 0;
}

async function expectTargetAtTop(page: Page, id: string) {
  const scrollY = await settledScroll(page);
  const where = await page.evaluate((targetId) => {
    const target = document.getElementById(targetId);
    if (!target) return null;
    const header = document.querySelector("header");
    const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const top = target.getBoundingClientRect().top;
    return {
      top,
      margin,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      // Where the scroll should stop: the target at its margin, unless the page cannot scroll so far.
      expected: Math.min(Math.max(0, top + window.scrollY - margin), maxScroll),
    };
  }, id);
  expect(where, `#${id} exists`).not.toBeNull();
  expect(
    Math.abs(scrollY - where!.expected),
    `#${id}: scrolled to ${scrollY}, target at ${where!.top}`,
  ).toBeLessThanOrEqual(2);
  expect(where!.top, `#${id} is below the sticky header`).toBeGreaterThanOrEqual(where!.headerBottom - 1);
  expect(where!.top, `#${id} is in the viewport`).toBeLessThan(page.viewportSize()!.height);
}

/** The links into a section on each sample page, each destination once per page that links to it. */
async function anchorLinks(page: Page): Promise<AnchorLink[]> {
  const links: AnchorLink[] = [];
  const seen = new Set<string>();
  for (const from of astroSamplePaths) {
    await page.goto(from);
    const hrefs = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]')]
        .filter((link) => link.origin === window.location.origin && link.hash.length > 1)
        .map((link) => link.getAttribute("href") ?? ""),
    );
    for (const href of new Set(hrefs)) {
      const destination = new URL(href, `http://site${from}`);
      const samePage = destination.pathname === from;
      // A link to another page's section is clicked once, from the first page that has it.
      const key = samePage ? `${from} ${href}` : `${destination.pathname}${destination.hash}`;
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ from, href });
    }
  }
  return links;
}

let links: AnchorLink[] = [];

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  links = await anchorLinks(page);
  await page.close();
});

for (const width of [390, 1440]) {
  test.describe(`in-page anchors at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });
    // Each link is a visit and a scroll: dozens of them.
    test.setTimeout(240_000);

    test("every link into a section lands with the section at the top", async ({ page }) => {
      expect(links.length).toBeGreaterThan(10);
      expect(links.some((link) => link.href === "/#demo")).toBe(true);
      for (const { from, href } of links) {
        await test.step(`${href} from ${from}`, async () => {
          await page.goto(from);
          const destination = new URL(href, `http://site${from}`);
          const id = decodeURIComponent(destination.hash.slice(1));
          const link = page.locator(`a[href="${href}"]`);
          // The first of the page's links to it that a pointer can reach, scrolled to as a visitor
          // would; a link in a closed menu, or the skip link (drawn only on keyboard focus), is
          // followed as the browser follows a click on it.
          const reachable = await link.evaluateAll((elements) =>
            elements.findIndex((element) => {
              const box = element.getBoundingClientRect();
              if (box.width <= 2 || box.height <= 2) return false;
              element.scrollIntoView({ block: "center", behavior: "instant" });
              const { left, top, width, height } = element.getBoundingClientRect();
              return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
            }),
          );
          if (reachable >= 0) await link.nth(reachable).click({ timeout: 5_000 });
          else await link.first().evaluate((element: HTMLElement) => element.click());
          await expect(page).toHaveURL(new RegExp(`${destination.pathname.replace(/\//g, "\\/")}#${id}$`));
          await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
          await expectTargetAtTop(page, id);
        });
      }
    });
  });
}
