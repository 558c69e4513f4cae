import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Route } from "@playwright/test";
import pg from "pg";
import { astroPagePaths } from "../../app/content/astro-pages";
import { matchReportPopupSettings } from "../../app/content/floating-widgets";
import { formPagePaths } from "../../app/content/form-pages";
import { homeHero } from "../../app/content/home";
import { pages } from "../../app/content/pages";
import { isMatchReportOffered } from "../../app/features/match-report-popup/offer-rules";
import { unlocalizedPath } from "../../app/lib/i18n/locales";
import { astroSamplePaths } from "./astro-samples";
import { expect, holdChunk, test, waitForHydration } from "./fixtures";

const POPUP_NAME = "Get your AI Talent Match Report";

/**
 * The widgets are static HTML, a page script and islands that hydrate on use. Each behaviour is
 * tested on a landing page and, where it differs, on a form page, whose main island hydrates on
 * load beside them.
 */
interface WidgetPage {
  kind: "landing" | "form";
  path: string;
}

const offersReport = (path: string) =>
  isMatchReportOffered(Object.values(pages).find((page) => page.path === path)?.audience, path);
/** A page that offers the match report. */
const astroOfferPath = [...astroPagePaths].find(offersReport);
if (!astroOfferPath) throw new Error("no Astro page offers the match report");
const offerPages: WidgetPage[] = [{ kind: "landing", path: astroOfferPath }];

/** Scripts the page fetched that carry React DOM (its production build links its error pages). */
function reactScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response
        .text()
        .then((body) => (body.includes("react.dev/errors/") ? new URL(response.url()).pathname : null))
        .catch(() => null),
    );
  });
  return async () => (await Promise.all(scripts)).filter((url): url is string => url !== null);
}

/** Installs a paused fake clock, so timers move only when a test runs it. */
async function pauseClock(page: Page) {
  const start = new Date("2025-03-03T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * Where the subscription lands. With E2E_DATABASE_URL the real endpoint stores it and the test
 * reads the row back; otherwise the request is intercepted and its body checked.
 */
async function captureSubscriptions(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  if (!process.env.E2E_DATABASE_URL) {
    await page.route("**/api/subscriptions", async (route: Route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 201, json: { id: `intercepted-${bodies.length}` } });
    });
  }
  return bodies;
}

async function expectStored(bodies: Record<string, unknown>[], email: string, source: string) {
  if (process.env.E2E_DATABASE_URL) {
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      await expect
        .poll(async () => {
          const result = await client.query(
            "select count(*)::int as n from subscriptions where email = $1 and source = $2",
            [email, source],
          );
          return result.rows[0]?.n;
        })
        .toBe(1);
    } finally {
      await client.end();
    }
    return;
  }
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({ email, source, website: "" });
  expect(typeof bodies[0]?.formToken).toBe("string");
  expect(bodies[0]).not.toHaveProperty("fillTimeMs");
}

/**
 * A lazily loaded dialog appears once its chunk arrives and React reveals it, which takes a few
 * timer ticks: with a paused clock they are run here. The poll keeps a short interval, so a slow
 * chunk still gets several seconds of page time within the poll's wall-clock timeout.
 */
async function showLazyContent(page: Page, dialog: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(200);
        return dialog.isVisible();
      },
      { intervals: [100, 250] },
    )
    .toBe(true);
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

const chatPages: WidgetPage[] = [
  { kind: "form", path: "/book-a-call" },
  { kind: "landing", path: "/about" },
];

