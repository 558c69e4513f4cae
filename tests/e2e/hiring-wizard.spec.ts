import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request } from "@playwright/test";
import pg from "pg";
import { readMailDir } from "../support/eml";
import { expect, test, waitForHydration } from "./fixtures";
import { type Answers, answers, expectStep, fillToLastStep, STEP_TITLES } from "./hiring-wizard-steps";

/** A field's or group's error message (the live region repeats it, so look for the message element). */
const fieldError = (scope: Locator | Page, message: string) =>
  scope.locator('[id$="-error"]').filter({ hasText: message });

function uniqueCompany(label: string) {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * The page's own content: the site-wide dialogs (site/components/Modals.astro) hold their forms
 * in the HTML, closed, with fields of the same names.
 */
const onPage = (page: Page) => page.getByRole("main");

async function openHiringForm(page: Page) {
  await page.goto("/hiring-form");
  // The buttons are enabled once the wizard is hydrated.
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
}

const isHiringPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/hiring-requests";

const DRAFT_STORAGE_KEY = "latammatch:hiring-request-draft";

const isFormTokenRequest = (request: Request) =>
  request.method() === "GET" && new URL(request.url()).pathname === "/api/form-token";

/** The form token kept in the wizard's draft, or null. */
const draftToken = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(sessionStorage.getItem(key) ?? "null")?.formToken?.token as string | undefined) ?? null,
    DRAFT_STORAGE_KEY,
  );

/**
 * The stored request, read from PostgreSQL when the run uses it (it must not be spam), and its
 * notification: the outbox writes each stored, non-spam request as an .eml file naming the company.
 */
async function expectStored(id: string, data: Answers) {
  const row = await expectStoredRow(id, data);
  await expectMailed(data);
  return row;
}

async function expectStoredRow(id: string, data: Answers) {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        "select name, email, phone, company, roles, primary_goal, budget_range, industries, additional_info, spam, spam_reason, attribution from hiring_requests where id = $1",
        [id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: data.name,
        email: data.email,
        phone: data.phone,
        company: data.company,
        roles: data.roles,
        primary_goal: data.primaryGoal,
        budget_range: data.budgetRange,
        industries: data.industries,
        additional_info: data.additionalInfo,
        spam: false,
      });
      return rows[0] as { attribution: Record<string, string>; spam_reason: string | null };
    } finally {
      await client.end();
    }
  }
  // The embedded store is held open by the server: the e-mail below shows it was stored as a lead.
  return null;
}

const mailDir = () =>
  path.join(
    process.env.E2E_DATA_DIR ??
      path.join(os.tmpdir(), `latammatch-e2e-${Number(process.env.E2E_PORT ?? 4310)}`),
    "mail",
  );

