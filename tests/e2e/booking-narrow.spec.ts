import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The address of the review that found the panel 408 px wide on a 390 px phone: 43 characters. */
const LONG_EMAIL = "alexandra.montgomery@northwindlogistics.com";

/** Sends the hiring request in `scope` (the page, or the modal) with the long address. */
async function sendHiringRequest(scope: Page | Locator) {
  await scope.getByLabel("Full name", { exact: true }).fill("Alexandra Montgomery");
  await scope.getByLabel("Work email", { exact: true }).fill(LONG_EMAIL);
  await scope.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
  await scope.getByLabel("Company", { exact: true }).fill("Northwind Logistics");
  await scope.getByRole("button", { name: "Next" }).click();
  await scope.getByRole("checkbox", { name: "Engineering", exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await scope.getByRole("radio", { name: "Hire LATAM developers", exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await scope.getByRole("radio", { name: "$50K-200K/quarter", exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await scope.getByRole("checkbox", { name: "Software Development", exact: true }).check();
  await scope.getByRole("button", { name: "Next" }).click();
  await scope.getByRole("button", { name: "Submit Request" }).click();
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The booking panel fits the screen, and the confirmation toast leaves its day grid clear. */
async function expectPanelFits(page: Page, width: number) {
  const panel = page.getByRole("form", { name: "Book your discovery call now" });
  await expect(panel.getByText(`(${LONG_EMAIL})`)).toBeVisible();
  const days = panel.getByRole("group", { name: "Choose a day" });
  await expect(days.getByRole("radio").first()).toBeAttached();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Form submitted successfully!" });
  await expect(toast).toBeVisible();
  // The toast's entry animation ends before it is measured.
  await expect(toast).toHaveAttribute("data-mounted", "true");

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
  const panelBox = await panel.boundingBox();
  expect((panelBox?.x ?? 0) + (panelBox?.width ?? 0), "panel's right edge").toBeLessThanOrEqual(width);
  const gridBox = await days.boundingBox();
  expect((gridBox?.x ?? 0) + (gridBox?.width ?? 0), "day grid's right edge").toBeLessThanOrEqual(width);
  const toastBox = await toast.boundingBox();
  expect(toastBox && gridBox && overlaps(toastBox, gridBox), "toast over the day grid").toBe(false);
}

for (const width of [360, 390]) {
  test(`at ${width} px the booking panel after a hiring request fits, and the toast leaves the day grid clear`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/hiring-form");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    // The page's own wizard: the site-wide dialogs hold fields of the same names, closed.
    await sendHiringRequest(page.getByRole("main"));
    await expectPanelFits(page, width);
  });
}

test("in the hiring modal at 390 px, the same panel fits and the toast leaves the day grid clear", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/clients");
  await page.getByRole("button", { name: "Start Your Success Story" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Next" })).toBeEnabled();
  await sendHiringRequest(dialog);
  await expectPanelFits(page, 390);
});
