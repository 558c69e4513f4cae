import { test as base, expect, type Page, type Response } from "@playwright/test";
import { matchReportPopupSettings } from "../../app/content/floating-widgets";

/**
 * The shared test fixture: every page must load without console errors or Content-Security-Policy
 * violations, so each test collects them and fails at the end if any appeared. `expectedConsoleErrors` lists patterns a test
 * provokes on purpose (for instance the browser's own message for a 404 document); a test can
 * also clear `consoleErrors` after asserting an error it caused.
 */
export const test = base.extend<{
  consoleErrors: string[];
  expectedConsoleErrors: RegExp[];
  showMatchReportPopup: boolean;
  arriveOnGoto: boolean;
}>({
  expectedConsoleErrors: [[], { option: true }],
  // The match report popup opens 5 s into every page and, being modal, would block clicks in
  // unrelated tests; it starts dismissed unless a test opts in with
  // `test.use({ showMatchReportPopup: true })`.
  showMatchReportPopup: [false, { option: true }],
  // Every visit through `page.goto` or `page.reload` waits until the page is live (see
  // `waitForHydration`), so tests act on a live page. Tests of the static page itself opt out
  // with `test.use({ arriveOnGoto: false })`: their visits wait for the `load` event only.
  arriveOnGoto: [true, { option: true }],
  page: async ({ page, showMatchReportPopup, arriveOnGoto }, use) => {
    // Content-Security-Policy violations are not always logged to the console; report each one
    // as a console error so the check below catches it.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile ?? ""}`,
        );
      });
    });
    if (!showMatchReportPopup) {
      await page.addInitScript(
        (key) => window.localStorage.setItem(key, "test"),
        matchReportPopupSettings.dismissedKey,
      );
    }
    const live = async (response: Response | null) => {
      const html = (response?.headers()["content-type"] ?? "").startsWith("text/html");
      if (arriveOnGoto && response?.ok() && html) await waitForHydration(page);
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => live(await goto(url, options));
    page.reload = async (options) => live(await reload(options));
    await use(page);
  },
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (expectedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's console message for a document answered with 404, which the not-found tests expect. */
export const notFoundDocumentError = /Failed to load resource: the server responded with a status of 404/;

export { expect };

/**
 * Waits until the page is live. A page has no page-wide React: its islands are live once Astro
 * has hydrated each one that starts on load or when the browser is idle (it then drops their
 * `ssr` mark); the page's own script runs as the document is parsed.
 */
export async function waitForHydration(page: Page) {
  await expect(page.locator('astro-island[ssr]:is([client="load"], [client="idle"])')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Draws every band of the page at once. Bands below the fold are otherwise laid out only near
 * the viewport (they hold an estimated height until then) and clip what overflows them, so
 * measurements of the whole page's height or width are taken without that.
 */
export async function drawWholePage(page: Page) {
  await page.addStyleTag({
    content: "main > section, main ~ footer { content-visibility: visible !important; }",
  });
}

/**
 * Holds back the island chunk a URL pattern names until `release` is called, so a test can act
 * on the island's static HTML before it hydrates. `requested` resolves when the chunk is asked for.
 */
export async function holdChunk(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  await page.route(pattern, async (route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}