async function expectMailed(data: Answers) {
  await expect
    .poll(
      async () => {
        // Only finished .eml files: a message being written is a .partial file until renamed.
        const mails = await readMailDir(mailDir());
        return mails.some((mail) => mail.raw.includes(data.company) && mail.raw.includes(data.email));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** The acknowledgments the requester got: one per request, with the link to book the call. */
async function acknowledgmentsTo(email: string) {
  const mails = await readMailDir(mailDir());
  return mails.filter(
    (mail) =>
      mail.headers.to === email && mail.headers.subject?.startsWith("We received your hiring request"),
  );
}

test.describe("hiring request wizard on /hiring-form", () => {
  test("shows the page, the progress and every validation message of the spec", async ({ page }) => {
    await openHiringForm(page);
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expectStep(onPage(page), 1);
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);

    // Nothing is validated before the first attempt at a step.
    await onPage(page).getByLabel("Full name", { exact: true }).fill("A");
    await expect(fieldError(page, "Name must be at least 2 characters")).toHaveCount(0);

    await page.getByRole("button", { name: "Next" }).click();
    await expectStep(onPage(page), 1);
    const name = onPage(page).getByLabel("Full name", { exact: true });
    for (const message of [
      "Name must be at least 2 characters",
      "Please enter a valid email address",
      "Please enter a valid phone number",
      "Company name is required",
    ])
      await expect(fieldError(page, message)).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const errorId = await name.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Name must be at least 2 characters");
    await expect(page.getByRole("status").filter({ hasText: "4 errors on this step" })).toHaveCount(1);

    // After the first attempt, every change validates again.
    await name.fill("Dana Whitfield");
    await expect(fieldError(page, "Name must be at least 2 characters")).toHaveCount(0);
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await onPage(page).getByLabel("Work email", { exact: true }).fill("dana@");
    await expect(fieldError(page, "Please enter a valid email address")).toBeVisible();
    await onPage(page).getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await onPage(page).getByLabel("Phone", { exact: true }).fill("12345");
    await expect(fieldError(page, "Please enter a valid phone number")).toBeVisible();
    await onPage(page).getByLabel("Phone", { exact: true }).fill("123456");
    await onPage(page).getByLabel("Company", { exact: true }).fill("X");
    await expect(fieldError(page, "Company name is required")).toBeVisible();
    await onPage(page).getByLabel("Company", { exact: true }).fill("Acme Robotics");
    await expect(fieldError(page, "Company name is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();

    await expectStep(onPage(page), 2);
    const heading2 = page.getByRole("heading", { name: STEP_TITLES[1] });
    await expect(heading2).toBeFocused();
    const roleGroup = page.getByRole("group", { name: STEP_TITLES[1] });
    for (const role of [
      "Engineering",
      "Product",
      "Operations",
      "Sales/Marketing",
      "Executive",
      "HR/Recruiting",
      "Other",
    ])
      await expect(roleGroup.getByRole("checkbox", { name: role, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Please select at least one role")).toBeVisible();
    await expect(roleGroup.getByRole("checkbox", { name: "Engineering" })).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Please select at least one role" })).toHaveCount(
      1,
    );
    await roleGroup.getByRole("checkbox", { name: "Product", exact: true }).check();
    await expect(fieldError(page, "Please select at least one role")).toHaveCount(0);
    await roleGroup.getByRole("checkbox", { name: "Product", exact: true }).uncheck();
    await expect(fieldError(page, "Please select at least one role")).toBeVisible();
    await roleGroup.getByRole("checkbox", { name: "Executive", exact: true }).check();
    await page.getByRole("button", { name: "Next" }).click();

    await expectStep(onPage(page), 3);
    // A new step starts without errors until its own first attempt.
    await expect(fieldError(page, "Please select your primary goal")).toHaveCount(0);
    for (const goal of [
      "Hire LATAM developers",
      "Scale existing team",
      "Find specialists (Motion Graphics/BIM/Salesforce)",
      "Build complete team from scratch",
      "Other",
    ])
      await expect(page.getByRole("radio", { name: goal, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Please select your primary goal")).toBeVisible();
    await page.getByRole("radio", { name: "Scale existing team" }).check();
    await expect(fieldError(page, "Please select your primary goal")).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();

    await expectStep(onPage(page), 4);
    for (const budget of ["< $50K/quarter", "$50K-200K/quarter", "> $200K/quarter", "Just exploring options"])
      await expect(page.getByRole("radio", { name: budget, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Please select your budget range")).toBeVisible();
    await page.getByRole("radio", { name: "Just exploring options" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    await expectStep(onPage(page), 5);
    for (const industry of [
      "Software Development",
      "Motion Graphics",
      "BIM/Revit",
      "Executive Assistance",
      "Sales/Marketing",
      "Salesforce",
      "Other",
    ])
      await expect(page.getByRole("checkbox", { name: industry, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Please select at least one industry")).toBeVisible();
    await page.getByRole("checkbox", { name: "BIM/Revit" }).check();
    await page.getByRole("button", { name: "Next" }).click();

    await expectStep(onPage(page), 6);
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(onPage(page).getByLabel("Additional information")).toHaveValue("");
  });

  test("Previous goes back with everything kept; Enter moves on and never submits", async ({ page }) => {
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (isHiringPost(request)) posts.push(request);
    });
    await openHiringForm(page);

    // Enter on an invalid step validates it and stays.
    await onPage(page).getByLabel("Full name", { exact: true }).press("Enter");
    await expectStep(onPage(page), 1);
    await expect(fieldError(page, "Name must be at least 2 characters")).toBeVisible();

    await onPage(page).getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
    await onPage(page).getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await onPage(page).getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
    await onPage(page).getByLabel("Company", { exact: true }).fill("Acme Robotics");
    await onPage(page).getByLabel("Company", { exact: true }).press("Enter");
    await expectStep(onPage(page), 2);
    await page.getByRole("checkbox", { name: "Operations" }).check();
    await page.getByRole("checkbox", { name: "Operations" }).press("Enter");
    await expectStep(onPage(page), 3);
    await page.getByRole("radio", { name: "Other", exact: true }).check();
    await page.getByRole("radio", { name: "Other", exact: true }).press("Enter");
    await expectStep(onPage(page), 4);
    await page.getByRole("radio", { name: "> $200K/quarter" }).check();
    await page.getByRole("radio", { name: "> $200K/quarter" }).press("Enter");
    await expectStep(onPage(page), 5);
    await page.getByRole("checkbox", { name: "Motion Graphics" }).check();
    await page.getByRole("checkbox", { name: "Motion Graphics" }).press("Enter");
    await expectStep(onPage(page), 6);

    // Enter in the last step's text area writes a new line; it does not send the request.
    const info = onPage(page).getByLabel("Additional information");
    await info.fill("First line");
    await info.press("Enter");
    await info.pressSequentially("Second line");
    await expect(info).toHaveValue("First line\nSecond line");
    await expectStep(onPage(page), 6);

    for (const [step, check] of [
      [5, () => expect(page.getByRole("checkbox", { name: "Motion Graphics" })).toBeChecked()],
      [4, () => expect(page.getByRole("radio", { name: "> $200K/quarter" })).toBeChecked()],
      [3, () => expect(page.getByRole("radio", { name: "Other", exact: true })).toBeChecked()],
      [2, () => expect(page.getByRole("checkbox", { name: "Operations" })).toBeChecked()],
      [1, () => expect(onPage(page).getByLabel("Company", { exact: true })).toHaveValue("Acme Robotics")],
    ] as const) {
      await page.getByRole("button", { name: "Previous" }).click();
      await expectStep(onPage(page), step);
      await check();
    }
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);
    await expect(onPage(page).getByLabel("Full name", { exact: true })).toHaveValue("Dana Whitfield");
    expect(posts).toHaveLength(0);
    expect(new URL(page.url()).search).toBe("");
  });

  test("submits, shows the thank-you card and stores the request with its envelope", async ({ page }) => {
    await page.goto("/hiring-form?utm_source=e2e&utm_campaign=wizard");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    const data = answers(uniqueCompany("Success Co"));
    await fillToLastStep(onPage(page), data);
    // The token fetched when the visitor started is kept in the draft and sent with it.
    await expect.poll(() => draftToken(page)).not.toBeNull();
    const token = await draftToken(page);
    const requestPromise = page.waitForRequest(isHiringPost);
    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await page.getByRole("button", { name: "Submit Request" }).click();
    const request = await requestPromise;
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      ...data,
      website: "",
      formToken: token,
      attribution: { utmSource: "e2e", utmCampaign: "wizard" },
      locale: "en",
    });
    expect(body).not.toHaveProperty("fillTimeMs");
    expect(request.headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await expect(page.getByText("Form submitted successfully!")).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toBeFocused();
    await expect(page.getByRole("button", { name: "Submit Request" })).toHaveCount(0);
    await expect(page.getByRole("progressbar")).toHaveCount(0);

    const row = await expectStored(id, data);
    if (row) expect(row.attribution).toMatchObject({ utmSource: "e2e", utmCampaign: "wizard" });
    await expect.poll(async () => (await acknowledgmentsTo(data.email)).length, { timeout: 20_000 }).toBe(1);
    const [acknowledgment] = await acknowledgmentsTo(data.email);
    expect(acknowledgment?.headers["auto-submitted"]).toBe("auto-generated");
    expect(acknowledgment?.text).toMatch(/\/book-a-call\b/);

    // The draft is gone: a reload starts over.
    await page.reload();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await expectStep(onPage(page), 1);
    await expect(onPage(page).getByLabel("Full name", { exact: true })).toHaveValue("");

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The tab that sent it gets /thank-you's confirmation.
    await page.goto("/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you! Your request has been received",
      {
        useInnerText: true,
      },
    );
  });

  test("shows 'Submitting...' while busy; a failure keeps everything and the retry succeeds", async ({
    page,
    consoleErrors,
  }) => {
    await openHiringForm(page);
    const data = answers(uniqueCompany("Retry Co"));
    await fillToLastStep(onPage(page), data);

    const keys: string[] = [];
    let releaseFailure = () => {};
    const failureHeld = new Promise<void>((resolve) => {
      releaseFailure = resolve;
    });
    await page.route("**/api/hiring-requests", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await failureHeld;
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":"Internal error"}',
      });
    });
    await page.getByRole("button", { name: "Submit Request" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    releaseFailure();

    await expect(page.getByText("Error submitting form")).toBeVisible();
    await expect(page.getByText("Please try again or contact us directly")).toBeVisible();
    await expectStep(onPage(page), 6);
    await expect(onPage(page).getByLabel("Additional information")).toHaveValue(data.additionalInfo);
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    expect(consoleErrors.some((text) => text.includes("Hiring request submission failed"))).toBe(true);
    consoleErrors.length = 0;

    // A network failure is handled the same way.
    await page.unroute("**/api/hiring-requests");
    await page.route("**/api/hiring-requests", async (route) => {
      keys.push(route.request().headers()["idempotency-key"] ?? "");
      await route.abort("connectionreset");
    });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect.poll(() => keys.length).toBe(2);
    await expect(page.getByText("Error submitting form").last()).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeEnabled();
    await expectStep(onPage(page), 6);
    expect(consoleErrors.some((text) => text.includes("Hiring request submission failed"))).toBe(true);
    consoleErrors.length = 0;

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("checkbox", { name: "Salesforce" })).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(onPage(page).getByLabel("Additional information")).toHaveValue(data.additionalInfo);

    await page.unroute("**/api/hiring-requests");
    const requestPromise = page.waitForRequest(isHiringPost);
    await page.getByRole("button", { name: "Submit Request" }).click();
    const retry = await requestPromise;
    // Retries of the same data share one key, so the server can store it only once.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(retry.headers()["idempotency-key"]).toBe(keys[0]);
    await expect(page.getByText("Form submitted successfully!")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toBeVisible();
  });

  test("restores the draft and its step after a reload", async ({ page }) => {
    await openHiringForm(page);
    await onPage(page).getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
    await onPage(page).getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await onPage(page).getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
    await onPage(page).getByLabel("Company", { exact: true }).fill("Draft Co");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: "HR/Recruiting" }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: "Build complete team from scratch" }).check();

    await page.reload();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await expectStep(onPage(page), 3);
    await expect(page.getByRole("radio", { name: "Build complete team from scratch" })).toBeChecked();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page.getByRole("checkbox", { name: "HR/Recruiting" })).toBeChecked();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(onPage(page).getByLabel("Company", { exact: true })).toHaveValue("Draft Co");
    await expect(onPage(page).getByLabel("Work email", { exact: true })).toHaveValue("dana@example.com");
  });

  test("sent at once after a reload, the request keeps its form token and is stored as a lead", async ({
    page,
  }) => {
    const tokenRequests: Request[] = [];
    page.on("request", (request) => {
      if (isFormTokenRequest(request)) tokenRequests.push(request);
    });
    await openHiringForm(page);
    const data = answers(uniqueCompany("Reload Co"));
    await fillToLastStep(onPage(page), data);
    await expect.poll(() => draftToken(page)).not.toBeNull();
    const token = await draftToken(page);

    await page.reload();
    const submit = page.getByRole("button", { name: "Submit Request" });
    await expect(submit).toBeEnabled();
    await expectStep(onPage(page), 6);
    await expect(onPage(page).getByLabel("Additional information")).toHaveValue(data.additionalInfo);
    const requestPromise = page.waitForRequest(isHiringPost);
    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await submit.click();
    expect((await requestPromise).postDataJSON()).toMatchObject({ ...data, formToken: token });
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page.getByText("Form submitted successfully!")).toBeVisible();

    const row = await expectStored(id, data);
    // The server accepted the token: at most a timing doubt (a quick test typist), never a
    // missing or forged token.
    if (row)
      expect(row.spam_reason ?? "sent 0 ms after the form token was issued").toMatch(
        /after the form token was issued/,
      );
    expect(tokenRequests).toHaveLength(1);
    expect(new URL(tokenRequests[0]?.url() ?? "/", "http://x").searchParams.get("form")).toBe(
      "hiringRequest",
    );
  });

  test("fetches the form token once per draft, not on every mount or reload", async ({ page }) => {
    const tokenRequests: Request[] = [];
    page.on("request", (request) => {
      if (isFormTokenRequest(request)) tokenRequests.push(request);
    });
    await openHiringForm(page);
    // Nothing is asked for until the visitor starts the form.
    expect(tokenRequests).toHaveLength(0);
    const data = answers(uniqueCompany("Once Co"));
    await onPage(page).getByLabel("Full name", { exact: true }).fill(data.name);
    await expect.poll(() => draftToken(page)).not.toBeNull();
    const token = await draftToken(page);

    await page.reload();
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(onPage(page).getByLabel("Full name", { exact: true })).toHaveValue(data.name);
    await onPage(page).getByLabel("Work email", { exact: true }).fill(data.email);

    // The wizard in the modal on another page is a new mount of the same draft.
    await page.goto("/clients");
    await page.getByRole("button", { name: "Start Your Success Story" }).first().click();
    const form = page.getByRole("dialog").getByRole("region", { name: "Hiring Form" });
    await expect(form.getByRole("button", { name: "Next" })).toBeEnabled();
    await expect(form.getByLabel("Work email", { exact: true })).toHaveValue(data.email);
    await fillToLastStep(form, data);
    expect(await draftToken(page)).toBe(token);
    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await form.getByRole("button", { name: "Submit Request" }).click();
    expect((await responsePromise).request().postDataJSON()).toMatchObject({ formToken: token });
    await expect(
      page.getByRole("dialog").getByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toBeVisible();
    expect(tokenRequests).toHaveLength(1);

    // A sent draft is gone; the next request is a new draft with a token of its own.
    await openHiringForm(page);
    await onPage(page).getByLabel("Full name", { exact: true }).fill(data.name);
    await expect.poll(() => draftToken(page)).not.toBeNull();
    expect(await draftToken(page)).not.toBe(token);
    expect(tokenRequests).toHaveLength(2);
  });

  test("loads its checks when the visitor starts, and asks again for checks that failed to load", async ({
    page,
    consoleErrors,
  }) => {
    const checksLoads: string[] = [];
    let refused = false;
    await page.route(/\/_astro\/validation\.[\w-]+\.js$/, (route) => {
      checksLoads.push(route.request().url());
      if (refused) return route.continue();
      refused = true;
      return route.abort("connectionreset");
    });
    await openHiringForm(page);
    expect(checksLoads).toHaveLength(0);
    const data = answers(uniqueCompany("Retry Checks Co"));
    // The first field's focus asks for the checks; this first load fails.
    await onPage(page).getByLabel("Full name", { exact: true }).fill(data.name);
    await expect.poll(() => checksLoads.length).toBe(1);
    await onPage(page).getByLabel("Work email", { exact: true }).fill(data.email);
    await onPage(page).getByLabel("Phone", { exact: true }).fill(data.phone);
    await onPage(page).getByLabel("Company", { exact: true }).fill(data.company);
    await onPage(page).getByRole("button", { name: "Next" }).click();
    await expectStep(onPage(page), 2);
    expect(checksLoads).toHaveLength(2);
    // The refused load is the page's only error.
    expect(consoleErrors).toEqual(["Failed to load resource: net::ERR_CONNECTION_RESET"]);
    consoleErrors.length = 0;
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await openHiringForm(page);
    const company = uniqueCompany("Keyboard Co");
    await onPage(page).getByLabel("Full name", { exact: true }).focus();
    await page.keyboard.type("Kim Keyboard");
    await page.keyboard.press("Tab");
    await page.keyboard.type("kim@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.type("+1 212 555 0100");
    await page.keyboard.press("Tab");
    await page.keyboard.type(company);
    await page.keyboard.press("Enter");
    await expectStep(onPage(page), 2);

    // Focus sits on the step heading; Tab reaches the first option, Space ticks it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("checkbox", { name: "Engineering" })).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expectStep(onPage(page), 3);
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: "Scale existing team" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expectStep(onPage(page), 4);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "< $50K/quarter" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expectStep(onPage(page), 5);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: "Motion Graphics" })).toBeChecked();
    await page.keyboard.press("Enter");
    await expectStep(onPage(page), 6);
    await page.keyboard.press("Tab");
    await expect(onPage(page).getByLabel("Additional information")).toBeFocused();
    await page.keyboard.type("Sent without a mouse.");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Previous" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeFocused();
    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await page.keyboard.press("Enter");
    expect((await responsePromise).status()).toBe(201);
    await expect(
      page.getByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });

  test("has no axe violations, also with errors shown and on an option step", async ({ page }) => {
    await openHiringForm(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Company name is required")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await onPage(page).getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
    await onPage(page).getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await onPage(page).getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
    await onPage(page).getByLabel("Company", { exact: true }).fill("Axe Co");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(page, "Please select at least one role")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test("/hiring-form fits a 390 px phone without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() =>
    window.sessionStorage.setItem(
      "latammatch:hiring-request-draft",
      JSON.stringify({
        step: 3,
        values: {
          name: "Maximiliano Fernández-Castellanos",
          email: "maximiliano.fernandez-castellanos@an-extremely-long-company-domain.example.com",
          phone: "+1 415 555 0134",
          company: "Supercalifragilisticexpialidocious Holdings",
          roles: ["Engineering"],
        },
      }),
    ),
  );
  await page.goto("/hiring-form");
  await expectStep(onPage(page), 3);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole("button", { name: "Previous" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expectStep(onPage(page), 1);
  expect(await overflow()).toBeLessThanOrEqual(0);
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test(`on a ${viewport.width} px screen the chat launcher never covers the pinned step buttons`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/hiring-form");
    const next = page.getByRole("button", { name: "Next" });
    const launcher = page.getByRole("button", { name: "Open AI Talent Matcher chat" });
    const overlap = async () => {
      const [a, b] = [await next.boundingBox(), await launcher.boundingBox()];
      if (!a || !b) throw new Error("button not laid out");
      return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    };
    // Pinned to the bottom of the screen while the step scrolls, and at the end of the step.
    for (const scrollY of [0, 200, 10_000]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollY);
      expect(await overlap(), `Next and the launcher overlap at scrollY ${scrollY}`).toBe(false);
    }
    // A click on the middle of Next reaches it, not the launcher above it.
    await next.click({ trial: true });
  });
}

test.describe("hiring request wizard in the global modal", () => {
  test("completes the same wizard inside the modal and returns home", async ({ page }) => {
    await page.goto("/clients");
    await page.getByRole("button", { name: "Start Your Success Story" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get Started with LatamMatch" });
    const form = dialog.getByRole("region", { name: "Hiring Form" });
    await expect(form.getByRole("button", { name: "Next" })).toBeEnabled();
    await expectStep(form, 1);
    await expect(form.getByRole("heading", { name: "Your details" })).toBeVisible();

    await form.getByRole("button", { name: "Next" }).click();
    await expect(fieldError(form, "Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByLabel("Full name", { exact: true })).toBeFocused();

    const data = answers(uniqueCompany("Modal Co"));
    await fillToLastStep(form, data);
    const box = await dialog.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(600);

    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await form.getByRole("button", { name: "Submit Request" }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    await expect(page.getByText("Form submitted successfully!")).toBeVisible();
    // The modal's header is now the confirmation.
    const confirmed = page.getByRole("dialog", { name: "Thank you! Your request has been received" });
    await expect(
      confirmed.getByRole("heading", { name: "Thank you! Your request has been received" }),
    ).toBeFocused();
    await expectStored(id, data);

    await confirmed.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the modal fills a phone's screen and keeps the step buttons in view", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto("/clients");
    await page.getByRole("button", { name: "Start Your Success Story" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Get Started with LatamMatch" });
    const form = dialog.getByRole("region", { name: "Hiring Form" });
    await expect(form.getByRole("button", { name: "Next" })).toBeEnabled();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 700 });
    // No scrolling needed to move on: the buttons are pinned to the bottom of the modal.
    await expect(form.getByRole("button", { name: "Next" })).toBeInViewport();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);

    // The next step is shown from its top, progress bar included.
    await form.getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
    await form.getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await form.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
    await form.getByLabel("Company", { exact: true }).fill("Phone Co");
    await form.getByRole("button", { name: "Next" }).click();
    await expect(form.getByRole("heading", { name: STEP_TITLES[1] })).toBeFocused();
    await expect(form.getByRole("progressbar")).toBeInViewport();
  });
});

/**
 * After a failed attempt and a successful retry: exactly one toast (the success replaces the
 * failure), the card's or modal's header is the confirmation, and the toast covers none of the
 * header's buttons.
 */
test.describe("confirmation after a retried submit", () => {
  const toasts = (page: Page) => page.locator("[data-sonner-toast]");

  /** Fails the first POST, then lets the retry through; resolves once both have answered. */
  async function failThenSucceed(page: Page, submit: Locator) {
    await page.route("**/api/hiring-requests", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal error"}' }),
    );
    await submit.click();
    await expect(page.getByText("Error submitting form")).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await page.unroute("**/api/hiring-requests");
    const response = page.waitForResponse((candidate) => isHiringPost(candidate.request()));
    await submit.click();
    expect((await response).status()).toBe(201);
  }

  /** Nothing lies over any visible control: each is the element found at its own centre. */
  async function expectUncovered(controls: Locator) {
    for (const control of await controls.all()) {
      if (!(await control.isVisible())) continue;
      const onTop = await control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && (hit === element || element.contains(hit));
      });
      expect(onTop, `${await control.textContent()} is not covered`).toBe(true);
    }
  }

  /** Exactly one toast, the success, once it has slid into its place (on a slow machine the
   * slide-in can still be passing over the header when the text is already there). */
  async function expectOneSuccessToast(page: Page) {
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText("Form submitted successfully!");
    await expect(toasts(page)).toContainText("We'll get back to you within 24 hours.");
    await expect(page.getByText("Error submitting form")).toHaveCount(0);
    await expect(toasts(page)).toHaveAttribute("data-mounted", "true");
    await expect
      .poll(() => toasts(page).evaluate((toast) => toast.getAnimations({ subtree: true }).length))
      .toBe(0);
  }

  for (const width of [390, 1280]) {
    test(`on /hiring-form at ${width} px`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 800 });
      await openHiringForm(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tell us about your hiring needs");
      await fillToLastStep(onPage(page), answers(uniqueCompany(`Toast Co ${width}`)));
      await failThenSucceed(page, page.getByRole("button", { name: "Submit Request" }));
      consoleErrors.length = 0;

      const title = page.getByRole("heading", { level: 1 });
      await expect(title).toHaveText("Thank you! Your request has been received");
      await expect(title).toBeFocused();
      await expect(
        page.getByRole("heading", { name: "Thank you! Your request has been received" }),
      ).toHaveCount(1);
      await expect(onPage(page).getByText("Six short steps, about two minutes.")).toHaveCount(0);
      await expectOneSuccessToast(page);
      await expectUncovered(page.getByRole("banner").locator("a, button"));
    });

    test(`in the hiring modal at ${width} px`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/clients");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Start Your Success Story" }).first().click();
      const form = page.getByRole("dialog", { name: "Get Started with LatamMatch" }).getByRole("region", {
        name: "Hiring Form",
      });
      await expect(form.getByRole("button", { name: "Next" })).toBeEnabled();
      await fillToLastStep(form, answers(uniqueCompany(`Modal Toast Co ${width}`)));
      await failThenSucceed(page, form.getByRole("button", { name: "Submit Request" }));
      consoleErrors.length = 0;

      const dialog = page.getByRole("dialog", { name: "Thank you! Your request has been received" });
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("heading", { name: "Thank you! Your request has been received" }),
      ).toBeFocused();
      await expect(dialog.getByText("We'll get back to you within 24 hours.").first()).toBeVisible();
      await expectOneSuccessToast(page);
      await expectUncovered(dialog.getByRole("button", { name: "Close hiring form" }));

      // Opened again, the modal starts a new request under its own title.
      await dialog.getByRole("button", { name: "Close hiring form" }).click();
      await page.getByRole("button", { name: "Start Your Success Story" }).first().click();
      await expect(page.getByRole("dialog", { name: "Get Started with LatamMatch" })).toBeVisible();
    });
  }
});

test("/thank-you opened directly confirms nothing and points to the forms", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing to confirm yet", {
    useInnerText: true,
  });
  // The confirmation is in the page, hidden.
  await expect(onPage(page).getByText(/received/)).toBeHidden();
  for (const [name, href] of [
    ["Tell us about your hiring needs", "/hiring-form"],
    ["Book a discovery call", "/book-a-call"],
    ["Apply as a candidate", "/talent-apply"],
  ] as const)
    await expect(onPage(page).getByRole("link", { name })).toHaveAttribute("href", href);
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("/thank-you right after a request states what happens next and has no axe violations", async ({
  page,
}) => {
  // The tab's record of the request it just sent, as the form leaves it.
  await page.goto("/");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "latammatch:recent-submissions",
      JSON.stringify({ hiringRequest: { id: "lead-1", at: Date.now() } }),
    ),
  );
  await page.goto("/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Thank you! Your request has been received",
    {
      useInnerText: true,
    },
  );
  await expect(onPage(page).getByText("We'll get back to you within 24 hours.")).toBeVisible();
  for (const step of [
    "Our team reviews your requirements.",
    "We schedule a discovery call within 24 hours.",
    "You receive a custom staffing plan within 7 days.",
  ])
    await expect(onPage(page).getByText(step)).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
