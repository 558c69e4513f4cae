import type { Locator, Page } from "@playwright/test";
import { ATTRIBUTION_STORAGE_KEY } from "../../build-env";
import { expect, test } from "./fixtures";

// A React Router page runs its code once the visitor shows up, or as soon as it has loaded when
// its main content is a form (scripts/first-paint.mjs), and the bands below a page's opening
// band hydrate after the rest (app/lib/defer-hydration.tsx). These tests guard that the
// visitor's first input on such a page is never lost, and when its code runs. The pages still
// on React Router are form pages (/book-a-call): none waits for its visitor any more, so the
// tests of that wait went with the last landing page that moved to Astro. The visits here do
// not act as a visitor on arrival.
test.use({ arriveOnGoto: false });

/** Whether React has taken over this element (it keeps its props on hydrated DOM nodes). */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps")));

/** Whether any of the page's code has run: the router's route modules are its first result. */
const codeHasRun = (page: Page) => page.evaluate(() => "__reactRouterRouteModules" in window);

/** When, in ms from the start of the visit, the page's code had run (polled every 20 ms). */
async function codeRanAt(page: Page) {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window, null, {
    polling: 20,
    timeout: 15_000,
  });
  return page.evaluate(() => performance.now());
}

/**
 * Stops the page's clock before the visit, so the page's own deadline (scripts/first-paint.mjs)
 * cannot start its code while a slow machine is still loading it: what runs then can only have
 * been started by the visitor. `page.clock.resume()` lets time flow again.
 */
async function stopTheClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1_000);
}

async function clickInTheMiddle(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("the control has no box");
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test("a tap on the phone menu button of the static page opens the menu once the page is live", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stopTheClock(page);
  await page.goto("/book-a-call");
  expect(await codeHasRun(page)).toBe(false);
  const menuButton = page.getByRole("banner").getByRole("button", { name: /menu/i });
  await clickInTheMiddle(page, menuButton);
  await page.clock.resume();
  // The open menu is modal: the button behind it leaves the accessibility tree.
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await expect(
    page.locator("[data-mobile-menu], header button[aria-haspopup='dialog']").first(),
  ).toHaveAttribute("aria-expanded", "true");
});

test("a page with a form runs its code as soon as it has loaded", async ({ page }) => {
  await page.goto("/book-a-call");
  expect(await codeRanAt(page)).toBeLessThan(4_000);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect(await isHydrated(page.locator("header").getByRole("link").first())).toBe(true);
});

test("a visit from a campaign link keeps its attribution when the visitor leaves by the first link", async ({
  page,
}) => {
  await page.goto("/book-a-call?utm_source=newsletter&utm_campaign=spring");
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("banner").getByRole("link").first().click();
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY);
  expect(JSON.parse(stored ?? "{}")).toMatchObject({ utmSource: "newsletter", utmCampaign: "spring" });
});
