import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { jobBoardTextFor } from "../../app/content/job-board-locales";
import { sampleOpenings } from "../../app/content/job-openings";
import { stackDetails } from "../../app/content/stack-details";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The example jobs of the candidate pages against their own server: an opening the team publishes
 * in the inbox shows on its stack's page, its category's page, /talent and /candidates at once (no
 * build), in the HTML a browser without JavaScript gets, linking to its page; closing it brings
 * the stack's samples and the category's seeded openings back.
 */
const SALES = "example-jobs.sales@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const TITLE = "Staff Payments Full-Stack Engineer";
const SLUG = "staff-payments-full-stack-engineer";
// A stack no sample opening of a fresh install is for, so its page shows its samples.
const STACK = "full-stack";
const STACK_PAGE = `/candidates/developers/${STACK}`;
const CATEGORY_PAGE = "/candidates/developers";
const STACK_SAMPLE = stackDetails[STACK].opportunityExamples[0]?.title ?? "";
/** The developers' openings a fresh install publishes, which the category page shows. */
const SEEDED = sampleOpenings.filter((sample) => sample.category === "developers");

let dataDir: string;
let server: ServerProcess;
const url = (pathname: string) => `${server.baseUrl}${pathname}`;

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

/** The page's HTML as the server sends it: what a crawler or a browser without JavaScript reads. */
async function htmlOf(request: APIRequestContext, pathname: string): Promise<string> {
  const response = await request.get(url(pathname));
  expect(response.status(), pathname).toBe(200);
  return response.text();
}

/** Opens the opening in the inbox and presses one of its buttons (Close, Reopen). */
async function changeOpening(page: Page, button: "Close" | "Reopen", status: string) {
  await page.goto(url("/inbox/openings"));
  await page.getByRole("link", { name: TITLE }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("status")).toContainText(status);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-example-jobs-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  server = await startServerProcess({ dataDir });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a published opening shows on its stack and category pages without a build, and its samples come back once it closes", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A fresh install: the stack has no opening, so its page shows its samples; the category page
  // shows the developers' seeded openings. Both are now in the page cache.
  expect(STACK_SAMPLE).not.toBe("");
  expect(SEEDED.some((sample) => sample.stack === STACK)).toBe(false);
  await page.goto(url(STACK_PAGE));
  await expect(page.getByRole("heading", { name: STACK_SAMPLE, exact: true })).toBeVisible();
  await page.goto(url(CATEGORY_PAGE));
  for (const sample of SEEDED)
    await expect(page.getByRole("link", { name: sample.title, exact: true })).toBeVisible();
  expect(await htmlOf(request, "/talent")).not.toContain(TITLE);

  // Written as a draft, then published: the draft shows nowhere.
  await logIn(page);
  await page.goto(url("/inbox/openings/new"));
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Stack", { exact: true }).selectOption({ label: "Full-Stack Developer" });
  await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
  await page.getByLabel("From ($/hour)", { exact: true }).fill("44");
  await page.getByLabel("To ($/hour)", { exact: true }).fill("50");
  await page.getByLabel("Description", { exact: true }).fill("Run the **payments API** of a U.S. fintech.");
  await page.getByLabel("Requirements", { exact: true }).fill("- 8 years of backend work");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  expect(await htmlOf(request, STACK_PAGE)).not.toContain(TITLE);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");

  // On the stack's page at once, in place of its samples, linking to the opening's page.
  await page.goto(url(STACK_PAGE));
  const card = page.locator("li").filter({ has: page.getByRole("heading", { name: TITLE }) });
  await expect(card).toContainText("$44-50/hour");
  await expect(card).toContainText("Full-Stack Developer");
  await expect(page.getByRole("heading", { name: STACK_SAMPLE, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "See all open roles" })).toHaveAttribute(
    "href",
    `/jobs?category=developers&stack=${STACK}`,
  );
  await card.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(url(`/jobs/${SLUG}`));
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();

  // On its category's page, /talent and /candidates too; not on another stack's page.
  await page.goto(url(CATEGORY_PAGE));
  await expect(page.getByRole("link", { name: TITLE })).toHaveAttribute("href", `/jobs/${SLUG}`);
  await expect(page.getByRole("link", { name: "See all open roles" })).toHaveAttribute(
    "href",
    "/jobs?category=developers",
  );
  for (const pathname of ["/talent", "/candidates"]) {
    expect(await htmlOf(request, pathname), pathname).toContain(`href="/jobs/${SLUG}"`);
  }
  expect(await htmlOf(request, "/candidates/developers/frontend")).not.toContain(TITLE);

  // In the HTML itself, as crawlers and browsers without JavaScript get it; the Spanish page
  // links to the Spanish address and marks the English title.
  const spanish = await htmlOf(request, `/es${STACK_PAGE}`);
  expect(spanish).toMatch(new RegExp(`<a[^>]*href="/es/jobs/${SLUG}"[^>]*lang="en"[^>]*>${TITLE}</a>`));
  expect(spanish).toContain(jobBoardTextFor("es").list.inEnglish);
  expect(spanish).toContain(`href="/es/jobs?category=developers&amp;stack=${STACK}"`);

  // Cached with the job board's pages: a weak ETag (the page is compressed per request) and a short shared-cache lifetime.
  const first = await request.get(url(STACK_PAGE));
  const etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"[\w-]+"$/);
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  const again = await request.get(url(STACK_PAGE), { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  // Closed: gone from every page, the samples and the seeded openings back.
  await changeOpening(page, "Close", "Closed: candidates no longer see it.");
  await page.goto(url(STACK_PAGE));
  await expect(page.getByRole("heading", { name: STACK_SAMPLE, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  await page.goto(url(CATEGORY_PAGE));
  for (const sample of SEEDED)
    await expect(page.getByRole("link", { name: sample.title, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLE })).toHaveCount(0);
  for (const pathname of ["/talent", "/candidates", `/es${STACK_PAGE}`]) {
    expect(await htmlOf(request, pathname), pathname).not.toContain(TITLE);
  }

  // Reopened: back at once.
  await changeOpening(page, "Reopen", "Reopened: candidates can see it again.");
  await page.goto(url(STACK_PAGE));
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
});

test("the pages answer GET and HEAD only, and another prefix or an unknown slug the not-found page", async ({
  request,
}) => {
  const head = await request.head(url("/es/talent"));
  expect(head.status()).toBe(200);
  expect(head.headers().etag).toMatch(/^W\/"/);
  const post = await request.post(url("/candidates/developers"), {
    headers: { Origin: server.baseUrl },
    form: { x: "1" },
  });
  expect(post.status()).toBe(405);
  for (const pathname of ["/fr/talent", "/xx/candidates/developers", "/candidates/developers/cobol"]) {
    const response = await request.get(url(pathname));
    expect(response.status(), pathname).toBe(404);
    expect(await response.text(), pathname).toContain('name="robots" content="noindex,nofollow"');
  }
});