for (const { kind, path } of chatPages) {
  test.describe(`AI Talent Matcher chat on a ${kind} page`, () => {
    test("opens from the round button, follows the chip and send rules, and replies after 1000 ms", async ({
      page,
    }) => {
      await page.clock.install();
      await page.goto(path);
      const launcher = page.getByRole("button", { name: "Open AI Talent Matcher chat" });
      await launcher.click();
      const chat = page.getByRole("dialog", { name: "AI Talent Matcher" });
      await expect(chat).toBeVisible();
      const now = await page.evaluate(() => Date.now());
      await page.clock.pauseAt(new Date(now + 1000));
      const input = chat.getByRole("textbox", { name: "Describe the talent you need" });
      await expect(input).toBeFocused();
      const log = chat.getByRole("log");
      await expect(log.locator("[data-sender]")).toHaveCount(1);

      const chips = chat.getByRole("list", { name: "Suggested requests" }).getByRole("button");
      await expect(chips).toHaveText([
        "Find a React developer",
        "AI/ML engineer needed",
        "Backend developer Python",
      ]);

      const send = chat.getByRole("button", { name: "Send message" });
      // The panel is static HTML until its island hydrates: the chips answer from then.
      await expect(page.locator('astro-island[component-export="ChatPanelIsland"]')).not.toHaveAttribute(
        "ssr",
      );
      await expect(send).toBeDisabled();
      await input.fill("   ");
      await expect(send).toBeDisabled();

      await chips.nth(0).click();
      await expect(input).toHaveValue("Find a React developer");
      await expect(send).toBeEnabled();
      await input.press("Enter");
      await expect(log.locator('[data-sender="user"]')).toHaveText(/Find a React developer/);
      await expect(input).toHaveValue("");
      await expect(chat.getByRole("list", { name: "Suggested requests" })).toHaveCount(0);

      await page.clock.runFor(900);
      await expect(log.locator('[data-sender="ai"]')).toHaveCount(1);
      await page.clock.runFor(100);
      const reply = log.locator('[data-sender="ai"]').nth(1);
      await expect(reply).toContainText("847 React developers");
      await expect(reply).toContainText("2-10+ years");
      await expect(reply).toContainText("$15-45/hour");
      // The request names a stack: its page and a shortlist with the role filled in.
      await expect(
        reply.getByRole("link", { name: "See Frontend Developer rates and profiles" }),
      ).toHaveAttribute("href", "/candidates/developers/frontend");
      await expect(reply.getByRole("link", { name: "Get a shortlist" })).toHaveAttribute(
        "href",
        "/hiring-form?role=frontend",
      );

      for (const [message, expected] of [
        ["Looking for a machine learning lead", "312 AI/ML engineers"],
        ["backend engineer", "Python backend engineers"],
        ["A bookkeeper", "Share the role and seniority"],
      ] as const) {
        await input.fill(message);
        await send.click();
        await page.clock.runFor(1000);
        await expect(log.locator('[data-sender="ai"]').last()).toContainText(expected);
      }
      // A request the catalogue does not hold keeps the canned reply's own links.
      await expect(
        log.locator('[data-sender="ai"]').last().getByRole("link", { name: "Get a shortlist in 48 hours" }),
      ).toHaveAttribute("href", "/hiring-form");

      await page.keyboard.press("Escape");
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
      // The conversation survives closing and reopening, and the close button closes it too.
      await launcher.click();
      await expect(log.locator("[data-sender]")).toHaveCount(9);
      await expect(input).toBeFocused();
      await chat.getByRole("button", { name: "Close AI Talent Matcher" }).click();
      await expect(chat).toBeHidden();
      await expect(launcher).toBeFocused();
      await expect(launcher).toHaveAttribute("aria-expanded", "false");
    });
  });
}

