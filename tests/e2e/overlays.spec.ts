import type { Locator, Page } from "@playwright/test";
import { matchReportPopupSettings } from "../../app/content/floating-widgets";
import { expect, test, waitForHydration } from "./fixtures";
import { answers, fillToLastStep } from "./hiring-wizard-steps";

/**
 * What floats over a page never hides what the visitor uses: the timed offers open at most once
 * a visit and only where they cover no form and no call to action, the chat launcher steps aside
 * from the control in use, and a form's confirmation is brought into view with focus.
 */

const REPORT = "Get your AI Talent Match Report";
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Installs a paused fake clock, so the offers' timers move only when a test runs it. */
async function pauseClock(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** The boxes, in the viewport, of the forms and calls to action an offer must leave clear. */
async function keptClearBoxes(page: Page): Promise<Box[]> {
  return page.evaluate((selector) => {
    const boxes: Box[] = [];
    for (const element of document.querySelectorAll(selector)) {
      for (const rect of element.getClientRects()) {
        const shown = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
        if (shown) boxes.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
      }
    }
    return boxes;
  }, matchReportPopupSettings.keepClearOf);
}

/**
 * Runs the visit's clock past the offer's delay, scrolling down a screen at a time while it has
 * not opened (a form or a call to action in its way), and returns the offer once it is open.
 */
async function offerAfterScrolling(page: Page, offer: Locator): Promise<Locator> {
  await page.clock.runFor(matchReportPopupSettings.delayMs);
  for (let screen = 0; screen < 30; screen += 1) {
    await page.clock.runFor(matchReportPopupSettings.retryMs);
    if (await offer.isVisible()) return offer;
    // Not open: nothing it may cover is where its box would be... unless something is.
    await page.mouse.wheel(0, (page.viewportSize()?.height ?? 800) * 0.6);
  }
  throw new Error("the offer never opened");
}

for (const width of [390, 1440]) {
  test.describe(`offers at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, showMatchReportPopup: true });

    for (const { path, testId } of [
      { path: "/", testId: "match-report-popup" },
      { path: "/pricing", testId: "match-report-popup" },
      { path: "/talent", testId: "job-alert-offer" },
    ]) {
      test(`on ${path} the offer opens over no form and no call to action`, async ({ page }) => {
        await pauseClock(page);
        await page.goto(path);
        // The visitor has a call to action where the offer's box would come: on a phone, at the
        // bottom of the screen (the sheet), on a wide screen, in the middle.
        await page.locator(matchReportPopupSettings.keepClearOf).evaluateAll((elements, phone) => {
          // One that spans the middle of the screen, where the offer's box is at every width,
          // or (a wide screen may have none there) the first one.
          const middle = window.innerWidth / 2;
          const shown = elements.filter((element) => element.getBoundingClientRect().width > 0);
          const chosen =
            shown.find((element) => {
              const box = element.getBoundingClientRect();
              return box.left < middle && box.right > middle;
            }) ?? shown[0];
          if (!chosen) throw new Error("no form or call to action on the page");
          chosen.scrollIntoView({ block: phone ? "end" : "center", behavior: "instant" });
        }, width < 640);
        const offer = page.getByTestId(testId);
        await offerAfterScrolling(page, offer);
        const box = await offer.boundingBox();
        expect(box).not.toBeNull();
        for (const clear of await keptClearBoxes(page)) {
          expect(overlaps(box!, clear), `offer over ${JSON.stringify(clear)}`).toBe(false);
        }
        if (width === 390 && path === "/") {
          // The sheet's button is in sight as it opens, without scrolling the sheet or the page.
          const send = offer.getByRole("button", { name: "Send My Free Report" });
          await expect(send).toBeInViewport({ ratio: 1 });
          const sendBox = await send.boundingBox();
          expect(sendBox!.y + sendBox!.height).toBeLessThanOrEqual(box!.y + box!.height + 1);
          expect(sendBox!.y).toBeGreaterThanOrEqual(box!.y);
        }
      });
    }
  });
}

test.describe("one offer per visit", () => {
  test.use({ showMatchReportPopup: true });

  test("once the report was offered, the candidate pages of the same visit offer nothing", async ({
    page,
  }) => {
    await pauseClock(page);
    await page.goto("/");
    const report = page.getByRole("dialog", { name: REPORT });
    await offerAfterScrolling(page, report);
    // Not dismissed: the visitor just goes on to another page of the site.
    await page.goto("/talent");
    await page.clock.runFor(20_000);
    await page.mouse.wheel(0, 2000);
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("job-alert-offer")).toBeHidden();
    await page.goto("/");
    await page.clock.runFor(20_000);
    await expect(page.getByRole("dialog", { name: REPORT })).toHaveCount(0);
  });
});

/**
 * No fixed or sticky element (the chat launcher, a pinned bar, the header) lies over the control
 * in use; for a control drawn by its label (a card-like radio), over that label.
 */
async function expectNothingOver(control: Locator) {
  // Polled: focusing a control scrolls it into view smoothly.
  await expect
    .poll(() => coveringElements(control), { message: "fixed elements over the control in use" })
    .toEqual([]);
}

function coveringElements(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const shown = element.getBoundingClientRect().width > 1 ? element : (element.closest("label") ?? element);
    const box = shown.getBoundingClientRect();
    const over: string[] = [];
    for (const other of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(other);
      if (style.position !== "fixed" && style.position !== "sticky") continue;
      if (style.visibility === "hidden" || other.contains(shown) || shown.contains(other)) continue;
      if (other.closest("[hidden], dialog:not([open])")) continue;
      const rect = other.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const hit =
        rect.left < box.right && rect.right > box.left && rect.top < box.bottom && rect.bottom > box.top;
      if (hit)
        over.push(`${other.tagName.toLowerCase()}${other.id ? `#${other.id}` : ""} ${other.className}`);
    }
    return over.map((what) => `${what} over ${shown.outerHTML.slice(0, 80)}`);
  });
}

/** Focuses each shown control of the form in turn, as a visitor tabbing or tapping through it. */
async function useEachControl(form: Locator) {
  const controls = form.locator("input:not([type=hidden]):not([tabindex='-1']), select, textarea, button");
  for (const control of await controls.all()) {
    if (!(await control.evaluate((element) => element.getClientRects().length > 0))) continue;
    if (await control.evaluate((element) => element.closest("[aria-hidden=true]") !== null)) continue;
    await control.focus();
    await expectNothingOver(control);
  }
}

async function expectConfirmationShown(confirmation: Locator) {
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport({ ratio: 1 });
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the hiring wizard: nothing covers a step's controls; the confirmation shows with focus", async ({
    page,
  }) => {
    await page.goto("/hiring-form");
    const main = page.getByRole("main");
    const data = answers(`Overlay Co ${unique()}`);
    await useEachControl(main.locator("form"));
    await fillToLastStep(main, data);
    await useEachControl(main.locator("form"));
    await main.getByRole("button", { name: "Submit Request" }).click();
    await expectConfirmationShown(
      page.getByRole("heading", { name: "Thank you! Your request has been received" }),
    );
    // The booking panel under it, and its summary once a time is picked, with the toast gone.
    const panel = page.getByRole("form", { name: "Book your discovery call now" });
    const day = panel.getByRole("group", { name: "Choose a day" }).getByRole("radio").first();
    await day.locator("xpath=..").click();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    const time = panel
      .getByRole("group", { name: /^Available times on / })
      .getByRole("radio")
      .first();
    await time.locator("xpath=..").click();
    await expectNothingOver(time);
    const book = panel.getByRole("button", { name: "Confirm booking" });
    await expectNothingOver(book);
    await expectNothingOver(panel.locator("[aria-live=polite]").last());
    await book.click();
    await expectConfirmationShown(page.getByRole("heading", { name: "Your call is booked" }));
  });

  test("the calculator's choices are never under the chat launcher", async ({ page }) => {
    await page.goto("/savings-calculator");
    await useEachControl(page.getByRole("main").locator("form").first());
  });

  test("the booking summary is clear, and the booked call's confirmation shows with focus", async ({
    page,
  }) => {
    await page.goto("/book-a-call");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByLabel("Your time zone")).not.toHaveValue("");
    await useEachControl(main.locator("form").first());
    const day = main.getByRole("group", { name: "Choose a day" }).getByRole("radio").first();
    await day.locator("xpath=..").click();
    const time = main
      .getByRole("group", { name: /^Available times on / })
      .getByRole("radio")
      .first();
    await time.locator("xpath=..").click();
    await expect(time).toBeChecked();
    const book = main.getByRole("button", { name: "Confirm booking" });
    await expectNothingOver(book);
    await expectNothingOver(main.locator("[aria-live=polite]").last());
    await useEachControl(main.locator("form").first());
  });

  test("the job application's confirmation shows with focus", async ({ page }) => {
    await page.goto("/talent-apply");
    const form = page.getByRole("main").getByRole("form", { name: "Candidate application" });
    await form.getByLabel("Full name").fill("Valentina Ríos");
    await form.getByLabel("Email").fill(`valentina.${unique()}@example.com`);
    await form.getByLabel("Country").selectOption("Colombia");
    await form.getByLabel("Category").selectOption("developers");
    await form.getByLabel("Specialization").selectOption("backend");
    await form.getByLabel("Years of experience").fill("7");
    await form.getByLabel("English level").selectOption("Fluent");
    await form.getByLabel("LinkedIn or portfolio URL").fill("https://www.linkedin.com/in/valentina-rios");
    await form.getByLabel("Expected hourly rate (USD)").fill("45");
    await useEachControl(form);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expectConfirmationShown(page.getByRole("heading", { name: "Thank you, your application is in" }));
  });
});
