import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { findCategory } from "../../app/content/categories";
import { categoryRate, rateForSeniority } from "../../app/content/pricing-model";
import { formatUsdAmount } from "../../app/lib/i18n/format";
import { openDatabase } from "../../server/db/client";
import { candidates, hiringRequests, inboxUsers } from "../../server/db/schema";
import { changeShortlist, shortlistOf } from "../../server/db/shortlists";
import { readMailDir } from "../support/eml";
import { hiringFields } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The shortlist room on its own built server: a hiring request with a ready shortlist of three
 * vetted candidates (written before the server starts: the embedded database allows one process
 * per folder), sent to the client from the inbox; the client opens the link from the e-mail on a
 * phone, reads the cards, passes on one with a reason; the team sees the view and the pass in the
 * request's timeline.
 */
const TEAM = {
  email: "owner@shortlist-room.example",
  firstPassword: "first-password-room-1",
  chosenPassword: "chosen-password-room-2",
} as const;
const PEOPLE = [
  { name: "Ana Torres", share: true },
  { name: "Bruno Silva", share: false },
  { name: "Carla Díaz", share: false },
] as const;
const CLIENT = "jane@acme.example";

let dataDir: string;
let server: ServerProcess;
let requestId: string;
const logIn = inboxLogIn({ ...TEAM, baseUrl: () => server.baseUrl });