test.describe("AI Talent Matcher chat on a page Astro builds", () => {
  test("the panel shows at once and takes typing while its code loads, then sends what was typed", async ({
    page,
  }) => {
    await page.goto("/about");
    const panelCode = await holdChunk(page, /\/_astro\/chat-panel-island\.[\w-]+\.js$/);
    const launcher = page.getByRole("button", { name: "Open AI Talent Matcher chat" });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await launcher.click();
    const chat = page.getByRole("dialog", { name: "AI Talent Matcher" });
    await expect(chat).toBeVisible();
    await expect(launcher).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Open AI Talent Matcher chat", includeHidden: true }),
    ).toHaveAttribute("aria-expanded", "true");
    const input = chat.getByRole("textbox", { name: "Describe the talent you need" });
    await expect(input).toBeFocused();
    await panelCode.requested;
    await input.pressSequentially("Backend developer Python");
    panelCode.release();
    // Live once the send button follows the field.
    await expect(chat.getByRole("button", { name: "Send message" })).toBeEnabled();
    await input.press("Enter");
    const log = chat.getByRole("log");
    await expect(log.locator('[data-sender="user"]')).toHaveText(/Backend developer Python/);
    await expect(log.locator('[data-sender="ai"]').nth(1)).toContainText("Python backend engineers");
  });

  test("Escape closes the panel before its code has loaded", async ({ page }) => {
    await page.goto("/about");
    const panelCode = await holdChunk(page, /\/_astro\/chat-panel-island\.[\w-]+\.js$/);
    const launcher = page.getByRole("button", { name: "Open AI Talent Matcher chat" });
    await launcher.click();
    const chat = page.getByRole("dialog", { name: "AI Talent Matcher" });
    await expect(chat).toBeVisible();
    await panelCode.requested;
    await page.keyboard.press("Escape");
    await expect(chat).toBeHidden();
    await expect(launcher).toBeFocused();
    panelCode.release();
  });
});

const cataloguePages: WidgetPage[] = [{ kind: "landing", path: "/about" }];

