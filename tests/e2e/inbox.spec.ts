import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { hiringRequestBody } from "../support/form-payloads";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The inbox against its own server: the account is created with `npm run inbox:user` on a fresh
 * data folder before the server starts (the embedded database allows one process per folder,
 * and the suite's shared server holds its own).
 */
const ADMIN = "admin@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";

let dataDir: string;
let server: ServerProcess;

test.describe.configure({ mode: "serial" });
// The wrong password on purpose: the browser logs the 401 answer.
test.use({ expectedConsoleErrors: [/status of 401/] });

test.beforeAll(async () => {
  // Two starts of the embedded database (the account command, then the server).
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-"));
  const added = runInboxUser(dataDir, ["add", ADMIN, "--role", "admin"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the account command refuses to run beside a server on the same embedded database", () => {
  const listed = runInboxUser(dataDir, ["list"]);
  expect(listed.status).toBe(1);
  expect(listed.stderr).toContain("Stop the server first");
});

test("a team member logs in, finds a new hiring request and works it", async ({ page, request }) => {
  const inbox = `${server.baseUrl}/inbox`;
  const anonymous = await request.get(inbox, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/inbox/login");
  expect(anonymous.headers()["x-robots-tag"]).toContain("noindex");
  expect(anonymous.headers()["cache-control"]).toBe("no-store");

  // First login with the one-time password leads to choosing a new one.
  await page.goto(inbox);
  await expect(page).toHaveURL(/\/inbox\/login/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await waitForHydration(page);
  await page.getByLabel("Work e-mail").fill(ADMIN);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("did not work");
  await page.getByLabel("Password").fill(FIRST_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/inbox\/password$/);
  await page.getByLabel("One-time password").fill(FIRST_PASSWORD);
  await page.getByLabel("New password", { exact: true }).fill(CHOSEN_PASSWORD);
  await page.getByLabel("New password again").fill(CHOSEN_PASSWORD);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page.getByRole("heading", { name: "Leads" })).toBeVisible();

  // A hiring request through the public API.
  const company = `Inbox Test ${Date.now()}`;
  const token = await (await request.get(`${server.baseUrl}/api/form-token?form=hiringRequest`)).json();
  const created = await request.post(`${server.baseUrl}/api/hiring-requests`, {
    data: hiringRequestBody(token.token, {
      name: "Dana Buyer",
      email: "dana@inbox-test.example",
      phone: "+1 415 555 0199",
      company,
    }),
  });
  expect(created.status()).toBe(201);

  await page.getByLabel("Search name, e-mail, company or any text").fill(company);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/q=Inbox/);
  const link = page.getByRole("link", { name: "Dana Buyer" });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();

  await expect(page.getByRole("heading", { name: "Dana Buyer" })).toBeVisible();
  await waitForHydration(page);
  const activity = page
    .getByRole("region", { name: "Activity" })
    .or(page.locator("section", { hasText: "Activity" }).last());
  await page.getByLabel("Status").selectOption("contacted");
  await expect(activity).toContainText("Status: New → Contacted");
  await page.getByLabel("Owner").selectOption({ label: ADMIN });
  await expect(activity).toContainText(`Owner: nobody → ${ADMIN}`);
  await page.getByLabel("Add a note").fill("Called Dana; demo on Friday.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(activity).toContainText("Called Dana; demo on Friday.");
  await expect(page.getByLabel("Add a note")).toHaveValue("");
  await expectNoAxeViolations(page);

  // Still true after a reload: the changes are stored, not only shown.
  await page.reload();
  await expect(page.getByLabel("Status")).toHaveValue("contacted");

  // Phone width: the lead page and the list stay within the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.goto(`${inbox}?q=${encodeURIComponent(company)}`);
  await expect(page.getByRole("link", { name: "Dana Buyer" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);

  // Log out everywhere: the inbox asks for a login again.
  await page.getByRole("button", { name: "Log out everywhere" }).click();
  await expect(page).toHaveURL(/\/inbox\/login/);
  await page.goto(inbox);
  await expect(page).toHaveURL(/\/inbox\/login/);
});
