import { FIGURES_YEAR } from "../../app/content/figures-date";
import { expect, notFoundDocumentError, test, waitForHydration } from "./fixtures";

/**
 * The header, static HTML run by site/scripts/header.ts, on a form page (whose main island
 * hydrates on load beside it) and on a landing page. Both must behave alike.
 */
const headerPages = [
  { kind: "form", path: "/hiring-form" },
  { kind: "landing", path: "/about" },
] as const;

for (const { kind, path } of headerPages) {
  test.describe(`header menus (desktop) on a ${kind} page`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test("one dropdown open at a time; the open one closes on a second click", async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      const industries = nav.getByRole("button", { name: "Industries" });
      const candidates = nav.getByRole("button", { name: "Candidates" });
      const company = nav.getByRole("button", { name: "Company" });

      await industries.click();
      await expect(industries).toHaveAttribute("aria-expanded", "true");
      await expect(nav.getByRole("link", { name: "SaaS" })).toBeVisible();

      await candidates.click();
      await expect(candidates).toHaveAttribute("aria-expanded", "true");
      await expect(industries).toHaveAttribute("aria-expanded", "false");
      await expect(nav.getByRole("link", { name: "SaaS" })).toBeHidden();

      await candidates.click();
      await expect(candidates).toHaveAttribute("aria-expanded", "false");

      await company.click();
      await expect(nav.getByRole("link", { name: "Clients" })).toHaveAttribute("href", "/clients");
      await expect(nav.getByRole("link", { name: "FAQs" })).toHaveAttribute("href", "/#faq-section");
      await page.keyboard.press("Escape");
      await expect(company).toHaveAttribute("aria-expanded", "false");
      await expect(company).toBeFocused();
    });

    test("candidates menu lists the specializations of the hovered or focused category", async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Candidates" }).click();
      await expect(nav.getByText("Hover over a category")).toBeVisible();

      await nav.getByRole("link", { name: "Developers" }).hover();
      await expect(nav.getByText("Specializations")).toBeVisible();
      await expect(nav.getByRole("link", { name: "Backend Developer" })).toHaveAttribute(
        "href",
        "/candidates/developers/backend",
      );

      await nav.getByRole("link", { name: "LLM Specialists" }).focus();
      await expect(nav.getByRole("link", { name: "RLHF Specialist" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Backend Developer" })).toBeHidden();

      await nav.getByRole("link", { name: "RLHF Specialist" }).click();
      await expect(page).toHaveURL(/\/candidates\/llm-specialists\/rlhf$/);
      await expect(nav.getByText("Specializations")).toBeHidden();
    });

    test("candidates menu works from the keyboard, and closes when focus leaves it", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const nav = page.getByRole("navigation", { name: "Main" });
      const trigger = nav.getByRole("button", { name: "Candidates" });
      await trigger.focus();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "All candidates" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(nav.getByRole("link", { name: "Developers" })).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(nav.getByRole("link", { name: "Sales", exact: true })).toBeFocused();
      await expect(nav.getByRole("list", { name: "Sales specializations" })).toBeVisible();
      // Every category's pane is reachable: → enters it, ↓ moves inside, ← goes back.
      await page.keyboard.press("ArrowRight");
      const sales = nav.getByRole("list", { name: "Sales specializations" }).getByRole("link");
      await expect(sales.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(sales.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(nav.getByRole("link", { name: "Sales", exact: true })).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("ArrowUp");
      await expect(nav.getByRole("link", { name: "LLM Specialists" })).toBeFocused();

      // Tabbing past the last link of the pane leaves the menu, which closes.
      await page.keyboard.press("ArrowRight");
      const llm = nav.getByRole("list", { name: "LLM Specialists specializations" }).getByRole("link");
      await llm.last().focus();
      await page.keyboard.press("Tab");
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });

    test("the pane does not switch while the pointer crosses other categories on its way", async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      // A paused clock makes "on its way" independent of how fast this machine moves the pointer.
      // It starts once the page is live, which an Astro page's islands are when the browser is idle.
      const start = new Date("2025-03-03T09:00:00Z");
      await page.clock.install({ time: start });
      await page.clock.pauseAt(new Date(start.getTime() + 1000));
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "Candidates" }).click();
      const developers = nav.getByRole("link", { name: "Developers" });
      await developers.hover();
      await expect(nav.getByRole("list", { name: "Developers specializations" })).toBeVisible();

      // Resting on a category does switch the pane.
      await nav.getByRole("link", { name: "Design", exact: true }).hover();
      await page.clock.runFor(100);
      await expect(nav.getByRole("list", { name: "Developers specializations" })).toBeVisible();
      await page.clock.runFor(100);
      await expect(nav.getByRole("list", { name: "Design specializations" })).toBeVisible();
      await developers.hover();
      await page.clock.runFor(200);
      await expect(nav.getByRole("list", { name: "Developers specializations" })).toBeVisible();

      // A diagonal move from Developers down across Sales and Marketing into the pane.
      const from = await developers.boundingBox();
      const target = await nav.getByRole("link", { name: "Mobile Developer" }).boundingBox();
      if (!from || !target) throw new Error("menu not laid out");
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
      await expect(nav.getByRole("list", { name: "Developers specializations" })).toBeVisible();
      await nav.getByRole("link", { name: "Mobile Developer" }).click();
      await expect(page).toHaveURL(/\/candidates\/developers\/mobile$/);
    });

    test("clicking outside closes the open dropdown", async ({ page }) => {
      await page.goto(path);
      const industries = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Industries" });
      await industries.click();
      await page.locator("footer").click({ position: { x: 5, y: 5 } });
      await expect(industries).toHaveAttribute("aria-expanded", "false");
    });

    test("the header names one path per audience: work for candidates, talent for companies", async ({
      page,
    }) => {
      await page.goto(path);
      const banner = page.getByRole("banner");
      await expect(banner.getByRole("link", { name: "Hire Talent" })).toHaveAttribute("href", "/hiring-form");
      await expect(banner.getByRole("link", { name: "Find Work" })).toHaveAttribute("href", "/talent");
      await expect(banner.getByRole("button", { name: "Candidate Apply" })).toBeVisible();
    });

    test("portal login opens in a new tab, safely", async ({ page }) => {
      await page.goto(path);
      const portal = page.getByRole("banner").getByRole("link", { name: /Portal Login/ });
      await expect(portal).toHaveAttribute("target", "_blank");
      await expect(portal).toHaveAttribute("rel", "noopener noreferrer");
    });
  });
}