for (const { kind, path } of cataloguePages) {
  test.describe(`AI Talent Matcher catalogue match on a ${kind} page`, () => {
    test("answers a request with the stack, its rate and profiles, and a shortlist link that fills in the wizard", async ({
      page,
    }) => {
      await page.goto(path);
      await page.getByRole("button", { name: "Open AI Talent Matcher chat" }).click();
      const chat = page.getByRole("dialog", { name: "AI Talent Matcher" });
      await chat
        .getByRole("textbox", { name: "Describe the talent you need" })
        .fill("two senior React developers at about $50/hour");
      await chat.getByRole("button", { name: "Send message" }).click();

      const reply = chat.getByRole("log").locator('[data-sender="ai"]').nth(1);
      // SPEC's canned reply, word for word, then what the catalogue holds.
      await expect(reply).toContainText("I found 847 React developers in our network");
      const match = reply.getByTestId("chat-match");
      await expect(match).toContainText("Frontend Developer: $36-49/hour all-inclusive rate");
      await expect(match).toContainText(
        "Your budget of $50/hour covers a senior Frontend Developer ($49/hour).",
      );
      await expect(match).toContainText("Sample profiles within or near your budget");
      await expect(match).toContainText("Martina Sosa");
      await expect(
        reply.getByRole("link", { name: "See Frontend Developer rates and profiles" }),
      ).toHaveAttribute("href", "/candidates/developers/frontend");

      await reply.getByRole("link", { name: "Get a shortlist" }).click();
      await expect(page).toHaveURL(/\/hiring-form\?role=frontend&seniority=senior$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your hiring needs");
      await expect(page.getByRole("button", { name: "Next", exact: true })).toBeEnabled();
      // The page's own wizard: the site-wide dialogs hold fields of the same names, closed.
      const wizard = page.getByRole("main");
      await wizard.getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
      await wizard.getByLabel("Work email", { exact: true }).fill("dana@example.com");
      await wizard.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
      await wizard.getByLabel("Company", { exact: true }).fill("Matcher Co");
      await page.getByRole("button", { name: "Next", exact: true }).click();
      const roles = page.getByRole("group", { name: "Which roles are you hiring for?" });
      await expect(roles).toHaveAccessibleDescription(
        /shortlist request is for a Frontend Developer \(Senior\)/,
      );
      await expect(roles.getByRole("checkbox", { name: "Engineering", exact: true })).toBeChecked();
      await expect(roles.getByRole("checkbox", { name: "Product", exact: true })).not.toBeChecked();
    });
  });
}

for (const { kind, path } of offerPages) {
  test.describe(`AI Talent Match Report popup on a ${kind} page`, () => {
    test.use({ showMatchReportPopup: true });

    test("appears 5 s after load and, once closed, stays away after a reload", async ({ page }) => {
      await pauseClock(page);
      await page.goto(path);
      // The delay counts from the start of the visit (the page's clock), part of which the visit
      // itself took.
      const spent = await page.evaluate(() => Math.round(performance.now()));
      await page.clock.runFor(4900 - spent);
      await expect(page.getByRole("dialog", { name: POPUP_NAME })).toHaveCount(0);
      await page.clock.runFor(100);
      const popup = page.getByRole("dialog", { name: POPUP_NAME });
      await showLazyContent(page, popup);
      await expect(popup.getByLabel("Business email")).toHaveAttribute("type", "email");
      await expect(popup.getByLabel("Business email")).toHaveAttribute("required", "");
      await popup.getByRole("button", { name: "Close report offer" }).click();
      await expect(popup).toHaveCount(0);
      expect(
        await page.evaluate((key) => localStorage.getItem(key), matchReportPopupSettings.dismissedKey),
      ).not.toBeNull();

      await page.reload();
      await page.clock.runFor(10_000);
      await expect(page.getByRole("dialog", { name: POPUP_NAME })).toHaveCount(0);
    });

    test("submitting subscribes the address, thanks the visitor and dismisses the popup", async ({
      page,
    }) => {
      const bodies = await captureSubscriptions(page);
      await pauseClock(page);
      await page.goto(path);
      await page.clock.runFor(5000);
      const popup = page.getByRole("dialog", { name: POPUP_NAME });
      await showLazyContent(page, popup);
      // An empty submit is stopped by the browser's required-field check.
      await popup.getByRole("button", { name: "Send My Free Report" }).click();
      await expect(popup).toBeVisible();
      const email = uniqueEmail("report");
      await popup.getByLabel("Business email").fill(email);
      // Toasts run on timers: let time flow again.
      await page.clock.resume();
      await popup.getByRole("button", { name: "Send My Free Report" }).click();
      await expect(page.getByText("Check your email for the AI Talent Match Report!")).toBeVisible();
      await expect(popup).toHaveCount(0);
      await expectStored(bodies, email, "match-report");
      expect(
        await page.evaluate((key) => localStorage.getItem(key), matchReportPopupSettings.dismissedKey),
      ).not.toBeNull();
    });

    test("a failed submit shows an error and keeps the popup open", async ({ page, consoleErrors }) => {
      await page.route("**/api/subscriptions", (route) =>
        route.fulfill({ status: 500, json: { error: "Server error" } }),
      );
      await pauseClock(page);
      await page.goto(path);
      await page.clock.runFor(5000);
      const popup = page.getByRole("dialog", { name: POPUP_NAME });
      await showLazyContent(page, popup);
      await page.clock.resume();
      await popup.getByLabel("Business email").fill("cto@example.com");
      await popup.getByRole("button", { name: "Send My Free Report" }).click();
      await expect(page.getByText("We couldn't send your report")).toBeVisible();
      await expect(popup).toBeVisible();
      await expect(popup.getByLabel("Business email")).toHaveValue("cto@example.com");
      expect(
        await page.evaluate((key) => localStorage.getItem(key), matchReportPopupSettings.dismissedKey),
      ).toBeNull();
      consoleErrors.length = 0;
    });

    test("the page with the popup open has no axe violations", async ({ page }) => {
      await page.clock.install();
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.clock.runFor(5000);
      await showLazyContent(page, page.getByRole("dialog", { name: POPUP_NAME }));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations).toEqual([]);
    });

    test("waits while another dialog is open or a field has focus", async ({ page }) => {
      await pauseClock(page);
      await page.goto(path);
      await waitForHydration(page);
      const chatLauncher = page.getByRole("button", { name: "Open AI Talent Matcher chat" });
      await chatLauncher.click();
      const chat = page.getByRole("dialog", { name: /AI Talent Matcher/ });
      await showLazyContent(page, chat);
      await page.clock.runFor(8_000);
      await expect(page.getByTestId("match-report-popup")).toBeHidden();

      // Typing in the chat's field keeps it waiting after the chat is closed too.
      await chat.getByRole("button", { name: "Close AI Talent Matcher" }).click();
      await expect(chat).toHaveCount(0);
      await page.getByTestId("newsletter-form").getByLabel("Email address").focus();
      await page.clock.runFor(3_000);
      await expect(page.getByTestId("match-report-popup")).toBeHidden();

      await page.getByTestId("newsletter-form").getByLabel("Email address").blur();
      await showLazyContent(page, page.getByRole("dialog", { name: POPUP_NAME }));
    });

    test("is a bottom sheet of at most 40% of a phone's screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await pauseClock(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.clock.runFor(5_000);
      const popup = page.getByRole("dialog", { name: POPUP_NAME });
      // The sheet waits while a call to action sits where it would open (tests/e2e/overlays.spec.ts):
      // the visitor reads on until the bottom of the screen is clear of them.
      await expect
        .poll(
          async () => {
            if (await popup.isVisible()) return true;
            await page.mouse.wheel(0, 400);
            await page.clock.runFor(matchReportPopupSettings.retryMs);
            return popup.isVisible();
          },
          { intervals: [100, 250] },
        )
        .toBe(true);
      const box = await popup.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.height).toBeLessThanOrEqual(0.4 * 844 + 1);
      expect(Math.round(box!.y + box!.height)).toBe(844);
      expect(box!.width).toBe(390);
      // Its button is in sight without scrolling the sheet; the rest stays reachable by scrolling it.
      await expect(popup.getByRole("button", { name: "Send My Free Report" })).toBeInViewport({ ratio: 1 });
      await popup.getByRole("button", { name: "No thanks" }).scrollIntoViewIfNeeded();
      await expect(popup.getByRole("button", { name: "No thanks" })).toBeInViewport();
    });
  });
}

