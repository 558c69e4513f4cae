import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Before its first paint a page fetches nothing but its HTML (scripts/first-paint.mjs): its code
// and the brand typeface come after it. The text paints in the metric-matched fallback face and
// takes the brand face when it arrives. These tests guard both halves of that promise, with
// scripts and without.
test.use({ arriveOnGoto: false });

/** Whether the heading is drawn in a loaded brand face. */
const headingInBrandFace = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].some(
        (face) => face.family.includes("Inter Variable") && face.status === "loaded",
      ) && document.fonts.check(`800 40px "Inter Variable"`, document.querySelector("h1")?.textContent ?? ""),
  );

for (const path of ["/book-a-call"]) {
  test(`${path}: the code and the brand typeface are fetched after the first paint, and the text takes the typeface`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
    // The page takes the font one part per frame; in the end no part keeps the fallback.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll("body *")].filter(
              (element) => (element as HTMLElement).style.fontFamily,
            ).length,
        ),
      )
      .toBe(0);
    const { painted, fetched } = await page.evaluate(() => ({
      painted:
        performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      fetched: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.(js|woff2)$/.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    expect(fetched.some((entry) => entry.name.endsWith(".woff2"))).toBe(true);
    for (const entry of fetched) expect(entry.startTime, entry.name).toBeGreaterThan(painted);
  });
}

test("a browser that cannot build a style sheet from script still takes the brand typeface", async ({
  page,
}) => {
  // As in Safari before 16.4, where constructing a CSSStyleSheet throws.
  await page.addInitScript(() => {
    const illegal = () => {
      throw new TypeError("Illegal constructor");
    };
    Object.defineProperty(window, "CSSStyleSheet", { value: illegal });
  });
  await page.goto("/book-a-call");
  await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand typeface applies as the page renders", async ({ page }) => {
    await page.goto("/book-a-call");
    await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
  });
});
