import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { hiringRequestBody } from "../support/form-payloads";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The inbox's admin pages against their own server: the first admin is created with
 * `npm run inbox:user` on a fresh data folder before the server starts; everyone else is added
 * through the users page.
 */
const ADMIN = "chief@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const SELLER = "seller@latammatch.example";
const SELLER_PASSWORD = "seller-password-789";

let dataDir: string;
let server: ServerProcess;

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${server.baseUrl}/inbox/login`);
  await waitForHydration(page);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

async function choosePassword(page: Page, current: string, chosen: string) {
  await expect(page).toHaveURL(/\/inbox\/password$/);
  await page.getByLabel("One-time password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(chosen);
  await page.getByLabel("New password again").fill(chosen);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
}

async function logOut(page: Page) {
  await page.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(page).toHaveURL(/\/inbox\/login/);
}

// Each test walks through several pages and axe checks on a shared, busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });
// A sales user is refused the audit log, and a wrong code is tried, on purpose: the browser logs those 403 and 401 answers.
test.use({ expectedConsoleErrors: [/status of 40[13]/] });

test.beforeAll(async () => {
  // The account command and the server's start each open the database and run its migrations.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-admin-"));
  // Piped twice, as tools that ask for a confirmation send it: the first line is the password.
  const added = runInboxUser(
    dataDir,
    ["add", ADMIN, "--role", "admin"],
    `${FIRST_PASSWORD}\n${FIRST_PASSWORD}\n`,
  );
  expect(added.status, added.stderr).toBe(0);
  expect(added.stdout).toContain("Password: the first line of standard input");
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an admin adds a sales user, who logs in with the one-time password and chooses their own", async ({
  page,
}) => {
  await logIn(page, ADMIN, FIRST_PASSWORD);
  await choosePassword(page, FIRST_PASSWORD, CHOSEN_PASSWORD);

  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Users" }).click();
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("E-mail").fill(SELLER);
  await page.getByLabel("Role", { exact: true }).selectOption("sales");
  await page.getByRole("button", { name: "Add account" }).click();
  const shown = page.getByRole("status");
  await expect(shown).toContainText(`Added ${SELLER} (sales).`);
  const oneTimePassword = (await shown.locator("code").textContent())?.trim() ?? "";
  expect(oneTimePassword).toMatch(/^[\w-]{20}$/);
  await expect(
    page.getByRole("region", { name: "Accounts" }).getByText(SELLER, { exact: true }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Shown once: a reload does not show it again.
  await page.reload();
  await expect(page.getByText(oneTimePassword)).toHaveCount(0);

  // The audit log records it, and both pages fit a phone.
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByText("Added an account").first()).toBeVisible();
  await expect(page.getByText(SELLER).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.goto(`${server.baseUrl}/inbox/users`);
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logOut(page);

  // The new user's first login leads to choosing a password.
  await logIn(page, SELLER, oneTimePassword);
  await choosePassword(page, oneTimePassword, SELLER_PASSWORD);
  await expect(
    page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Users" }),
  ).toHaveCount(0);
  await logOut(page);
});

test("a sales user gets 403 on the admin pages", async ({ page }) => {
  await logIn(page, SELLER, SELLER_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  for (const adminPage of ["/inbox/audit", "/inbox/users"]) {
    const response = await page.goto(`${server.baseUrl}${adminPage}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  }
});

/** The current code of a secret, as an authenticator app shows it. */
function codeOf(base32: string, timestamp = Date.now()) {
  return new TOTP({ secret: Secret.fromBase32(base32), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp,
  });
}

test("a user turns on two-step verification, then logs in with a code", async ({ page }) => {
  await logIn(page, SELLER, SELLER_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await page.getByRole("link", { name: "Two-step" }).click();
  await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
  await waitForHydration(page);
  await expect(page.getByRole("img", { name: /QR code/ }).locator("svg")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  const base32 = ((await page.locator("code").textContent()) ?? "").replace(/\s+/g, "");
  expect(base32).toMatch(/^[A-Z2-7]{32}$/);
  // A code from the previous step, so the login below can use the current one.
  await page.getByLabel("Code from your app").fill(codeOf(base32, Date.now() - 30_000));
  await page.getByRole("button", { name: "Turn on two-step verification" }).click();
  await expect(page.getByRole("status")).toContainText("Two-step verification is on.");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/inbox\/login/);

  await logIn(page, SELLER, SELLER_PASSWORD);
  await expect(page).toHaveURL(/\/inbox\/login\/code/);
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("Verification code").fill("000000");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toContainText("That code did not work");
  await page.getByLabel("Verification code").fill(codeOf(base32));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await logOut(page);
});

test("an admin exports and then erases a person's data", async ({ page, request }) => {
  const person = `erase-me-${Date.now()}@privacy-test.example`;
  const token = await (await request.get(`${server.baseUrl}/api/form-token?form=hiringRequest`)).json();
  const created = await request.post(`${server.baseUrl}/api/hiring-requests`, {
    data: hiringRequestBody(token.token, {
      name: "Pat Private",
      email: person,
      phone: "+1 415 555 0142",
      company: "Private Co",
    }),
  });
  expect(created.status()).toBe(201);

  await logIn(page, ADMIN, CHOSEN_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { name: "Privacy requests" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);

  // The export downloads one JSON file with the lead.
  await page.getByLabel("E-mail address").first().fill(person);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download JSON" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync((await download.path()) as string, "utf8"));
  expect(exported.leads.hiring_requests[0].name).toBe("Pat Private");

  // Erasure asks for confirmation first.
  const erase = page.getByRole("region", { name: "Erase a person" });
  await erase.getByLabel("E-mail address").fill(person);
  await erase.getByRole("button", { name: "Review what will be erased" }).click();
  await expect(erase.getByRole("status")).toContainText("1 in hiring requests");
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await erase.getByRole("button", { name: "Erase permanently" }).click();
  await expect(erase.getByRole("status")).toContainText("Erased.");

  // The lead is gone from the inbox, and the audit log says so without the address.
  await page.goto(`${server.baseUrl}/inbox?q=${encodeURIComponent(person)}`);
  await expect(page.getByText("No leads match.")).toBeVisible();
  await page.goto(`${server.baseUrl}/inbox/audit`);
  await expect(page.getByText("Erased a person's data").first()).toBeVisible();
  await expect(page.getByText(person)).toHaveCount(0);
});
