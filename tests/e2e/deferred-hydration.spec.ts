import type { Locator, Page } from "@playwright/test";
import { drawWholePage, expect, test } from "./fixtures";

// The bands below a page's opening band hydrate when the visitor first scrolls, points, touches
// or types (app/lib/defer-hydration.tsx). These tests guard both halves of that promise: the
// first load leaves them alone, and the visitor's first input on them is never lost.

/** Whether React has taken over this element (it keeps its props on hydrated DOM nodes). */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

/** A viewport as tall as the page, so the lower bands are on screen without a scroll. */
async function showWholePageWithoutScrolling(page: Page) {
  await drawWholePage(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: 1280, height: Math.min(height, 16_000) });
}

for (const { path, faq } of [
  { path: "/", faq: "#faq-section" },
  { path: "/candidates/developers", faq: "#faq" },
]) {
  test(`${path}: the FAQ hydrates on the first click on it, and that click opens the answer`, async ({
    page,
  }) => {
    await page.goto(path);
    const question = page.locator(faq).getByRole("button").first();
    await showWholePageWithoutScrolling(page);
    await expect(page.locator("header").getByRole("link").first()).toBeVisible();
    expect(await isHydrated(page.locator("header").getByRole("link").first())).toBe(true);
    expect(await isHydrated(question)).toBe(false);

    const box = await question.boundingBox();
    if (!box) throw new Error("the first FAQ question has no box");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);

    await expect(question).toHaveAttribute("aria-expanded", "true");
    expect(await isHydrated(question)).toBe(true);
  });
}

test("a key press on a lower band before any scroll reaches its handler", async ({ page }) => {
  await page.goto("/");
  const question = page.locator("#faq-section").getByRole("button").first();
  await question.evaluate((element) => (element as HTMLElement).focus({ preventScroll: true }));
  await page.keyboard.press("Enter");
  await expect(question).toHaveAttribute("aria-expanded", "true");
});

test("after a client-side navigation the lower bands are live at once", async ({ page }) => {
  await page.goto("/terms");
  await page.getByRole("banner").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
  const question = page.locator("#faq-section").getByRole("button").first();
  await expect(question).toBeVisible();
  expect(await isHydrated(question)).toBe(true);
});
