import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * A second accessibility engine beside axe-core (site-quality.spec.ts): HTML_CodeSniffer's
 * WCAG 2 AA standard, run inside the page as a browser renders it. Its sniffs differ from axe's
 * (a form with no submit button, a personal-data field with no type for its autocomplete), so
 * each engine catches what the other lets through. Every error fails; warnings and notices ask
 * for a person's judgement and are not counted.
 */
const sniffer = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

/** One page of each main kind; the job page is the first the board lists. */
const pageTypes = [
  "/",
  "/pricing",
  "/candidates/developers/backend",
  "/talent",
  "/jobs",
  "/talent-apply",
  "/book-a-call",
  "/savings-calculator",
  "/inbox/login",
];

/** Errors waived where HTML_CodeSniffer is wrong, each with its reason: the start of the error as reported. */
const waived = [
  // The inbox sign-in's e-mail field: the HTML standard lets "username" fill an e-mail input; version 2.5.1 allows it on text fields only.
  'WCAG2AA.Principle1.Guideline1_3.1_3_5.H98 at input#email[name=email] "": Invalid autocomplete value: username.',
];

/** The standard's errors on the page as it stands: code, element and message of each. */
async function snifferErrors(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: sniffer });
  const errors = await page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const { HTMLCS: htmlcs, translation } = window as unknown as HtmlCodeSnifferGlobals;
        // Version 2.5.1 looks its autocomplete errors up as "InvalidAutoComplete_…" while its
        // English texts are keyed "InvalidAutocomplete_…": without both spellings it throws on
        // the first such error instead of reporting it.
        for (const [key, text] of Object.entries(translation.en)) {
          translation.en[key.replace("InvalidAutocomplete_", "InvalidAutoComplete_")] = text;
        }
        htmlcs.process(
          "WCAG2AA",
          document,
          () => {
            const where = (element: Element) =>
              element.nodeType === Node.ELEMENT_NODE
                ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${
                    element.getAttribute("name") ? `[name=${element.getAttribute("name")}]` : ""
                  } "${(element.textContent ?? "").trim().slice(0, 40)}"`
                : "document";
            resolve(
              htmlcs
                .getMessages()
                .filter((message) => message.type === 1)
                .map((message) => `${message.code} at ${where(message.element)}: ${message.msg}`),
            );
          },
          () => reject(new Error("HTML_CodeSniffer failed to run")),
          "en",
        );
      }),
  );
  return errors.filter((error) => !waived.some((start) => error.startsWith(start)));
}

interface HtmlCodeSnifferGlobals {
  HTMLCS: HtmlCodeSniffer;
  translation: { en: Record<string, string> };
}

interface HtmlCodeSniffer {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

test.describe("accessibility (HTML_CodeSniffer, WCAG 2 AA)", () => {
  // The engine is injected as an inline script, which the site's Content-Security-Policy refuses.
  test.use({ bypassCSP: true });

  for (const path of pageTypes) {
    test(`no errors on ${path}`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await snifferErrors(page)).toEqual([]);
    });
  }

  test("no errors on a job's page", async ({ page }) => {
    await page.goto("/jobs");
    const href = await page.locator('main a[href^="/jobs/"]').first().getAttribute("href");
    expect(href).toMatch(/^\/jobs\/[a-z0-9-]+$/);
    await page.goto(href ?? "");
    await page.waitForLoadState("networkidle");
    expect(await snifferErrors(page)).toEqual([]);
  });
});