test.describe.configure({ mode: "serial", timeout: 180_000 });
// The revoked link's page is answered 410, which the browser logs as a failed load.
test.use({
  expectedConsoleErrors: [/the server responded with a status of 410/],
  // The client's browser zone, which the page's script picks.
  timezoneId: "America/Chicago",
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-shortlist-room-"));
  const added = runInboxUser(dataDir, ["add", TEAM.email, "--role", "sales"], `${TEAM.firstPassword}\n`);
  expect(added.status, added.stderr).toBe(0);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const db = database.db;
    const [owner] = await db.select().from(inboxUsers).where(eq(inboxUsers.email, TEAM.email));
    const [request] = await db
      .insert(hiringRequests)
      .values({ ...hiringFields({ email: CLIENT, company: "Acme Room" }), ownerId: owner!.id })
      .returning();
    requestId = request!.id;
    const ids = [];
    for (const [index, person] of PEOPLE.entries()) {
      const [row] = await db
        .insert(candidates)
        .values({
          email: `room${index}@pool.example`,
          name: person.name,
          stage: "vetted",
          category: "developers",
          stacks: ["react"],
          seniority: "senior",
          yearsOfExperience: 5 + index,
          country: "CO",
          englishLevel: "C1",
          timeZone: "America/Bogota",
          hourlyRateUsd: 40 + index,
          hoursPerWeek: 40,
          shareProfileConsent: person.share,
          poolConsentUntil: new Date(Date.now() + 365 * 86_400_000),
        })
        .returning();
      ids.push(row!.id);
    }
    const change = async (fields: Record<string, unknown>) =>
      changeShortlist(db, {
        hiringRequestId: requestId,
        actorId: owner!.id,
        fields: { revision: (await shortlistOf(db, requestId)).shortlist?.revision ?? 1, ...fields },
      });
    for (const id of ids) await change({ intent: "shortlist-add", candidateId: id });
    await change({
      intent: "shortlist-pitch",
      candidateId: ids[1],
      pitch: "Shipped React apps for U.S. teams.",
    });
    await change({ intent: "shortlist-ready" });
  } finally {
    await database.close();
  }
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 5 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The shortlist links mailed to the client so far, as paths. */
async function mailedShortlistLinks(): Promise<string[]> {
  const mails = await readMailDir(path.join(dataDir, "mail"));
  return mails.flatMap((mail) => {
    if (!mail.headers.to?.includes(CLIENT)) return [];
    const link = /https?:\/\/\S+\/shortlists\/[A-Za-z0-9_-]{43}/.exec(mail.text);
    return link ? [new URL(link[0]).pathname] : [];
  });
}

test("the team sends a ready shortlist; the client reads it on a phone and passes on one; the team sees it", async ({
  page,
}) => {
  await logIn(page, `/inbox/leads/hiring-requests/${requestId}`);
  const section = page.getByRole("region", { name: "Shortlist" });
  await section.getByRole("button", { name: "Send to client" }).click();
  await expect(section.getByRole("status")).toHaveText(/^Sent version 1 to the client; the link expires /);
  // With the message, every form already carries the revision after the send (3 adds, a pitch,
  // ready and the send: 7), read once, not waited for: a form sent now is not refused as stale.
  const revisions = await section
    .locator('input[name="revision"]')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(new Set(revisions)).toEqual(new Set(["7"]));
  await expect(section.getByTestId("shortlist-links")).toContainText("not opened yet");
  await expect.poll(mailedShortlistLinks, { timeout: 20_000 }).toHaveLength(1);
  const [linkPath] = await mailedShortlistLinks();

  // The client opens the link from the e-mail on a phone.
  const desk = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  const client = page;
  const opened = await client.goto(`${server.baseUrl}${linkPath}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()).toMatchObject({
    "cache-control": "private, no-store",
    "x-robots-tag": "noindex",
    "referrer-policy": "no-referrer",
  });
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(client.getByRole("heading", { name: "Your shortlist", level: 1 })).toBeVisible();
  await expect(client.getByText("Acme Room: Engineering")).toBeVisible();
  const cards = client.locator("[data-candidate-card]");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText("1. Ana Torres");
  await expect(cards.nth(1)).toContainText("2. Bruno S.");
  await expect(cards.nth(1)).toContainText("Shipped React apps for U.S. teams.");
  await expect(cards.nth(1)).toContainText("Résumé after the interview");
  // The price is the pricing model's, at the candidate's category and seniority, never their own pay.
  const price = rateForSeniority(categoryRate(findCategory("developers")!), "senior");
  await expect(cards.nth(1)).toContainText(`${formatUsdAmount(price, "en")} an hour, all-inclusive`);
  // The browser's own zone is picked by the page's script.
  await expect(client.getByLabel("Your time zone", { exact: true })).toHaveValue("America/Chicago");
  // A private page: no floating widget covers its forms.
  await expect(client.locator("[data-chat-launcher]")).toHaveCount(0);
  await expect(client.locator("dialog[open]")).toHaveCount(0);
  await expectNoAxeViolations(client);
  await expectNoHorizontalScroll(client);

  const bruno = cards.nth(1);
  await bruno.getByText("Pass on this candidate").click();
  await bruno.getByLabel("Reason", { exact: true }).selectOption({ label: "Rate is above our budget" });
  await bruno
    .getByLabel("Anything you would like the team to know (optional)")
    .fill("Above what we planned.");
  await bruno.getByRole("button", { name: "Pass", exact: true }).click();
  await expect(client.getByRole("status")).toHaveText("Thank you: the team has your answer.");
  await expect(client.locator("[data-candidate-card]").nth(1)).toContainText(
    "You passed: Rate is above our budget.",
  );
  await expectNoAxeViolations(client);
  await expectNoHorizontalScroll(client);

  if (desk) await page.setViewportSize(desk);
  await page.goto(`${server.baseUrl}/inbox/leads/hiring-requests/${requestId}`);
  await expect(page.getByText("The client opened the shortlist link")).toBeVisible();
  await expect(page.getByText("The client passed on Bruno Silva")).toBeVisible();
  await expect(page.getByText("Reason: Rate is above our budget")).toBeVisible();
  await expect(page.getByRole("region", { name: "Shortlist" }).getByTestId("shortlist-links")).toContainText(
    "first opened",
  );
  await expectNoAxeViolations(page);

  // Revoked, the link answers 410 with the request owner's address.
  await page.getByRole("button", { name: /^Revoke link of version 1/ }).click();
  await expect(page.getByRole("region", { name: "Shortlist" }).getByRole("status")).toHaveText(
    "The link is revoked: it no longer opens the shortlist.",
  );
  const closed = await page.goto(`${server.baseUrl}${linkPath}`);
  expect(closed?.status()).toBe(410);
  await expect(page.getByText(`Write to ${TEAM.email} for a new link.`)).toBeVisible();
  await expectNoAxeViolations(page);
});
