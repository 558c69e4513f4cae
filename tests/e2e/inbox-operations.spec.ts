import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { hiringRequests, outbox } from "../../server/db/schema";
import { leadCreatedEvent } from "../../server/db/submissions";
import { hiringFields } from "../support/form-payloads";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The inbox's operations pages (deliveries, CSV export, dashboard) for a sales account, against
 * their own server. The account is created with `npm run inbox:user` and the leads (one of them
 * with a notification that failed for good) are written before the server starts: the embedded
 * database allows one process per folder.
 */
const SALES = "sales@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const FAILING = "Failing Delivery Co";
const OTHER = "Other Source Co";

let dataDir: string;
let server: ServerProcess;

async function seedLeads() {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const lead = (company: string, utmSource: string) => ({
      ...hiringFields({
        name: `Pat ${company}`,
        email: `pat@${company.toLowerCase().replaceAll(" ", "-")}.example`,
        phone: "+1 415 555 0142",
        company,
      }),
      attribution: { utmSource },
    });
    const [failing] = await database.db
      .insert(hiringRequests)
      .values([lead(FAILING, "linkedin"), lead(OTHER, "google")])
      .returning();
    const event = leadCreatedEvent("hiring_request", {
      id: failing!.id,
      receivedAt: failing!.receivedAt.toISOString(),
      fields: { ...failing!, additionalInfo: undefined },
      attribution: { utmSource: "linkedin" },
      spamReason: null,
    });
    await database.db.insert(outbox).values({
      channel: "email",
      event: "hiring_request.created",
      refId: failing!.id,
      payload: event as unknown as Record<string, unknown>,
      status: "failed",
      attempts: 8,
      lastError: "connect ECONNREFUSED 127.0.0.1:587",
    });
  } finally {
    await database.close();
  }
}

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Three processes open the embedded database in turn (the account command, the seeding, the
  // server), each running the migrations first.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-ops-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  await seedLeads();
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a sales member sees the failed delivery, retries it, and the e-mail goes out", async ({ page }) => {
  const anonymous = await page.request.get(`${server.baseUrl}/inbox/deliveries`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers().location).toContain("/inbox/login");

  await logIn(page, "/inbox");
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Deliveries" }).click();
  await expect(page.getByRole("heading", { name: "Deliveries" })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: FAILING });
  await expect(row).toContainText("ECONNREFUSED");
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("8 attempts");
  await expect(row.getByRole("link", { name: `Pat ${FAILING} (${FAILING})` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await waitForHydration(page);
  await row.getByRole("button", { name: /^Retry/ }).click();
  await expect(page.getByRole("status")).toContainText("Queued again");
  // The worker sends it within moments (the deliveries page, asked with this session, says so);
  // the page then shows nothing undelivered.
  const allDelivered = "Every notification has been delivered.";
  await expect
    .poll(async () => (await page.request.get(`${server.baseUrl}/inbox/deliveries`)).text(), {
      timeout: 15_000,
    })
    .toContain(allDelivered);
  await page.reload();
  await expect(page.getByText(allDelivered)).toBeVisible();

  const mailDir = path.join(dataDir, "mail");
  const messages = readdirSync(mailDir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => readFileSync(path.join(mailDir, file), "utf8"));
  expect(messages.filter((message) => message.includes(FAILING))).toHaveLength(1);

  await page.goto(`${server.baseUrl}/inbox?q=${encodeURIComponent(FAILING)}`);
  await page.getByRole("link", { name: `Pat ${FAILING}` }).click();
  await expect(page.getByText(`E-mail notification retried by ${SALES}`)).toBeVisible();
  await expect(page.getByText("E-mail notification sent")).toBeVisible();
});

test("the export link downloads the CSV of the current filter", async ({ page }) => {
  await logIn(page, "/inbox");
  await waitForHydration(page);
  await page.getByLabel("UTM source").fill("linkedin");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/utmSource=linkedin/);
  await expect(page.getByRole("link", { name: `Pat ${FAILING}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Pat ${OTHER}` })).toHaveCount(0);

  const link = page.getByRole("link", { name: "Export CSV" });
  await expect(link).toHaveAttribute("href", /^\/inbox\/export\.csv\?.*utmSource=linkedin/);
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-hiring-requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\n");
  expect(lines[0]).toMatch(/^Id,Received \(UTC\),Name,Email,Phone,Company,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(FAILING);
  // The phone number starts with "+": neutralised, so a spreadsheet shows it as text.
  expect(lines[1]).toContain(",'+1 415 555 0142,");
  expect(csv).not.toContain(OTHER);

  const response = await page.request.get(`${server.baseUrl}${await link.getAttribute("href")}`);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="leads-/);
});

test("the dashboard shows this week's leads, outcomes and speed to lead, also on a phone", async ({
  page,
}) => {
  await logIn(page, "/inbox");
  await page.getByRole("navigation", { name: "Inbox" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  const byKind = page.getByRole("table", { name: /Leads received per week \(weeks start/ });
  await expect(byKind.getByRole("row")).toHaveCount(13);
  // This week's row: the two seeded hiring requests.
  await expect(byKind.getByRole("row").last().getByRole("cell").first()).toHaveText("2");
  const bySource = page.getByRole("table", { name: /by UTM source/ });
  await expect(bySource.getByRole("columnheader", { name: "linkedin" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Speed to lead" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hiring requests won and lost" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
