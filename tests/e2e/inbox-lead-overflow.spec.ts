import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../server/db/client";
import { bookings, candidateApplications, hiringRequests } from "../../server/db/schema";
import { hiringFields } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * A lead whose fields are one long unbroken word (a pasted token, a URL, a bot's filler) must
 * wrap inside the lead's page: it once pushed the page 47,015 px sideways; and the lists must
 * wrap a 100-character one (it pushed them 444 px sideways at 1280 px). The leads are written
 * before the server starts (the embedded database allows one process per folder).
 */
const SALES = "overflow@latammatch.example";
const FIRST_PASSWORD = "first-password-overflow-1";
const CHOSEN_PASSWORD = "chosen-password-overflow-2";
const LONG = "x".repeat(5_000);
/** What a form lets a visitor type as a name. */
const NAME_100 = `Name${"z".repeat(96)}`;

let dataDir: string;
let server: ServerProcess;
let leadId: string;

async function seedLead(): Promise<string> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const [lead] = await database.db
      .insert(hiringRequests)
      .values({
        ...hiringFields({
          name: `Name${LONG}`,
          email: `long@${"y".repeat(200)}.example`,
          phone: "+1 415 555 0142",
          company: `Company${LONG}`,
        }),
        additionalInfo: `Message${LONG}`,
        userAgent: `Agent${LONG}`,
        attribution: { utmCampaign: `campaign${LONG}`, landingPage: `/landing/${LONG}` },
      })
      .returning();
    await database.db.insert(hiringRequests).values(
      hiringFields({
        name: NAME_100,
        email: `${"w".repeat(64)}@${"v".repeat(60)}.example`,
        phone: "+1 415 555 0143",
        company: `Company${"c".repeat(93)}`,
      }),
    );
    await database.db.insert(candidateApplications).values({
      name: NAME_100,
      email: `${"w".repeat(64)}@candidate.example`,
      details: { country: "Argentina" },
    });
    const startsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await database.db.insert(bookings).values({
      hostId: "sales-1",
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60 * 1000),
      name: NAME_100,
      email: `${"w".repeat(64)}@client.example`,
      mailbox: `${"w".repeat(64)}@client.example`,
      company: `Company${"c".repeat(93)}`,
      timeZone: "America/New_York",
      calendarUid: "overflow@latammatch.test",
    });
    return lead!.id;
  } finally {
    await database.close();
  }
}

// One for the file: its first sign-in replaces the one-time password.
const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

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
  await logIn(page, leadPath);
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

test("no list spills sideways with a 100-character unbroken name at 1280 and 390 px", async ({ page }) => {
  const lists = [
    "/inbox",
    "/inbox?kind=candidate-applications",
    "/inbox/bookings",
    "/inbox/dashboard",
    "/inbox/deliveries",
  ];
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, lists[0]);
  const spills: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      await page.goto(`${server.baseUrl}${list}`);
      const overflow = await horizontalOverflow(page);
      if (overflow > 0) spills.push(`${list} at ${width} px: +${overflow} px`);
    }
  }
  expect(spills).toEqual([]);
  // The name is there, wrapped rather than hidden.
  await page.goto(`${server.baseUrl}/inbox/bookings`);
  await expect(page.getByText(NAME_100).first()).toBeVisible();
});
