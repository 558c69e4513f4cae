import { expect, type Page } from "@playwright/test";
import { waitForHydration } from "./fixtures";

/**
 * Signing in to the inbox as one account of a spec's own server: the first time with its
 * one-time password, which it replaces by `chosenPassword`, then with that. Each call opens
 * `path` (the leads by default), signing in on the way, and waits for its page to be live.
 */
export function inboxLogIn(account: {
  baseUrl: () => string;
  email: string;
  firstPassword: string;
  chosenPassword: string;
}): (page: Page, path?: string) => Promise<void> {
  let passwordChosen = false;
  return async (page, path = "/inbox") => {
    await page.goto(`${account.baseUrl()}${path}`);
    await expect(page).toHaveURL(/\/inbox\/login/);
    await waitForHydration(page);
    await page.getByLabel("Work e-mail").fill(account.email);
    await page.getByLabel("Password").fill(passwordChosen ? account.chosenPassword : account.firstPassword);
    await page.getByRole("button", { name: "Log in" }).click();
    if (!passwordChosen) {
      await expect(page).toHaveURL(/\/inbox\/password$/);
      await page.getByLabel("One-time password").fill(account.firstPassword);
      await page.getByLabel("New password", { exact: true }).fill(account.chosenPassword);
      await page.getByLabel("New password again").fill(account.chosenPassword);
      await page.getByRole("button", { name: "Save password" }).click();
      passwordChosen = true;
    }
    await expect(page).not.toHaveURL(/\/inbox\/(login|password)/);
    if (new URL(page.url()).pathname !== path) await page.goto(`${account.baseUrl()}${path}`);
    if (path === "/inbox") await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
    await waitForHydration(page);
  };
}
