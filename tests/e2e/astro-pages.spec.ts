import type { Locator } from "@playwright/test";
import { astroPagePaths } from "../../app/content/astro-pages";
import { ATTRIBUTION_STORAGE_KEY } from "../../build-env";
import { astroSamplePaths } from "./astro-samples";
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
 * uses, and links between them that load the next page.
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

  test("open a modal at once and keep what is typed before its form is live, then send it (4x CPU)", async ({
    page,
  }) => {
    const cpu = await page.context().newCDPSession(page);
    await cpu.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The form's code is held back until the visitor has typed, as on a slow line.
    let release = () => {};
    const typed = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/modal-panels\.[\w-]+\.js$/, async (route) => {
      await typed;
      await route.continue();
    });
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("button", { name: "For Freelancers" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply as a Candidate" });
    await expect(dialog).toBeVisible();
    // The form is the page's HTML until React takes it over, which it does once it is shown.
    const form = page.locator("#apply-modal astro-island");
    await dialog.getByLabel("Full name").pressSequentially("Valentina Ríos");
    await expect(form).toHaveAttribute("ssr", "");
    release();
    await expect(form).not.toHaveAttribute("ssr", { timeout: 20_000 });
    await cpu.send("Emulation.setCPUThrottlingRate", { rate: 1 });

    await dialog.getByLabel("Email").fill(`valentina.astro.${Date.now()}@example.com`);
    await dialog.getByLabel("Country").selectOption("Colombia");
    await dialog.getByLabel("Category").selectOption("developers");
    await dialog.getByLabel("Specialization").selectOption("backend");
    await dialog.getByLabel("Years of experience").fill("7");
    await dialog.getByLabel("English level").selectOption("Fluent");
    await dialog.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/valentina-rios");
    await dialog.getByLabel("Expected hourly rate (USD)").fill("45");
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().endsWith("/api/candidate-applications"),
    );
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ fullName: "Valentina Ríos" });
    await expect(dialog.getByText("Thank you, your application is in")).toBeVisible();
  });

  test("hold a submit made before the form is live, and check it once React has taken the form over", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/modal-panels\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("button", { name: "For Freelancers" }).click();
    const dialog = page.getByRole("dialog", { name: "Apply as a Candidate" });
    await dialog.getByLabel("Email").fill("valentina@example.com");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    // The browser sent nothing: no new page with the answers in its address.
    await expect(page.locator("#apply-modal astro-island")).toHaveAttribute("ssr", "");
    expect(new URL(page.url()).search).toBe("");
    release();
    await expect(dialog.getByText("Full name must be at least 2 characters")).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue("valentina@example.com");
    expect(new URL(page.url()).search).toBe("");
  });

  test.describe("a form page, before its form is live", () => {
    // The form's code is held back, so the visit waits for the load event only.
    test.use({ arriveOnGoto: false });

    test("keeps what is typed in the application and checks a submit made then, once live", async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/_astro\/application-form\.[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/talent-apply");
      // The page's own form (the apply dialog's, closed, has no role).
      const form = page.getByRole("form", { name: "Candidate application" });
      await form.getByLabel("Full name").fill("Valentina Ríos");
      await form.getByLabel("Email").fill("valentina@example.com");
      await form.getByRole("button", { name: "Submit Application" }).click();
      await expect(page.locator("main astro-island").first()).toHaveAttribute("ssr", "");
      expect(new URL(page.url()).search).toBe("");
      release();
      await expect(form.getByText("Please select your country")).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue("Valentina Ríos");
      await expect(form.getByLabel("Email")).toHaveValue("valentina@example.com");
      expect(new URL(page.url()).search).toBe("");
    });

    test("keeps what is typed in the hiring wizard, which moves on once live", async ({ page }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/_astro\/hiring-form-card\.[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto("/hiring-form");
      const wizard = page.getByRole("main");
      await wizard.getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
      await wizard.getByLabel("Work email", { exact: true }).fill("dana@example.com");
      await expect(wizard.locator("astro-island")).toHaveAttribute("ssr", "");
      release();
      await expect(wizard.getByRole("button", { name: "Next" })).toBeEnabled();
      await wizard.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
      await wizard.getByLabel("Company", { exact: true }).fill("Acme Robotics");
      await wizard.getByRole("button", { name: "Next" }).click();
      await expect(wizard.getByRole("heading", { name: "Which roles are you hiring for?" })).toBeVisible();
      await wizard.getByRole("button", { name: "Previous" }).click();
      await expect(wizard.getByLabel("Full name", { exact: true })).toHaveValue("Dana Whitfield");
      await expect(wizard.getByLabel("Work email", { exact: true })).toHaveValue("dana@example.com");
    });
  });

  test("close a modal by its button or its backdrop, not by a press that starts inside it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/security");
    const opener = page.getByRole("contentinfo").getByRole("button", { name: "For Freelancers" });
    const dialog = page.getByRole("dialog", { name: "Apply as a Candidate" });
    await opener.click();
    await dialog.getByRole("button", { name: "Close application form" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    const box = await dialog.boundingBox();
    if (!box) throw new Error("The dialog has no box");
    // A drag from the title out onto the backdrop (selecting text) leaves it open.
    await page.mouse.move(box.x + 40, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x - 20, box.y + 40);
    await page.mouse.up();
    await expect(dialog).toBeVisible();
    await page.mouse.click(box.x - 20, box.y + 40);
    await expect(dialog).toBeHidden();
  });

  test.describe("with every island's code held back", () => {
    // Nothing hydrates, so the visit waits for the load event only.
    test.use({ arriveOnGoto: false });

    test("run their header's menus with no script fetched: it is static HTML and the page's own script", async ({
      page,
    }) => {
      // Every script an island would fetch is held back: the header must need none of them.
      await page.route(/\/_astro\/.*\.js$/, () => {});
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto("/about");
      const nav = page.getByRole("navigation", { name: "Main" });
      const candidates = nav.getByRole("button", { name: "Candidates" });
      await candidates.click();
      await nav.getByRole("link", { name: "Developers" }).hover();
      await expect(nav.getByRole("link", { name: "Backend Developer" })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(candidates).toHaveAttribute("aria-expanded", "false");

      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("button", { name: "Open menu" }).click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet.getByRole("link", { name: "Clients" })).toBeVisible();
      await sheet.getByRole("button", { name: "Close menu" }).click();
      await expect(sheet).toBeHidden();
    });
  });

  test("lead from one to the next by plain page loads", async ({ page }) => {
    await page.goto("/book-a-call");
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Latin America's best remote talent, vetted for U.S. teams",
    );
    await page.getByRole("main").getByRole("link", { name: "Build Your Team" }).first().click();
    await expect(page).toHaveURL(/\/hiring-form$/);
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    // The home page's "Book a Demo" leads to the booking page.
    await page
      .getByRole("banner")
      .getByRole("link", { name: /LatamMatch/ })
      .click();
    await page.getByRole("main").getByRole("link", { name: "Book a Demo" }).last().click();
    await expect(page).toHaveURL(/\/book-a-call$/);
    expect(documents).toEqual(["/about", "/hiring-form", "/", "/book-a-call"]);
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
    for (const path of astroSamplePaths) {
      // What a browser without scripts applies is not fetched by one with them.
      const html = (await (await request.get(path)).text()).replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
      // Islands fetch their code when the browser is idle or they come into view.
      expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/);
      expect(html, path).not.toMatch(/<link\b[^>]*\brel="(?:modulepreload|preload|stylesheet)"/);
      expect(html, path).toMatch(/<script type="module">/);
    }
  });

  test("draw their opening band at once: it opens main (after a breadcrumb, if any), ahead of the island loader Astro writes", async ({
    request,
  }) => {
    // Bands from main's third child on are drawn only near the viewport, at an estimated height
    // until then (app/styles.css): an opening band pushed down by Astro's style and scripts
    // would paint at that height first and shift the page when drawn.
    for (const path of astroPagePaths) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(
        /<main\b[^>]*>\s*(?:<nav\b[^>]*aria-label="[^"]*"[\s\S]*?<\/nav>\s*)?<section\b/,
      );
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, arriveOnGoto: false });

    for (const path of astroSamplePaths) {
      test(`${path} is complete HTML: header, content and footer`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("banner").getByRole("link", { name: /LatamMatch/ })).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("contentinfo").locator('a[href="/privacy"]')).toBeVisible();
      });
    }
  });
});
