import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sampleOpenings } from "../../app/content/job-openings";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The public job board against its own server: an opening the team publishes in the inbox is on
 * /jobs, in the sitemap and carries its JobPosting at once (no build), a candidate applies to it
 * from its page, and closing it drops its structured data and shows similar open roles.
 */
const SALES = "jobs.sales@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
const TITLE = "Senior React Developer";
const SLUG = "senior-react-developer";
const SIMILAR = "Backend Developer";
const APPLICANT = "Lucía Fernández";

let dataDir: string;
let server: ServerProcess;
const url = (pathname: string) => `${server.baseUrl}${pathname}`;

/** The JobPosting objects in the page's JSON-LD. */
async function jobPostings(page: Page): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data["@type"] === "JobPosting");
}

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

/** Writes an opening in the inbox's editor and publishes it. */
async function publishOpening(
  page: Page,
  opening: { title: string; stack: string; from: string; to: string },
) {
  await page.goto(url("/inbox/openings/new"));
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(opening.title);
  await page.getByLabel("Stack", { exact: true }).selectOption({ label: opening.stack });
  await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
  await page.getByLabel("From ($/hour)", { exact: true }).fill(opening.from);
  await page.getByLabel("To ($/hour)", { exact: true }).fill(opening.to);
  await page
    .getByLabel("Description", { exact: true })
    .fill("Build the **design system** of a U.S. fintech.");
  await page.getByLabel("Requirements", { exact: true }).fill("- 6 years of React\n- Fluent written English");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: opening.title, level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-jobs-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  // A test fills the application faster than a person can: it is not held for that.
  server = await startServerProcess({ dataDir, env: { FORM_MIN_FILL_MS: "0", MAIL_BUDGET_PER_IP: "0" } });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("an opening published in the inbox is on /jobs, in the sitemap and carries valid JobPosting data at once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The board as it was: the sample openings of a fresh install, now in the server's page cache.
  await page.goto(url("/jobs"));
  await expect(page.getByRole("status")).toHaveText(`${sampleOpenings.length} open roles`);
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);

  await logIn(page);
  await publishOpening(page, { title: TITLE, stack: "Frontend Developer", from: "40", to: "48" });
  await publishOpening(page, { title: SIMILAR, stack: "Backend Developer", from: "44", to: "52" });

  // Publishing purged the cached listing: no build, no wait.
  await page.goto(url("/jobs"));
  await expect(page.getByRole("status")).toHaveText(`${sampleOpenings.length + 2} open roles`);
  await page.getByRole("link", { name: TITLE }).click();
  await expect(page).toHaveURL(url(`/jobs/${SLUG}`));
  await expect(page.getByRole("heading", { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.getByText("$40-48/hour").first()).toBeVisible();
  await expect(page.locator("strong", { hasText: "design system" })).toBeVisible();

  const [posting] = await jobPostings(page);
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: TITLE,
    employmentType: "FULL_TIME",
    jobLocationType: "TELECOMMUTE",
    directApply: true,
    hiringOrganization: { "@type": "Organization", name: "LatamMatch" },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: "USD",
      value: { "@type": "QuantitativeValue", minValue: 40, maxValue: 48, unitText: "HOUR" },
    },
  });
  expect(posting?.description).toContain("<strong>design system</strong>");
  expect(posting?.applicantLocationRequirements).toHaveLength(12);
  expect(Date.parse(posting?.validThrough as string)).toBeGreaterThan(
    Date.parse(posting?.datePosted as string),
  );

  const sitemap = await (await page.request.get(url("/sitemap.xml"))).text();
  const today = new Date().toISOString().slice(0, 10);
  expect(sitemap).toMatch(new RegExp(`/jobs/${SLUG}</loc>\\s*<lastmod>${today}</lastmod>`));
  expect(sitemap.indexOf("/jobs</loc>")).toBeGreaterThan(sitemap.indexOf("/hiring-form</loc>"));

  // Cached with a strong validator: the browser's copy is confirmed with a 304.
  const first = await page.request.get(url(`/jobs/${SLUG}`));
  expect(first.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
  const etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"[^"]+"$/);
  const again = await page.request.get(url(`/jobs/${SLUG}`), { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);

  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
  await page.goto(url("/jobs"));
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
});

