import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { categories } from "../../app/content/categories";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { sampleOpenings } from "../../app/content/job-openings";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The openings editor in the inbox, against its own server: a sales member writes an opening,
 * publishes, closes and reopens it, and cannot delete it; an admin can. A fresh install already
 * lists the sample openings of a fresh install.
 */
const SALES = "sales@latammatch.example";
const ADMIN = "admin@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const TITLE = "Senior Frontend Developer";

let dataDir: string;
let server: ServerProcess;

/** Each account of the spec signs in through the shared helper (its own password state). */
const logIns = new Map<string, ReturnType<typeof inboxLogIn>>();
function logIn(page: Page, email: string, path: string) {
  let logInAs = logIns.get(email);
  if (!logInAs) {
    logInAs = inboxLogIn({
      baseUrl: () => server.baseUrl,
      email,
      firstPassword: FIRST_PASSWORD,
      chosenPassword: CHOSEN_PASSWORD,
    });
    logIns.set(email, logInAs);
  }
  return logInAs(page, path);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-openings-"));
  for (const [email, role] of [
    [SALES, "sales"],
    [ADMIN, "admin"],
  ]) {
    const added = runInboxUser(dataDir, ["add", email!, "--role", role!], `${FIRST_PASSWORD}\n`);
    expect(added.status, added.stderr).toBe(0);
  }
  // The application below is sent by the test at once, not after a person's filling time.
  server = await startServerProcess({ dataDir, env: { FORM_MIN_FILL_MS: "0" } });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a sales member writes, publishes, closes and reopens an opening, and cannot delete it", async ({
  page,
  consoleErrors,
}) => {
  await logIn(page, SALES, "/inbox");
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Openings" }).click();
  await expect(page.getByRole("heading", { name: "Openings", level: 1 })).toBeVisible();
  // The samples, SPEC's among them, published on the fresh install.
  for (const { title } of sampleOpenings) {
    await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: `Published (${sampleOpenings.length})` })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole("link", { name: "New opening" }).click();
  await expect(page.getByRole("heading", { name: "New opening" })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Stack", { exact: true }).selectOption({ label: "Frontend Developer" });
  await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
  await page.getByLabel("From ($/hour)", { exact: true }).fill("30");
  await page.getByLabel("To ($/hour)", { exact: true }).fill("45");
  await expect(page.getByRole("status")).toContainText(
    "outside what Frontend Developers usually earn ($36-49/hour)",
  );
  await page.getByLabel("Description", { exact: true }).fill("Build the **design system**.");
  await page.getByLabel("Bolivia", { exact: true }).uncheck();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("alert")).toContainText("Check the highlighted fields.");
  await expect(page.getByLabel("From ($/hour)", { exact: true })).toHaveAccessibleDescription(
    /Choose a range inside it/,
  );
  await expect(page.getByLabel("From ($/hour)", { exact: true })).toHaveValue("30");
  // The refused save answered 400, which the browser logs: expected here, and only here.
  const refusedSave = consoleErrors.findIndex((error) => /status of 400/.test(error));
  expect(refusedSave).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refusedSave, 1);
  await page.getByLabel("From ($/hour)", { exact: true }).fill("40");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Saved the draft.");
  await expect(page.getByText("Address: /jobs/senior-frontend-developer")).toBeVisible();
  await expect(page.getByLabel("Bolivia", { exact: true })).not.toBeChecked();
  await expect(page.getByLabel("Argentina", { exact: true })).toBeChecked();
  await expect(page.getByText("Delete this opening")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByRole("heading", { name: `Preview: ${TITLE}` })).toBeVisible();
  await expect(page.locator("strong", { hasText: "design system" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the editor" }).click();

  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("status")).toContainText("Closed: candidates no longer see it.");
  await page.getByRole("button", { name: "Reopen" }).click();
  await expect(page.getByRole("status")).toContainText("Reopened: candidates can see it again.");
  await expect(page.getByRole("button", { name: "Close" })).toBeVisible();

  const refused = await page.request.post(page.url(), {
    form: { intent: "delete", csrf: "not-the-session-token" },
    headers: { Origin: server.baseUrl },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  // An application sent from the published opening's page shows in its Applications section.
  const token = (await (
    await page.request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=candidateApplication`)
  ).json()) as FormTokenResponse;
  const category = categories[0]!;
  const applied = await page.request.post(`${server.baseUrl}/api/candidate-applications`, {
    data: {
      fullName: "Lucía Fernández",
      email: "lucia@example.com",
      country: "Argentina",
      category: category.slug,
      specialization: category.stacks[0]!.slug,
      yearsOfExperience: 5,
      englishLevel: "Fluent",
      profileUrl: "https://www.linkedin.com/in/lucia-fernandez",
      hourlyRate: 45,
      job: "senior-frontend-developer",
      formToken: token.token,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  await page.reload();
  const applications = page.getByRole("region", { name: /^Applications/ });
  await expect(applications.getByText("By status: New 1")).toBeVisible();
  await expect(applications.getByRole("link", { name: "Lucía Fernández" })).toBeVisible();
  await applications.getByRole("link", { name: "In the candidate applications list" }).click();
  await expect(page).toHaveURL(/kind=candidate-applications&job=senior-frontend-developer/);
  await expect(page.getByRole("link", { name: "Lucía Fernández" })).toBeVisible();
});

test("a draft copy of a published opening is never served, whatever its slug", async ({ page }) => {
  await logIn(page, ADMIN, "/inbox/openings");
  await page.getByRole("link", { name: TITLE }).click();
  const published = `${server.baseUrl}/jobs/senior-frontend-developer`;
  // Asked first, so the published page is in the job board's cache when the copy is made.
  expect((await page.request.get(published)).status()).toBe(200);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Duplicate" }).click();
  await expect(page.getByRole("status")).toContainText("This is the copy, saved as a draft.");
  await expect(page.getByText("Address: /jobs/senior-frontend-developer-2")).toBeVisible();
  for (const locale of ["", "/es", "/pt-br"]) {
    const copy = await page.request.get(`${server.baseUrl}${locale}/jobs/senior-frontend-developer-2`);
    expect(copy.status(), locale).toBe(404);
    expect(await copy.text(), locale).not.toContain("design system");
    const listing = await (await page.request.get(`${server.baseUrl}${locale}/jobs?q=frontend`)).text();
    expect(listing, locale).not.toContain("senior-frontend-developer-2");
  }
  expect((await page.request.get(published)).status()).toBe(200);
  // The copy goes again, so the next test finds one opening of that title.
  await waitForHydration(page);
  await page.getByText("Delete this opening").click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted the opening.");
});

test("an admin deletes the opening, and the audit log names every change", async ({ page }) => {
  await logIn(page, ADMIN, "/inbox/openings");
  await page.getByRole("link", { name: TITLE }).click();
  await waitForHydration(page);
  await page.getByText("Delete this opening").click();
  await page.getByRole("button", { name: "Delete for good" }).click();
  await expect(page.getByRole("status")).toContainText("Deleted the opening.");
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Audit log" }).click();
  for (const label of [
    "Created an opening",
    "Published an opening",
    "Closed an opening",
    "Reopened an opening",
    "Duplicated an opening",
    "Deleted an opening",
  ]) {
    // The copy's deletion is listed too.
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
});
