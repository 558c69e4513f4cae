import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The brand typeface is kept out of the first paint (scripts/first-paint.mjs): the text paints in
// the metric-matched fallback face and takes the brand face when it arrives. These tests guard
// the second half of that promise, with scripts and without.
test.use({ arriveOnGoto: false });

/** Whether the heading is drawn in a loaded brand face. */
const headingInBrandFace = (page: Page) =>
  page.evaluate(
    () =>
      [...document.fonts].some(
        (face) => face.family.includes("Inter Variable") && face.status === "loaded",
      ) && document.fonts.check(`800 40px "Inter Variable"`, document.querySelector("h1")?.textContent ?? ""),
  );

test("the brand typeface is fetched once the first frame is painted, and the text takes it", async ({
  page,
}) => {
  await page.goto("/");
  await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
  const { painted, fetched } = await page.evaluate(() => ({
    painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.POSITIVE_INFINITY,
    fetched:
      performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".woff2"))?.startTime ??
      -1,
  }));
  expect(fetched).toBeGreaterThan(painted);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the brand typeface applies as the page renders", async ({ page }) => {
    await page.goto("/candidates/developers");
    await expect.poll(() => headingInBrandFace(page), { timeout: 10_000 }).toBe(true);
  });
});