test.describe("AI Talent Match Report popup on the pages of a conversion", () => {
  // The visits wait for hydration themselves: on the paused clock it needs the clock to run.
  test.use({ showMatchReportPopup: true, arriveOnGoto: false });

  for (const path of ["/hiring-form", "/talent-apply", "/thank-you", "/book-a-call"]) {
    test(`never interrupts a conversion on ${path}`, async ({ page }) => {
      await pauseClock(page);
      await page.goto(path);
      // A form page's island hydrates when the browser is next idle: a callback of the paused clock.
      await page.clock.runFor(1_000);
      await waitForHydration(page);
      await page.clock.runFor(14_000);
      await expect(page.getByTestId("match-report-popup")).toHaveCount(0);

      // The same visit continued on a page that allows it: the offer comes after its delay.
      await page
        .getByRole("banner")
        .getByRole("link", { name: /LatamMatch/ })
        .click();
      await expect(page).toHaveURL("/");
      // The home page is built by Astro: it is loaded afresh and counts the delay from its own
      // start (the Astro offer tests above time it).
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHero.title);
      await showLazyContent(page, page.getByRole("dialog", { name: POPUP_NAME }));
    });
  }

  for (const path of [
    "/talent",
    "/ai-matching",
    "/candidates",
    "/candidates/developers/frontend",
    "/es/talent",
    "/pt-br/candidates/design",
  ]) {
    test(`is never offered on ${path}, a page for candidates or the role catalogue`, async ({ page }) => {
      await pauseClock(page);
      await page.goto(path);
      await page.clock.runFor(15_000);
      // Had the offer opened, its dialog's chunk would be on its way: let it arrive and render.
      await page.waitForLoadState("networkidle");
      await page.clock.runFor(1_000);
      await expect(page.getByTestId("match-report-popup")).toHaveCount(0);
    });
  }
});