test.describe("header and site-wide dialogs (desktop)", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("on a translated page the header's candidate path stays in that language", async ({ page }) => {
    await page.goto("/es/candidates");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Buscar empleo" })).toHaveAttribute("href", "/es/talent");
    await expect(banner.getByRole("link", { name: "Contratar talento" })).toHaveAttribute(
      "href",
      "/hiring-form",
    );
  });

  for (const path of ["/hiring-form", "/"]) {
    test(`candidate apply dialog opens, traps focus and closes by button, Escape and overlay on ${path}`, async ({
      page,
    }) => {
      await page.goto(path);
      const trigger = page.getByRole("banner").getByRole("button", { name: "Candidate Apply" });

      await trigger.click();
      const dialog = page.getByRole("dialog", { name: "Apply as a Candidate" });
      await expect(dialog).toBeVisible();
      for (let index = 0; index < 25; index += 1) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await dialog.getByRole("button", { name: "Close application form" }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.mouse.click(8, 450);
      await expect(dialog).toBeHidden();
    });
  }

  for (const [path, opener] of [
    ["/clients", "Start Your Success Story"],
    ["/services/hires-staffing", "Talk to Us"],
  ] as const) {
    test(`the global hiring modal opens from a page button and closes on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("main").getByRole("button", { name: opener }).first().click();
      const dialog = page.getByRole("dialog", { name: "Get Started with LatamMatch" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        "Tell us about your hiring needs and we'll get back to you within 24 hours.",
      );
      await expect(dialog.getByRole("region", { name: "Hiring Form" })).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(600);
      expect(box?.width).toBeLessThanOrEqual(896);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.getByRole("main").getByRole("button", { name: opener }).first().click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Close hiring form" }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test("footer links and the freelancer dialog", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Build Your Team" })).toHaveAttribute(
      "href",
      "/hiring-form",
    );
    await expect(footer.getByRole("link", { name: "Staffing Solutions" })).toHaveAttribute(
      "href",
      "/services/hires-staffing",
    );
    await expect(footer.getByRole("link", { name: "Headhunting Pro" })).toHaveAttribute(
      "href",
      "/services/headhunting-pro",
    );
    await expect(footer.getByRole("heading", { name: "AI Staffing Insights" })).toBeVisible();
    // SPEC's copyright year, running to the year of the figures the pages print beside it.
    await expect(footer).toContainText(`© 2025–${FIGURES_YEAR} LatamMatch`);
    for (const name of ["LinkedIn", "X (Twitter)", "Instagram"]) {
      await expect(
        footer.getByRole("link", { name: new RegExp(name.replace(/[()]/g, "\\$&")) }),
      ).toHaveAttribute("rel", "noopener noreferrer");
    }
    await footer.getByRole("button", { name: "For Freelancers" }).click();
    await expect(page.getByRole("dialog", { name: "Apply as a Candidate" })).toBeVisible();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 }, expectedConsoleErrors: [notFoundDocumentError] });

  for (const { kind, path } of headerPages) {
    test(`the hamburger menu holds the same links and works from the keyboard on a ${kind} page`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      const hamburger = page.getByRole("button", { name: "Open menu" });
      await hamburger.focus();
      await page.keyboard.press("Enter");

      const sheet = page.getByRole("dialog", { name: "Menu" });
      await expect(sheet).toBeVisible();
      for (const name of ["Startups", "SaaS", "E-commerce", "LLM Training Data", "Clients", "FAQs"]) {
        await expect(sheet.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(sheet.getByRole("link", { name: /Portal Login/ })).toHaveAttribute(
        "rel",
        "noopener noreferrer",
      );
      await expect(sheet.getByRole("button", { name: "Candidate Apply" })).toBeVisible();
      // Each audience's way in, under its own name.
      const companies = sheet.getByRole("region", { name: "For companies" });
      await expect(companies.getByRole("link", { name: "Hire Talent" })).toHaveAttribute(
        "href",
        "/hiring-form",
      );
      await expect(companies.getByRole("link", { name: /Portal Login/ })).toBeVisible();
      const candidates = sheet.getByRole("region", { name: "For candidates" });
      await expect(candidates.getByRole("button", { name: "Candidate Apply" })).toBeVisible();
      await expect(candidates.getByRole("link", { name: "Find Work" })).toHaveAttribute("href", "/talent");

      // A category opens its specializations from the keyboard.
      await sheet.getByText("Developers", { exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(sheet.getByRole("link", { name: "Backend Developer" })).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(hamburger).toBeFocused();

      // A tap beside the sheet closes it; "Candidate Apply" closes it and opens the apply modal.
      await hamburger.click();
      await expect(sheet).toBeVisible();
      await page.mouse.click(3, 400);
      await expect(sheet).toBeHidden();
      await hamburger.click();
      await sheet.getByRole("button", { name: "Candidate Apply" }).click();
      await expect(sheet).toBeHidden();
      const apply = page.getByRole("dialog", { name: "Apply as a Candidate" });
      await expect(apply).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(apply).toBeHidden();

      await hamburger.click();
      await sheet.getByRole("link", { name: "Clients" }).click();
      await expect(page).toHaveURL(/\/clients$/);
      await expect(sheet).toBeHidden();
    });
  }

  test("nothing overflows the viewport horizontally", async ({ page }) => {
    for (const path of ["/", "/about", "/candidates/developers/backend", "/hiring-form", "/nope"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});
