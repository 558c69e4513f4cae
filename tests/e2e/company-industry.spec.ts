import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const industries = [
  { path: "/startups", stats: ["48h", "60%", "95%", "75%"] },
  { path: "/saas", stats: ["48h", "55%", "97%", "70%"] },
  { path: "/ecommerce", stats: ["48h", "50%", "94%", "65%"] },
];

/**
 * Waits until the page's carousels are live: React has hydrated them, or on a page Astro builds
 * the page's own script has taken them over (each marks its carousel with `data-hydrated`).
 */
async function waitForHydration(page: Page) {
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
}

/** Fake time that moves only when the test says so, so every step of a timer is exact. */
async function pauseClock(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

function heroCarousel(page: Page) {
  return page.getByRole("region", { name: /highlights$/ });
}

test.describe("industry pages", () => {
  for (const { path, stats } of industries) {
    test(`${path} renders its stats and links`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // Each tile is a term, its figure and the line that says what the figure counts.
      const heroStats = page.locator("main dl").first().locator("> div > dd:first-of-type");
      await expect(heroStats).toHaveText(stats);
      await expect(page.getByRole("link", { name: "I'm Hiring" })).toHaveAttribute("href", "/#demo");
      await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/#about");
      // Every secondary call to action leads somewhere: a hiring-form link or a modal button.
      for (const name of ["Get Your Shortlist", "Start Your Playbook", "Book a Call"]) {
        await expect(page.getByRole("button", { name })).toBeVisible();
      }
      for (const name of ["Plan Your Team", "Hire for These Roles", "Start Hiring"]) {
        await expect(page.getByRole("link", { name })).toHaveAttribute("href", "/hiring-form");
      }
      await expect(page.getByRole("heading", { level: 3, name: /./ }).first()).toBeVisible();
      await expect(page.locator("figure blockquote")).toHaveCount(5);
    });
  }

  test("the hero carousel auto-plays every 4000 ms and its toggle pauses it", async ({ page }) => {
    await page.clock.install();
    await page.goto("/startups");
    await waitForHydration(page);
    const carousel = heroCarousel(page);
    const dot = (n: number) => carousel.getByRole("button", { name: new RegExp(`^Show slide ${n} of 3`) });
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(3_900);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(200);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    // Hidden slides are out of the accessibility tree and inert.
    const slides = carousel.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    await expect(slides.nth(0)).toHaveAttribute("inert", "");
    await expect(slides.nth(1)).not.toHaveAttribute("aria-hidden", "true");

    // The slide box announces changes only while the visitor drives them.
    const slideBox = slides.first().locator("..");
    await expect(slideBox).toHaveAttribute("aria-live", "off");
    await carousel.getByRole("button", { name: "Pause automatic slide show" }).click();
    await expect(slideBox).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(12_000);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await expect(slides.nth(1)).toBeVisible();
    await expect(slides.nth(0)).toHaveCSS("opacity", "0");

    await carousel.getByRole("button", { name: "Start automatic slide show" }).click();
    await page.clock.runFor(4_100);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(4_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  });

  test("carousels answer next, previous, dots and arrow keys; the platform one starts paused", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/saas");
    await waitForHydration(page);
    const platform = page.getByRole("region", { name: /platform screens$/ });
    const dot = (n: number) => platform.getByRole("button", { name: new RegExp(`^Show slide ${n} of 3`) });
    await expect(platform.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(dot(1)).toHaveAttribute("aria-current", "true");

    await platform.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await platform.getByRole("button", { name: "Previous slide" }).click();
    await platform.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
    await dot(1).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowRight");
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
  });

  test("a manual change restarts the wait, and a carousel pauses when reduced motion is asked for", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/startups");
    await waitForHydration(page);
    const carousel = heroCarousel(page);
    const dot = (n: number) => carousel.getByRole("button", { name: new RegExp(`^Show slide ${n} of 3`) });
    await page.clock.runFor(3_000);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    // 4000 ms after the click, not after the page's start.
    await page.clock.runFor(3_900);
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(200);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");

    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(dot(3)).toHaveAttribute("aria-current", "true");
  });

  test("carousels stay paused for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/ecommerce");
    await waitForHydration(page);
    const carousel = heroCarousel(page);
    await expect(carousel.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
    await page.clock.runFor(9_000);
    await expect(carousel.getByRole("button", { name: /^Show slide 1 of 3/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("the service accordion keeps one panel open at a time", async ({ page }) => {
    await page.goto("/startups");
    await waitForHydration(page);
    const first = page.getByRole("button", { name: "Founding engineering team" });
    const second = page.getByRole("button", { name: "Comprehensive staff augmentation" });
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("Live-coding and real-world project assessments")).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText("Live-coding and real-world project assessments")).toBeHidden();
    await expect(page.getByText("Labor contracts and employer of record")).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("counters count up to their targets once 30% visible", async ({ page }) => {
    await page.clock.install();
    await page.goto("/startups");
    await waitForHydration(page);
    const counters = page.getByTestId("industry-counters").locator("[data-counter-value]");
    // Before they are seen, the counters show their final values (as in the prerendered HTML).
    await expect(counters).toHaveText(["200+", "35,000", "98%", "12+"]);
    await page.getByTestId("industry-counters").scrollIntoViewIfNeeded();
    // The observer reports on a rendering frame, which shows the count's first step.
    await expect(counters.nth(1)).not.toHaveText("35,000");
    const midway = Number((await counters.nth(1).textContent())?.replace(/\D/g, ""));
    expect(midway).toBeLessThan(35_000);
    await page.clock.runFor(50 * 30);
    await expect(counters).toHaveText(["200+", "35,000", "98%", "12+"]);
  });

  test("counters count once, from zero, 30 ms a step, when their list comes into view", async ({ page }) => {
    await pauseClock(page);
    await page.goto("/saas");
    await waitForHydration(page);
    const list = page.getByTestId("industry-counters");
    const counters = list.locator("[data-counter-value]");
    const finals = await counters.evaluateAll((spans) => spans.map((span) => span.dataset.counterValue));
    await expect(counters).toHaveText(finals as string[]);
    await list.scrollIntoViewIfNeeded();
    // Counting starts at zero the moment the list is seen, before the first step.
    await expect(counters.nth(1)).toHaveText(/^0\D*$/);
    await page.clock.runFor(49 * 30);
    await expect(counters.nth(1)).not.toHaveText(finals[1] as string);
    await page.clock.runFor(30);
    await expect(counters).toHaveText(finals as string[]);
    // Seen again, they stay put.
    await page.evaluate(() => window.scrollTo(0, 0));
    await list.scrollIntoViewIfNeeded();
    await page.clock.runFor(30);
    await expect(counters).toHaveText(finals as string[]);
  });

  test("counters show their final values to visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await pauseClock(page);
    await page.goto("/ecommerce");
    await waitForHydration(page);
    const list = page.getByTestId("industry-counters");
    const counters = list.locator("[data-counter-value]");
    const finals = await counters.evaluateAll((spans) => spans.map((span) => span.dataset.counterValue));
    // An observer of the test's own, made after the page's: the browser tells the page's first.
    const seen = list.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.intersectionRatio >= 0.3)) resolve();
            },
            { threshold: 0.3 },
          ).observe(element);
        }),
    );
    await list.scrollIntoViewIfNeeded();
    await seen;
    await expect(counters).toHaveText(finals as string[]);
    await page.clock.runFor(50 * 30);
    await expect(counters).toHaveText(finals as string[]);
  });

  test.describe("with every island's code held back", () => {
    // Nothing hydrates, so the visit waits for the load event only.
    test.use({ arriveOnGoto: false });

    test("carousels, counters and the service accordion run on the page's own script", async ({ page }) => {
      await page.route(/\/_astro\/.*\.js$/, () => {});
      await pauseClock(page);
      await page.goto("/startups");
      await waitForHydration(page);
      const carousel = heroCarousel(page);
      const dot = (n: number) => carousel.getByRole("button", { name: new RegExp(`^Show slide ${n} of 3`) });
      await page.clock.runFor(4_000);
      await expect(dot(2)).toHaveAttribute("aria-current", "true");
      await carousel.getByRole("button", { name: "Pause automatic slide show" }).click();
      await carousel.getByRole("button", { name: "Next slide" }).press("ArrowRight");
      await expect(dot(3)).toHaveAttribute("aria-current", "true");

      const service = page.getByRole("button", { name: "Founding engineering team" });
      await service.click();
      await expect(service).toHaveAttribute("aria-expanded", "true");

      const list = page.getByTestId("industry-counters");
      await list.scrollIntoViewIfNeeded();
      await expect(list.locator("[data-counter-value]").nth(1)).toHaveText("0");
      await page.clock.runFor(50 * 30);
      await expect(list.locator("[data-counter-value]").nth(1)).toHaveText("35,000");
    });
  });

  test("/industries/saas redirects permanently to /saas", async ({ page, request }) => {
    const response = await request.get("/industries/saas", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/saas$/);
    await page.goto("/industries/startups");
    await expect(page).toHaveURL(/\/startups$/);
  });

  for (const { path } of industries) {
    test(`axe finds no violations on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await waitForHydration(page);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });
  }
});
