import { test as base, expect } from "@playwright/test";

/**
 * The shared test fixture: every page must load without console errors or failed requests,
 * so each test collects them and fails at the end if any appeared. A test that expects an
 * error (for instance a submit failure it provokes) can clear `consoleErrors` after checking it.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
