import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import pg from "pg";
import { estimateEmailFormText } from "../../app/content/savings-calculator";
import { readMailDir } from "../support/eml";
import { expect, test, waitForHydration } from "./fixtures";

const isHiringPost = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/hiring-requests";

const result = (page: Page) => page.getByTestId("savings-result");

async function expectInputs(
  page: Page,
  state: { role: string; seniority: string; hours: string; overhead: string },
) {
  await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue(state.role);
  await expect(page.getByRole("radio", { name: new RegExp(`^${state.seniority}`) })).toBeChecked();
  await expect(page.getByRole("radio", { name: new RegExp(`^${state.hours}`) })).toBeChecked();
  await expect(page.getByLabel("U.S. employer overhead")).toHaveValue(state.overhead);
}

/** The notification e-mails the server wrote for this run (no SMTP server in the browser tests). */
/** The first e-mail written that holds every one of the texts. */
async function mailContaining(...texts: string[]) {
  const port = Number(process.env.E2E_PORT ?? 4310);
  const mailDir = path.join(
    process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `latammatch-e2e-${port}`),
    "mail",
  );
  const mails = await readMailDir(mailDir);
  return mails.find((mail) => texts.every((text) => mail.raw.includes(text)))?.raw;
}

test.describe("savings calculator", () => {
  test("the prerendered page shows the default estimate and is indexable", async ({ page }) => {
    const response = await page.goto("/savings-calculator");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("LATAM Hiring Savings Calculator | LatamMatch");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/savings-calculator$/);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Backend, mid-level (48.50), 40 hours, 30% overhead: 48.5 × 40 × 52 / 12 = 8,406.67 a month.
    await expect(result(page).getByText("$48.50/hour")).toBeVisible();
    await expect(result(page).getByText("$8,407", { exact: true })).toBeVisible();
  });

  test("keeps its state in the URL: load, change with replace, reload", async ({ page }) => {
    await page.goto("/savings-calculator?role=qa-testing&seniority=senior&hours=20&overhead=25");
    await waitForHydration(page);
    await expectInputs(page, {
      role: "qa-testing",
      seniority: "Senior",
      hours: "20 hours/week",
      overhead: "25",
    });
    // LATAM: 42 × 20 × 52 / 12 = 3,640 a month, 43,680 a year.
    // U.S.: 102,610 / 2,080 × 1.25 × 20 × 52 = 64,131.25 a year; saving 20,451.25 (32%).
    const card = result(page);
    await expect(card.getByText("$42.00/hour")).toBeVisible();
    await expect(card.getByText("$3,640", { exact: true })).toBeVisible();
    await expect(card.getByText("$64,131", { exact: true }).first()).toBeVisible();
    await expect(card.getByText("32%", { exact: true })).toBeVisible();
    await expect(card.getByText("$20,451 saved a year", { exact: true })).toBeVisible();
    await expect(
      card.getByText("Software Quality Assurance Analysts and Testers (SOC 15-1253)"),
    ).toBeVisible();
    await expect(card.getByText(/Median annual wage, May 2024: \$102,610 \(\$49\.33\/hour/)).toBeVisible();
    await expect(card.getByText("U.S. wage plus 25% employer overhead.")).toBeVisible();

    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole("combobox", { name: "Role" }).selectOption("backend");
    await page.getByText("Junior", { exact: true }).click();
    await page.getByText("Full-Time", { exact: true }).click();
    await page.getByLabel("U.S. employer overhead").fill("40");
    await expect(page).toHaveURL(/\/savings-calculator\?role=backend&seniority=junior&hours=40&overhead=40$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // 42 × 40 × 52 / 12 = 7,280 a month; U.S. 133,080 × 1.4 = 186,312 a year; saving 98,952 (53%).
    await expect(card.getByText("$7,280", { exact: true })).toBeVisible();
    await expect(card.getByText("$186,312", { exact: true }).first()).toBeVisible();
    await expect(card.getByText("53%", { exact: true })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expectInputs(page, { role: "backend", seniority: "Junior", hours: "Full-Time", overhead: "40" });
    await expect(card.getByText("$98,952 saved a year", { exact: true })).toBeVisible();
  });

  test("the form's submit button keeps the visitor on the page and takes them to the estimate", async ({
    page,
  }) => {
    await page.goto("/savings-calculator?role=backend&seniority=junior&hours=40&overhead=40");
    await waitForHydration(page);
    await page.getByLabel("U.S. employer overhead").press("Enter");
    await expect(result(page)).toBeFocused();
    await expect(page).toHaveURL(/\/savings-calculator\?role=backend&seniority=junior&hours=40&overhead=40$/);
    await expect(page.getByRole("button", { name: "Show my estimate" })).toHaveAttribute("type", "submit");
  });

  test("quick changes made while the URL is still catching up all count", async ({ page }) => {
    await page.goto("/savings-calculator?role=qa-testing&seniority=senior&hours=20&overhead=25");
    await waitForHydration(page);
    // A slow phone: renders take long enough for the next change to arrive in the middle of one.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 });
    // Each change in a task of its own, none waiting for the one before it to render.
    await page.evaluate(async () => {
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 4));
      const role = document.querySelector<HTMLSelectElement>('select[name="role"]');
      if (!role) throw new Error("no role select");
      role.value = "backend";
      role.dispatchEvent(new Event("change", { bubbles: true }));
      for (const value of ["junior", "40", "mid", "20", "junior", "40"]) {
        await nextTask();
        document.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)?.click();
      }
    });
    await expect(page).toHaveURL(/\/savings-calculator\?role=backend&seniority=junior&hours=40&overhead=25$/);
    await expectInputs(page, { role: "backend", seniority: "Junior", hours: "Full-Time", overhead: "25" });
  });

  test("names a closest occupation as such, says what differs, and shows no saving where there is none", async ({
    page,
  }) => {
    await page.goto("/savings-calculator?role=data-annotation&seniority=mid&hours=30&overhead=30");
    await waitForHydration(page);
    const card = result(page);
    await expect(
      card.getByText("Closest occupation: Data Entry Keyers (SOC 43-9021)", { exact: true }),
    ).toBeVisible();
    await expect(card.getByText(/OEWS has no data annotation occupation/)).toBeVisible();
    // LATAM: 29.5 × 30 × 52 / 12 = 3,835 a month, 46,020 a year.
    // U.S.: 39,850 / 2,080 × 1.3 × 30 × 52 = 38,853.75 a year: the LATAM rate costs more.
    await expect(card.getByText("$3,835", { exact: true })).toBeVisible();
    await expect(card.getByText("$38,854", { exact: true }).first()).toBeVisible();
    await expect(card.getByText("No saving at these settings", { exact: true })).toBeVisible();
  });

  test("the shortlist link carries the role and package into the wizard and the lead", async ({ page }) => {
    await page.goto("/savings-calculator?role=backend&seniority=senior&hours=20&overhead=30");
    await waitForHydration(page);
    const shortlist = page.getByRole("link", { name: "Get a shortlist for this role" });
    await expect(shortlist).toHaveAttribute("href", "/hiring-form?role=backend&seniority=senior&package=20");
    await shortlist.click();
    await expect(page).toHaveURL(/\/hiring-form\?role=backend&seniority=senior&package=20$/);
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();

    const company = `Calculator Co ${Date.now().toString(36)}`;
    const startedAt = Date.now();
    // The page's own wizard: the site-wide dialogs hold fields of the same names, closed.
    const wizard = page.getByRole("main");
    await wizard.getByLabel("Full name", { exact: true }).fill("Dana Whitfield");
    await wizard.getByLabel("Work email", { exact: true }).fill("dana@example.com");
    await wizard.getByLabel("Phone", { exact: true }).fill("+1 415 555 0134");
    await wizard.getByLabel("Company", { exact: true }).fill(company);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: "Engineering", exact: true }).check();
    await page.getByRole("button", { name: "Next" }).click();
    // A reload keeps the interest with the draft, also once the link's query string is gone.
    await page.goto("/hiring-form");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio").first().check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("button", { name: "Submit Request" })).toBeVisible();
    // A person needs at least 4 s for the form; sooner, the lead is stored as spam and not mailed.
    await page.waitForTimeout(Math.max(0, 4500 - (Date.now() - startedAt)));

    const requestPromise = page.waitForRequest(isHiringPost);
    const responsePromise = page.waitForResponse((response) => isHiringPost(response.request()));
    await page.getByRole("button", { name: "Submit Request" }).click();
    const body = (await requestPromise).postDataJSON() as { attribution?: Record<string, string> };
    const interest = {
      interestRole: "Backend Developer (Senior)",
      interestPackage: "Growth, 20 hours/week",
    };
    expect(body.attribution).toMatchObject(interest);
    const response = await responsePromise;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const databaseUrl = process.env.E2E_DATABASE_URL;
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query("select attribution, spam from hiring_requests where id = $1", [
          id,
        ]);
        expect(rows[0]).toMatchObject({ attribution: interest, spam: false });
      } finally {
        await client.end();
      }
    }
    // The sales e-mail (not the requester's acknowledgment) lists both with their own labels.
    const teamMail = () => mailContaining(company, "\nTo: sales@");
    await expect.poll(teamMail, { timeout: 20_000 }).toBeTruthy();
    const mail = (await teamMail()) ?? "";
    expect(mail).toContain("Role of interest: Backend Developer (Senior)");
    expect(mail).toContain("Package of interest: Growth, 20 hours/week");
  });

  test("has no axe violations and no horizontal overflow on a phone", async ({ page }) => {
    await page.goto("/savings-calculator?role=frontend&seniority=mid&hours=30&overhead=30");
    await waitForHydration(page);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/savings-calculator?role=rlhf&seniority=junior&hours=10&overhead=0");
    await waitForHydration(page);
    await expect(
      result(page).getByText("Closest occupation: Technical Writers (SOC 27-3042)", { exact: true }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test.describe("before its code has loaded", () => {
    // The calculator's code is held back, so the visit waits for the load event only.
    test.use({ arriveOnGoto: false });

    /** Holds the calculator island's code back until `release()`: a slow line on a slow phone. */
    async function holdCalculatorCode(page: Page) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/_astro\/savings-calculator\.[\w-]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      return { release, island: page.locator('astro-island[component-export="SavingsCalculator"]') };
    }

    test("keeps what the visitor changed in the form over the link's estimate, and the URL follows", async ({
      page,
    }) => {
      const { release, island } = await holdCalculatorCode(page);
      await page.goto("/savings-calculator?role=qa-testing&seniority=senior&hours=20&overhead=25");
      await page.getByRole("combobox", { name: "Role" }).selectOption("frontend");
      await page.getByText("Junior", { exact: true }).click();
      await page.getByLabel("U.S. employer overhead").fill("40");
      await expect(island).toHaveAttribute("ssr", "");
      release();
      await expect(island).not.toHaveAttribute("ssr", { timeout: 15_000 });
      await expect(page).toHaveURL(
        /\/savings-calculator\?role=frontend&seniority=junior&hours=20&overhead=40$/,
      );
      await expectInputs(page, {
        role: "frontend",
        seniority: "Junior",
        hours: "20 hours/week",
        overhead: "40",
      });
      // 36 × 20 × 52 / 12 = 3,120 a month.
      await expect(result(page).getByText("$3,120", { exact: true })).toBeVisible();
    });

    test("'E-mail me this estimate' pressed early opens its form once live; the request reaches the server with the estimate and the visit's attribution", async ({
      page,
    }) => {
      const { release, island } = await holdCalculatorCode(page);
      await page.goto(
        "/savings-calculator?role=frontend&seniority=junior&hours=20&overhead=25&utm_source=calc-test",
      );
      await result(page).getByRole("button", { name: "E-mail me this estimate" }).click();
      await expect(island).toHaveAttribute("ssr", "");
      release();
      const form = page.getByTestId("estimate-email-form");
      await expect(form.getByLabel("Work email")).toBeFocused({ timeout: 15_000 });

      const email = `estimate.early.${Date.now()}@example.com`;
      await form.getByLabel("Work email").fill(email);
      const posted = page.waitForResponse(
        (response) =>
          response.request().method() === "POST" &&
          new URL(response.url()).pathname === "/api/estimate-requests",
      );
      await form.getByRole("button", { name: "Send my estimate" }).click();
      const response = await posted;
      expect(response.status()).toBe(201);
      expect(response.request().postDataJSON()).toMatchObject({
        email,
        role: "frontend",
        seniority: "junior",
        hoursPerWeek: 20,
        overheadPercent: 25,
        attribution: { utmSource: "calc-test" },
      });
      await expect(page.getByTestId("estimate-email-sent")).toContainText(email);
      // The success toast, which loads its library on first use.
      await expect(page.getByText(estimateEmailFormText.successTitle)).toBeVisible();
    });
  });

  test("the home page's 'Calculate Your Savings' opens the calculator", async ({ page }) => {
    await page.goto("/");
    const link = page.getByRole("link", { name: "Calculate Your Savings" });
    await link.scrollIntoViewIfNeeded();
    await expect(link).toHaveAttribute("href", "/savings-calculator");
  });
});
