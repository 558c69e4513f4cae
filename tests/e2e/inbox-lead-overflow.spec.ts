import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../server/db/client";
import { hiringRequests } from "../../server/db/schema";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * A lead whose fields are one long unbroken word (a pasted token, a URL, a bot's filler) must
 * wrap inside the lead's page: it once pushed the page 47,015 px sideways. The lead is written
 * before the server starts (the embedded database allows one process per folder).
 */
const SALES = "overflow@latammatch.example";
const FIRST_PASSWORD = "first-password-overflow-1";
const CHOSEN_PASSWORD = "chosen-password-overflow-2";
const LONG = "x".repeat(5_000);

let dataDir: string;
let server: ServerProcess;
let leadId: string;

async function seedLead(): Promise<string> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const [lead] = await database.db
      .insert(hiringRequests)
      .values({
        name: `Name${LONG}`,
        email: `long@${"y".repeat(200)}.example`,
        phone: "+1 415 555 0142",
        company: `Company${LONG}`,
        roles: ["Engineering"],
        primaryGoal: "Scale existing team",
        budgetRange: "$50K-200K/quarter",
        industries: ["Software Development"],
        additionalInfo: `Message${LONG}`,
        userAgent: `Agent${LONG}`,
        attribution: { utmCampaign: `campaign${LONG}`, landingPage: `/landing/${LONG}` },
      })
      .returning();
    return lead!.id;
  } finally {
    await database.close();
  }
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // The account command, the seeding and the server open the embedded database in turn.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-overflow-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  leadId = await seedLead();
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a lead of 5,000-character unbroken words wraps inside the page at 1440 and 390 px", async ({
  page,
}) => {
  const leadPath = `/inbox/leads/hiring-requests/${leadId}`;
  await page.setViewportSize({ width: 1440, height: 900 });
  await inboxLogIn({
    baseUrl: () => server.baseUrl,
    email: SALES,
    firstPassword: FIRST_PASSWORD,
    chosenPassword: CHOSEN_PASSWORD,
  })(page, leadPath);
  const message = page.getByText(`Message${LONG}`);
  await expect(message).toBeVisible();
  await expect(page.getByText(`campaign${LONG}`)).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(message).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The text is wrapped, not cut off: the message's box is as narrow as the page and very tall.
  const box = await message.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(box!.height).toBeGreaterThan(1_000);
});