// The pages Astro builds carry the offer only where it is offered; until a company page is one
// of them, site/scripts/floating-widgets.test.ts covers the script's side of these.
test.describe("AI Talent Match Report popup on a page Astro builds", () => {
  test.use({ showMatchReportPopup: true });
  test.skip(!astroOfferPath, "no page Astro builds offers the report yet");

  test("opens without React; its form hydrates on first use and sends what was typed before", async ({
    page,
  }) => {
    const loadedReact = reactScripts(page);
    const bodies = await captureSubscriptions(page);
    const formCode = await holdChunk(page, /\/_astro\/match-report-island\.[\w-]+\.js$/);
    await pauseClock(page);
    await page.goto(astroOfferPath ?? "/");
    await page.clock.runFor(5_000);
    const popup = page.getByRole("dialog", { name: POPUP_NAME });
    await expect(popup).toBeVisible();
    await expect(popup.getByLabel("Business email")).toBeFocused();
    await page.waitForLoadState("networkidle");
    expect(await loadedReact()).toEqual([]);

    const email = uniqueEmail("early");
    await popup.getByLabel("Business email").pressSequentially(email);
    await formCode.requested;
    await popup.getByLabel("Role you're hiring for (optional)").selectOption("backend");
    await page.clock.resume();
    await popup.getByRole("button", { name: "Send My Free Report" }).click();
    // The submit waits for the form's code, then goes out with what was typed and picked.
    await expect(popup).toBeVisible();
    formCode.release();
    await expect(page.getByText("Check your email for the AI Talent Match Report!")).toBeVisible();
    await expect(popup).toBeHidden();
    await expectStored(bodies, email, "match-report");
    if (!process.env.E2E_DATABASE_URL) expect(bodies[0]).toMatchObject({ role: "backend" });
  });
});
test.describe("floating widgets on the pages Astro builds", () => {
  // The visit waits for the load event only: waiting for islands would be interacting.
  test.use({ arriveOnGoto: false, showMatchReportPopup: true });

  // A form page's form hydrates on load (app/content/form-pages.ts), in every language.
  for (const path of astroSamplePaths.filter((path) => !formPagePaths.has(unlocalizedPath(path)))) {
    test(`${path} loads no React in the 6 s after load without interaction`, async ({ page }) => {
      const loadedReact = reactScripts(page);
      await page.clock.install();
      await page.goto(path);
      await page.clock.runFor(6_000);
      await page.waitForLoadState("networkidle");
      expect(await loadedReact()).toEqual([]);
    });
  }

  test("a page that does not offer the match report does not carry it", async ({ page }) => {
    await page.goto([...astroPagePaths].find((path) => !offersReport(path)) ?? "/about");
    await expect(page.getByTestId("match-report-popup")).toHaveCount(0);
  });
});

/** On a page Astro builds the footer form is an island that hydrates once in view: brings it there and waits. */
async function formIsLive(page: Page, form: Locator) {
  const island = page.locator("astro-island", { has: form });
  if (!(await island.count())) return;
  await form.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute("ssr");
}

test.describe("footer newsletter", () => {
  test("subscribes an address; an empty submit does nothing", async ({ page }) => {
    const bodies = await captureSubscriptions(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/subscriptions")) requests.push(request.method());
    });
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await formIsLive(page, form);
    await form.getByRole("button", { name: "Subscribe" }).click();
    const email = uniqueEmail("newsletter");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("You've been subscribed to AI Staffing Insights.")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("");
    await expectStored(bodies, email, "newsletter");
    // One post in all: the empty submit, made first, sent nothing.
    expect(requests).toEqual(["POST"]);
  });

  test("an address typed and sent before the form's code has loaded is subscribed", async ({ page }) => {
    const bodies = await captureSubscriptions(page);
    const formCode = await holdChunk(page, /\/_astro\/newsletter-form\.[\w-]+\.js$/);
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await form.scrollIntoViewIfNeeded();
    await formCode.requested;
    const email = uniqueEmail("early-newsletter");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    formCode.release();
    await expect(page.getByText("You've been subscribed to AI Staffing Insights.")).toBeVisible();
    await expectStored(bodies, email, "newsletter");
  });

  test("a failed subscription shows an error toast", async ({ page, consoleErrors }) => {
    await page.route("**/api/subscriptions", (route) =>
      route.fulfill({ status: 500, json: { error: "Server error" } }),
    );
    await page.goto("/");
    const form = page.getByTestId("newsletter-form");
    await formIsLive(page, form);
    await form.getByLabel("Email address").fill("ops@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Subscription failed")).toBeVisible();
    await expect(form.getByLabel("Email address")).toHaveValue("ops@example.com");
    consoleErrors.length = 0;
  });
});
