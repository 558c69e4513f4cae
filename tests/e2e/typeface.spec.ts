import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// Before its first paint a page fetches nothing but its HTML: the brand typeface's stylesheet is
// linked once the page has loaded (site/scripts/web-fonts.ts), and without scripts through a
// `<noscript>` link. The text paints in the metric-matched fallback face and takes the brand face
// when it arrives. These tests guard both halves of that promise, with scripts and without.
test.use({ arriveOnGoto: false });

/** Whether the heading is drawn in a loaded brand face. */
const headingInBrandFace = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].some(
        (face) => face.family.includes("Inter Variable") && face.status === "loaded",
      ) && document.fonts.check(`800 40px "Inter Variable"`, document.querySelector("h1")?.textContent ?? ""),
  );

// A landing page fetches its code and the typeface after its first paint; a form page, whose
// main island hydrates on load, fetches its island's code at once, the typeface after the paint.
for (const { path, after } of [
  { path: "/about", after: /\.(js|woff2)$/ },
  { path: "/book-a-call", after: /\.woff2$/ },
]) {
  test(`${path}: the brand typeface is fetched after the first paint, and the text takes it`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
    const { painted, fetched } = await page.evaluate(
      (pattern) => ({
        painted:
          performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
        fetched: performance
          .getEntriesByType("resource")
          .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
      }),
      after.source,
    );
    expect(fetched.some((entry) => entry.name.endsWith(".woff2"))).toBe(true);
    for (const entry of fetched) expect(entry.startTime, entry.name).toBeGreaterThan(painted);
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand typeface applies as the page renders", async ({ page }) => {
    await page.goto("/about");
    await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
  });
});
