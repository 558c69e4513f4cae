import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Installs a paused fake clock, so timers move only when a test runs it. */
async function pauseClock(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Pauses a flowing fake clock (after the lazy sections have hydrated). */
async function pauseNow(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(new Date(now + 1000));
}

async function openHome(page: Page) {
  await page.goto("/");
  // The storage listings of the logo grid and the testimonials are fetched once the page has loaded.
  await page.waitForLoadState("networkidle");
}

const activeProfile = (page: Page) => page.locator('[data-testid="profile-carousel"] > [data-active="true"]');
const activeTestimonial = (page: Page) =>
  page.locator('[data-testid="testimonials-carousel"] [data-active="true"]');

test("renders every home section in order, with the anchors other pages link to", async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hire Top Remote Talent in Latin America");
  await expect(page.locator("h1")).toHaveCount(1);
  for (const [value, label] of [
    ["280+", "Companies Scaled"],
    ["120K+", "Vetted Talent"],
    ["98%", "Match Success"],
    ["1-2 Weeks", "Average Hire Time"],
  ] as const) {
    const stat = page.locator("dl div").filter({ hasText: label });
    await expect(stat.locator("dd")).toHaveText(value);
  }
  for (const name of ["CEOs and Founders", "HR and Talent Acquisition Leaders", "Executives"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("columnheader", { name: /Direct Hiring/ })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: /Comprehensive Staff Augmentation/ })).toBeVisible();
  for (const id of ["solution", "how-it-works", "demo", "faq-section", "about"]) {
    await expect(page.locator(`#${id}`)).toHaveCount(1);
  }
  await expect(page.locator("#how-it-works ol > li")).toHaveCount(3);
  const packages = page.locator("section", {
    has: page.getByRole("heading", { name: "Pay for the hours you need" }),
  });
  for (const text of ["10 hours/week", "20 hours/week", "30 hours/week", "Full-Time", "Most popular"]) {
    await expect(packages.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(packages.getByText(/Tech talent up to \$60 USD\/hour/).first()).toBeVisible();
  for (const partner of [
    "Medical checkups",
    "Tech setup",
    "Visas",
    "Legal and corporate",
    "Benefits",
    "Coworking",
  ]) {
    await expect(page.getByRole("heading", { name: partner, exact: true })).toBeVisible();
  }
  // Sections appear in the spec's order.
  const order = await page.locator("main h2").allTextContents();
  const indexOf = (text: string) => order.findIndex((heading) => heading.includes(text));
  const expected = [
    "Hiring in the U.S.",
    "Built for the people",
    "Two ways to hire",
    "Hire one specialist",
    "From first call",
    "Pay for the hours",
    "Trusted by growing",
    "Teams that scaled",
    "Frequently asked",
    "The caliber of people",
    "On the ground",
    "Why companies choose",
    "AI finds them",
    "See what a LATAM hire",
    "Ready to meet",
  ].map(indexOf);
  expect(expected.every((position) => position >= 0)).toBe(true);
  expect([...expected].sort((a, b) => a - b)).toEqual(expected);
  // Nearly every call to action goes to the hiring form.
  const hiringLinks = await page.locator('main a[href="/hiring-form"]').count();
  expect(hiringLinks).toBeGreaterThanOrEqual(10);
});

test("the profile carousel advances every 4000 ms and its dots jump", async ({ page }) => {
  await pauseClock(page);
  await openHome(page);
  await expect(activeProfile(page)).toContainText("Valentina Ruiz");
  await page.clock.runFor(3900);
  await expect(activeProfile(page)).toContainText("Valentina Ruiz");
  await page.clock.runFor(200);
  await expect(activeProfile(page)).toContainText("Mateo Fernández");
  await page.clock.runFor(4000);
  await expect(activeProfile(page)).toContainText("Camila Souza");
  await page.getByRole("button", { name: "Show profile 5 of 6: Lucía Pereira" }).click();
  await expect(activeProfile(page)).toContainText("Lucía Pereira");
  await expect(page.getByRole("button", { name: "Show profile 5 of 6: Lucía Pereira" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // Hidden cards are out of the accessibility tree and the tab order.
  await expect(page.locator('[data-testid="profile-carousel"] > [inert]')).toHaveCount(5);
});

test("the profile carousel's Pause button stops the rotation and Play starts it again", async ({ page }) => {
  await pauseClock(page);
  await openHome(page);
  await expect(activeProfile(page)).toContainText("Valentina Ruiz");
  const pause = page.getByRole("button", { name: "Pause profile rotation" });
  await expect(pause).toBeVisible();
  await pause.click();
  // Pointer and focus out of the carousel, where they would pause it on their own.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(12_000);
  await expect(activeProfile(page)).toContainText("Valentina Ruiz");
  await page.getByRole("button", { name: "Play profile rotation" }).click();
  await page.clock.runFor(4_100);
  await expect(activeProfile(page)).toContainText("Mateo Fernández");
  await expect(page.getByRole("button", { name: "Pause profile rotation" })).toBeVisible();
});

test("the 'Previously at' scroller steps 84 px with two companies visible", async ({ page }) => {
  await openHome(page);
  const card = activeProfile(page);
  const list = card.locator("ul").last();
  const viewport = list.locator("..");
  expect((await viewport.boundingBox())?.width).toBeCloseTo(160, 0);
  const first = await list.locator("li").first().boundingBox();
  await card.getByRole("button", { name: "Show more companies" }).click();
  await expect
    .poll(async () => (first?.x ?? 0) - ((await list.locator("li").first().boundingBox())?.x ?? 0))
    .toBeCloseTo(84, 0);
});

test("testimonials advance every 5000 ms until arrows or dots are used", async ({ page }) => {
  await page.clock.install();
  await openHome(page);
  await pauseNow(page);
  const names = ["Megan Hart", "Daniel Okafor", "Sofia Lindqvist", "Rahul Mehta"];
  const current = async () => {
    const text = (await activeTestimonial(page).textContent()) ?? "";
    return names.findIndex((name) => text.includes(name));
  };
  // Step until the next automatic change, so the following interval is measured from its start.
  const start = await current();
  for (let step = 0; step < 60 && (await current()) === start; step++) await page.clock.runFor(100);
  const changed = await current();
  expect(changed).toBe((start + 1) % 4);
  await page.clock.runFor(4800);
  expect(await current()).toBe(changed);
  await page.clock.runFor(300);
  await expect.poll(current).toBe((changed + 1) % 4);

  const afterAuto = (changed + 1) % 4;
  await page.getByRole("button", { name: "Next testimonial" }).click();
  await expect.poll(current).toBe((afterAuto + 1) % 4);
  await expect(page.getByTestId("testimonials-carousel")).toHaveAttribute("data-autoplay", "false");
  await page.mouse.move(0, 0);
  await page.clock.runFor(15000);
  expect(await current()).toBe((afterAuto + 1) % 4);
  await page.getByRole("button", { name: "Show testimonial 1 of 4: Megan Hart" }).click();
  await expect(activeTestimonial(page)).toContainText("Megan Hart");
});

test("testimonial avatars come from the Clients bucket and fall back to initials", async ({
  page,
  consoleErrors,
}) => {
  await openHome(page);
  const slide = activeTestimonial(page);
  await expect(slide.locator('img[data-avatar="image"]')).toHaveAttribute("src", /^\/storage\/Clients\//);
  await page.route("**/api/storage/Clients**", (route) => route.fulfill({ status: 500, body: "{}" }));
  const errors: string[] = [];
  page.on("console", (message) => errors.push(message.text()));
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(activeTestimonial(page).locator('[data-avatar="initials"]')).toHaveText("MH");
  expect(errors.some((text) => text.includes("Error fetching client images"))).toBe(true);
  consoleErrors.length = 0;
});

test("the FAQ has 7 questions and keeps a single answer open", async ({ page }, testInfo) => {
  await openHome(page);
  const faq = page.locator("#faq-section");
  const questions = faq.getByRole("button");
  await expect(questions).toHaveCount(7);
  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
  await expect(faq.getByRole("region")).toHaveCount(1);
  await questions.nth(2).click();
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);
  testInfo.annotations.push({ type: "faq", description: "single open, collapsible" });
});

for (const [width, customers] of [
  [1440, 18],
  [390, 6],
] as const) {
  test(`the logo grid shows ${customers} customer logos and 2 VC logos at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    const grid = page.getByTestId("customer-logos");
    await grid.scrollIntoViewIfNeeded();
    await expect(grid).toHaveAttribute("data-status", "ready");
    await expect(grid.locator("img:visible")).toHaveCount(customers);
    await expect(page.getByTestId("vc-logos").locator("img:visible")).toHaveCount(2);
    // Items 2 to 19 of the name-sorted listing: the first file is skipped.
    await expect(grid.locator("img").first()).toHaveAttribute("src", "/storage/Images/Logos/brightloom.svg");
    await expect(grid.locator("img").first()).toHaveAttribute("alt", "Brightloom");
    await expect(page.getByTestId("vc-logos").locator("img").first()).toHaveAttribute(
      "src",
      "/storage/Images/VC%27s/arroyo-ventures.svg",
    );
    const broken = await grid
      .locator("img")
      .evaluateAll(
        (images) =>
          (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth === 0).length,
      );
    expect(broken).toBe(0);
  });
}

test("a failing logo listing logs the spec's messages and shows no images", async ({
  page,
  consoleErrors,
}) => {
  await page.route("**/api/storage/Images**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await openHome(page);
  await expect(page.getByTestId("customer-logos")).toHaveAttribute("data-status", "error");
  await expect(page.getByTestId("vc-logos")).toHaveAttribute("data-status", "error");
  await expect(page.getByTestId("customer-logos").locator("img")).toHaveCount(0);
  await expect(page.getByTestId("vc-logos").locator("img")).toHaveCount(0);
  expect(consoleErrors.some((text) => text.startsWith("Error fetching customer files"))).toBe(true);
  expect(consoleErrors.some((text) => text.startsWith("Error fetching VC files"))).toBe(true);
  consoleErrors.length = 0;
});

test("a logo image that fails to load is hidden, not shown broken", async ({ page, consoleErrors }) => {
  await page.route("**/storage/Images/Logos/brightloom.svg", (route) =>
    route.fulfill({ status: 404, body: "" }),
  );
  await openHome(page);
  const grid = page.getByTestId("customer-logos");
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.locator("img")).toHaveCount(17);
  await expect(grid.locator('img[src$="brightloom.svg"]')).toHaveCount(0);
  consoleErrors.length = 0;
});

test("the home page has no axe violations", async ({ page }) => {
  await openHome(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test("the service comparison is a table on desktop and a card per service on a phone", async ({ page }) => {
  await page.goto("/#solution");
  const section = page.locator("#solution");
  await expect(section.getByRole("table")).toBeVisible();
  await expect(section.getByTestId("home-comparison-cards")).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByRole("table")).toBeHidden();
  const cards = section.getByTestId("home-comparison-cards").getByRole("listitem");
  await expect(cards).toHaveCount(2);
  // The recommended service, the one a scrolled table hid, is fully on screen when scrolled to.
  const recommended = cards.filter({ hasText: "Comprehensive Staff Augmentation" });
  await recommended.scrollIntoViewIfNeeded();
  const box = await recommended.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await expect(recommended.getByText("Most complete")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the team-building cards lead hiring managers to hiring, never to job-seeker pages", async ({
  page,
}) => {
  await page.goto("/");
  const links = page.locator('section[aria-labelledby="team-building-title"] a');
  await expect(links).toHaveCount(6);
  for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
    expect(href).not.toMatch(/^\/candidates/);
  }
});

test.describe("the home page's own script, with every island's code held back", () => {
  // Nothing hydrates, so the visit waits for the load event only.
  test.use({ arriveOnGoto: false });

  /** Opens the home page with a paused clock and no island code: only the page's inline script runs. */
  async function openStatic(page: Page) {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.route(/\/_astro\/.*\.js$/, () => {});
    await pauseClock(page);
    await page.goto("/");
    return scripts;
  }

  test("the testimonials advance every 5000 ms and answer the keyboard, with no React", async ({ page }) => {
    const scripts = await openStatic(page);
    const carousel = page.getByTestId("testimonials-carousel");
    await expect(activeTestimonial(page)).toContainText("Megan Hart");
    await page.clock.runFor(4_900);
    await expect(activeTestimonial(page)).toContainText("Megan Hart");
    await page.clock.runFor(200);
    await expect(activeTestimonial(page)).toContainText("Daniel Okafor");
    await expect(carousel).toHaveAttribute("data-autoplay", "true");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "off");

    // Enter on the next arrow moves on and stops the rotation; the slides are then announced.
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("Enter");
    await expect(activeTestimonial(page)).toContainText("Sofia Lindqvist");
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await expect(carousel.locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    // Space on a dot jumps there; the hidden slides are out of the tab order and the tree.
    await page.keyboard.press("Shift+Tab");
    await expect(
      carousel.getByRole("button", { name: "Show testimonial 4 of 4: Rahul Mehta" }),
    ).toBeFocused();
    await page.keyboard.press("Space");
    await expect(activeTestimonial(page)).toContainText("Rahul Mehta");
    await expect(carousel.getByRole("button", { name: /Rahul Mehta/ })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(carousel.locator("[data-carousel-slide][inert][aria-hidden=true]")).toHaveCount(3);
    await page.keyboard.press("Shift+Tab");
    await page.mouse.move(0, 0);
    await page.clock.runFor(15_000);
    await expect(activeTestimonial(page)).toContainText("Rahul Mehta");
    expect(scripts.filter((url) => !/\/_astro\//.test(url))).toEqual([]);
    expect(await page.evaluate(() => document.querySelectorAll("astro-island:not([ssr])").length)).toBe(0);
  });

  test("the profile carousel holds while the pointer is on it, and its Pause button works from the keyboard", async ({
    page,
  }) => {
    await openStatic(page);
    const carousel = page.locator("[data-carousel]", { has: page.getByTestId("profile-carousel") });
    await page.getByTestId("profile-carousel").hover();
    await page.clock.runFor(8_000);
    await expect(activeProfile(page)).toContainText("Valentina Ruiz");
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    await expect(activeProfile(page)).toContainText("Mateo Fernández");
    await page.getByRole("button", { name: "Pause profile rotation" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Play profile rotation" })).toBeFocused();
    await expect(carousel).toHaveAttribute("data-autoplay", "false");
    await page.keyboard.press("Tab");
    await page.clock.runFor(12_000);
    await expect(activeProfile(page)).toContainText("Mateo Fernández");
    // A dot jumps without stopping a carousel that was left to run.
    await page.getByRole("button", { name: "Play profile rotation" }).click();
    await page.getByRole("button", { name: "Show profile 6 of 6" }).click();
    await expect(activeProfile(page)).toHaveAttribute("aria-label", "6 / 6");
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    await expect(activeProfile(page)).toHaveAttribute("aria-label", "1 / 6");
  });

  test("the 'Previously at' scroller steps and stops at its ends", async ({ page }) => {
    await openStatic(page);
    const card = activeProfile(page);
    const previous = card.getByRole("button", { name: "Show earlier companies" });
    const next = card.getByRole("button", { name: "Show more companies" });
    const marks = card.locator("[data-scroller] li");
    const count = await marks.count();
    await expect(previous).toBeDisabled();
    await expect(marks.locator("xpath=self::*[not(@aria-hidden)]")).toHaveCount(2);
    for (let step = 0; step < count - 2; step++) await next.click();
    await expect(next).toBeDisabled();
    await expect(marks.last()).not.toHaveAttribute("aria-hidden");
    await expect(marks.first()).toHaveAttribute("aria-hidden", "true");
    await expect(card.locator("[data-scroller] ul")).toHaveAttribute(
      "style",
      new RegExp(`translateX\\(-${(count - 2) * 84}px\\)`),
    );
    await previous.click();
    await expect(next).toBeEnabled();
  });

  test("a card row is a tab stop only while it scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openStatic(page);
    const packages = page.locator('section[aria-labelledby="packages-title"] [data-card-row]');
    await expect(packages).toHaveAttribute("tabindex", "0");
    // Measured when the browser lays the row out again, which it does near the viewport.
    await page.setViewportSize({ width: 1440, height: 900 });
    await packages.scrollIntoViewIfNeeded();
    await expect(packages).not.toHaveAttribute("tabindex");
  });

  test("a checklist below the fold reveals its items one after another once in view", async ({ page }) => {
    await openStatic(page);
    const items = page.locator("#about [data-reveal-list] > li");
    await expect(items.first()).toHaveAttribute("data-hidden", "");
    await expect(page.locator("#about [data-reveal-list] > li:not([data-hidden])")).toHaveCount(0);
    await items.first().scrollIntoViewIfNeeded();
    await expect(page.locator("#about [data-reveal-list] > li[data-hidden]")).toHaveCount(0);
    const delays = await items.evaluateAll((lis) =>
      lis.map((li) => (li as HTMLElement).style.transitionDelay),
    );
    expect(delays).toEqual(delays.map((_, index) => `${index * 200}ms`));
  });

  test("with reduced motion nothing rotates or hides, and Play still runs the profiles", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openStatic(page);
    await expect(page.getByRole("button", { name: "Play profile rotation" })).toBeVisible();
    await expect(page.getByTestId("testimonials-carousel")).toHaveAttribute("data-autoplay", "false");
    await page.clock.runFor(10_000);
    await expect(activeProfile(page)).toContainText("Valentina Ruiz");
    await expect(activeTestimonial(page)).toContainText("Megan Hart");
    await expect(page.locator("[data-reveal-list] > li[data-hidden]")).toHaveCount(0);
    await page.getByRole("button", { name: "Play profile rotation" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_100);
    await expect(activeProfile(page)).toContainText("Mateo Fernández");
  });
});

test("the storage listings are fetched after the page has loaded, not before its first paint", async ({
  page,
}) => {
  await openHome(page);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const listings = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/api/storage/"))
      .map((entry) => entry.startTime);
    return { loaded: navigation?.loadEventStart ?? 0, listings };
  });
  expect(timing.listings).toHaveLength(3);
  for (const start of timing.listings) expect(start).toBeGreaterThanOrEqual(timing.loaded);
});
