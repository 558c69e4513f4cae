import type { Locator } from "@playwright/test";
import { astroPagePaths } from "../../app/content/astro-pages";
import { ATTRIBUTION_STORAGE_KEY } from "../../build-env";
import { expect, test } from "./fixtures";

/** One click opens the apply dialog; Escape closes it and gives focus back to the opener. */
async function expectToOpenTheApplyModal(opener: Locator) {
  await opener.click();
  const dialog = opener.page().getByRole("dialog", { name: "Apply as a Candidate" });
  await expect(dialog).toBeVisible();
  await opener.page().keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * The pages Astro builds: complete HTML with no page-wide React, islands for what a visitor
 * uses, and links to and from the React Router pages that load the other kind of page.
 */
test.describe("pages built by Astro", () => {
  test("ship islands instead of a page-wide app, and their header opens the site-wide modals", async ({
    page,
  }) => {
    await page.goto("/security");
    // Every visit waits for the page's islands (fixtures.ts), so its handlers are live here.
    await expect(page.locator("astro-island")).not.toHaveCount(0);
    // No React Router app on the page: its context script is what every route page carries.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await expectToOpenTheApplyModal(
      page.getByRole("banner").getByRole("button", { name: "Candidate Apply" }),
    );
  });

  test("open a modal from a button in their static HTML (the footer's)", async ({ page }) => {
    await page.goto("/about");
    await expectToOpenTheApplyModal(
      page.getByRole("contentinfo").getByRole("button", { name: "For Freelancers" }),
    );
  });

  test("are reached from a React Router page by a full load, and lead back to one", async ({ page }) => {
    await page.goto("/pricing");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "Security" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "What we keep, for how long, and who can see it",
    );
    await page.getByRole("contentinfo").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Prices you can check");
    expect(documents).toEqual(["/security", "/pricing"]);
  });

  test("record where the visit came from, as the other pages do", async ({ page }) => {
    await page.goto("/security?utm_source=newsletter&utm_campaign=spring");
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY))
      .not.toBeNull();
    const stored = await page.evaluate((key) => sessionStorage.getItem(key), ATTRIBUTION_STORAGE_KEY);
    expect(JSON.parse(stored ?? "{}")).toMatchObject({
      utmSource: "newsletter",
      utmCampaign: "spring",
      landingPage: "/security?utm_source=newsletter&utm_campaign=spring",
    });
  });

  test("fetch no script and no font before their first paint: the page's own script is in the HTML", async ({
    request,
  }) => {
    for (const path of astroPagePaths) {
      // What a browser without scripts applies is not fetched by one with them.
      const html = (await (await request.get(path)).text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
      // Islands fetch their code when the browser is idle or they come into view.
      expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(html, path).not.toMatch(/<link\b[^>]*\brel="(?:modulepreload|preload|stylesheet)"/);
      expect(html, path).toMatch(/<script type="module">/);
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, arriveOnGoto: false });

    for (const path of astroPagePaths) {
      test(`${path} is complete HTML: header, content and footer`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("banner").getByRole("link", { name: /LatamMatch/ })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(
          page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }),
        ).toBeVisible();
      });
    }
  });
});