test("the filters live in the URL and work without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url("/jobs"));
  const filters = page.getByRole("search", { name: "Filter roles" });
  await filters.getByLabel("Category").selectOption({ label: "Developers" });
  await filters.getByLabel("Minimum rate ($/hour)").fill("50");
  await filters.getByRole("button", { name: "Show roles" }).click();
  await expect(page).toHaveURL(/\/jobs\?(.+&)?category=developers&(.+&)?minRate=50/);
  await expect(page.getByRole("status")).toHaveText("1 open role");
  await expect(page.getByRole("link", { name: SIMILAR })).toBeVisible();

  // Every word of the search is in the title ("React Native Developer" is not a senior's role).
  await page.goto(url("/jobs?q=senior+react&type=Full-Time&country=AR"));
  await expect(page.getByRole("status")).toHaveText("1 open role");
  await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
  await expect(filters.getByLabel("Search titles")).toHaveValue("senior react");
  await expect(filters.getByLabel("Your country")).toHaveValue("AR");
  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page.getByRole("status")).toHaveText(`${sampleOpenings.length + 2} open roles`);

  await page.goto(url("/jobs?category=llm-specialists&type=Contract"));
  await expect(page.getByRole("status")).toHaveText("1 open role");
  await expect(page.getByRole("link", { name: "Prompt Engineer" })).toBeVisible();

  // In Spanish, an opening without a Spanish version is listed in English, marked as such.
  await page.goto(url("/es/jobs?q=senior+react"));
  await expect(page.getByRole("status")).toHaveText("1 vacante abierta");
  await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toContainText("En inglés");
  await context.close();
});

test("a candidate applies from the job's page, and the lead names the job", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(url(`/jobs/${SLUG}`));
  await page.getByRole("link", { name: "Apply now" }).click();
  const form = page.locator("#apply");
  await expect(page.locator("#apply astro-island")).not.toHaveAttribute("ssr", { timeout: 15_000 });
  // The job's category and stack are chosen already.
  await expect(form.getByLabel("Category")).toHaveValue("developers");
  await expect(form.getByLabel("Specialization")).toHaveValue("frontend");
  await form.getByLabel("Full name").fill(APPLICANT);
  await form.getByLabel("Email").fill("lucia.fernandez@example.com");
  await form.getByLabel("Country").selectOption("Argentina");
  await form.getByLabel("English level").selectOption("Fluent");
  await form.getByLabel("Years of experience").fill("7");
  await form.getByLabel("Expected hourly rate (USD)").fill("45");
  await form.getByLabel("LinkedIn or portfolio URL").fill("https://example.com/lucia");
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(form.getByRole("status")).toBeVisible({ timeout: 15_000 });

  await logIn(page);
  await page.getByRole("link", { name: "Candidate applications" }).click();
  await page.getByRole("link", { name: APPLICANT }).click();
  await expect(page.getByText("Job opening (/jobs/…)")).toBeVisible();
  await expect(page.getByText(SLUG, { exact: true })).toBeVisible();
});

test("closing the opening drops its structured data and shows similar open roles", async ({
  page,
  consoleErrors,
}) => {
  await logIn(page);
  await page.goto(url("/inbox/openings"));
  await page.getByRole("link", { name: TITLE }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("status")).toContainText("Closed: candidates no longer see it.");

  await page.goto(url(`/jobs/${SLUG}`));
  await expect(page.getByRole("heading", { name: "This role is closed" })).toBeVisible();
  expect(await jobPostings(page)).toEqual([]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "Similar open roles" })).toBeVisible();
  await expect(page.getByRole("complementary").getByRole("link", { name: SIMILAR })).toBeVisible();
  await expect(page.locator("#apply")).toHaveCount(0);
  const sitemap = await (await page.request.get(url("/sitemap.xml"))).text();
  expect(sitemap).not.toContain(`/jobs/${SLUG}<`);
  await page.goto(url("/jobs"));
  await expect(page.getByRole("link", { name: TITLE })).toHaveCount(0);

  const missing = await page.goto(url("/jobs/no-such-role"));
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "This role is not here", level: 1 })).toBeVisible();
  // The browser logs the 404 it was asked to load: expected here, and only here.
  const notFound = consoleErrors.findIndex((error) => /status of 404/.test(error));
  expect(notFound).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(notFound, 1);
});
