import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, test, waitForHydration } from "./fixtures";

/** Where the server under test writes its e-mails (no SMTP server in the browser tests). */
const mailDir = path.join(
  process.env.E2E_DATA_DIR ??
    path.join(os.tmpdir(), `latammatch-e2e-${Number(process.env.E2E_PORT ?? 4310)}`),
  "mail",
);

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@acme.example`;

/** The e-mail the outbox worker writes for this address, once it has. */
async function mailTo(address: string, subject: string): Promise<ParsedEml> {
  let found: ParsedEml | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readMailDir(mailDir);
        found = mails.find((mail) => mail.headers.to === address && mail.headers.subject === subject);
        return found !== undefined;
      },
      { timeout: 15_000, message: `e-mail "${subject}" to ${address}` },
    )
    .toBe(true);
  return found as ParsedEml;
}

/** A link of an e-mail, opened on the server under test (the e-mail names the canonical origin). */
function onTestServer(baseURL: string | undefined, link: string): string {
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}`, baseURL).href;
}

function linkIn(mail: ParsedEml, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathname.replace("/", "\\/")}\\?token=[\\w.-]+`).exec(
    mail.text,
  );
  expect(match, `${pathname} link in the e-mail`).not.toBeNull();
  return match![0];
}

test.describe("match report popup", () => {
  test.use({ showMatchReportPopup: true });

  test("e-mails the report for the picked role, with a working unsubscribe link", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("report");
    await page.goto("/");
    await waitForHydration(page);
    const popup = page.getByRole("dialog", { name: "Get your AI Talent Match Report" });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await popup.getByLabel("Business email").fill(email);
    await popup.getByLabel("Role you're hiring for (optional)").selectOption("backend");
    await popup.getByRole("button", { name: "Send My Free Report" }).click();
    await expect(page.getByText("Check your email for the AI Talent Match Report!")).toBeVisible();

    const mail = await mailTo(email, "Your AI Talent Match Report");
    expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("Your role: Backend Developer");
    expect(mail.text).toContain("LATAM hourly range: $42-55/hour");
    expect(mail.html).toContain("Your role: Backend Developer");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["list-unsubscribe"]).toMatch(/^<https?:\/\/[^>]+\/unsubscribe\?token=[\w.-]+>$/);

    await page.goto(onTestServer(baseURL, linkIn(mail, "/unsubscribe")));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  });
});

test.describe("newsletter double opt-in", () => {
  // The refused links answer 400 (invalid) and 409 (unsubscribed), which the browser logs.
  test.use({ expectedConsoleErrors: [/the server responded with a status of (400|409)/] });

  test("the confirmation link confirms, the unsubscribe link unsubscribes, and an old link cannot resubscribe", async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail("newsletter");
    await page.goto("/");
    await waitForHydration(page);
    const form = page.getByTestId("newsletter-form");
    // The home page is built by Astro: the footer form is an island that hydrates once in view.
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator("astro-island", { has: form })).not.toHaveAttribute("ssr");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Success!")).toBeVisible();
    await expect(page.getByText("You've been subscribed to AI Staffing Insights.")).toBeVisible();

    const mail = await mailTo(email, "Confirm your subscription to AI Staffing Insights");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const confirmLink = onTestServer(baseURL, linkIn(mail, "/subscriptions/confirm"));
    const unsubscribeLink = onTestServer(baseURL, linkIn(mail, "/unsubscribe"));

    const shown = await page.goto(confirmLink);
    expect(shown?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");

    // The same link again: still subscribed, nothing else happens.
    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");

    await page.goto(unsubscribeLink);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");

    await page.goto(confirmLink);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This address has unsubscribed");
  });

  test("a forged confirmation link is refused clearly", async ({ page }) => {
    const response = await page.goto("/subscriptions/confirm?token=forged.token");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This confirmation link is not valid");
    await expect(page.getByRole("button", { name: "Confirm my subscription" })).toHaveCount(0);
  });
});

test.describe("E-mail me this estimate", () => {
  test("sends the estimate the page shows, with its U.S. source lines", async ({ page }) => {
    const email = uniqueEmail("estimate");
    await page.goto("/savings-calculator?role=frontend&seniority=junior&hours=20&overhead=25");
    await waitForHydration(page);
    const result = page.getByTestId("savings-result");
    await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("frontend");

    const rows = await result
      .locator("dl > div")
      .evaluateAll((items) =>
        items.map(
          (item) => `${item.querySelector("dt")?.textContent}: ${item.querySelector("dd")?.textContent}`,
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const sourceLines = await page.getByTestId("us-source").locator("p").allTextContents();

    await result.getByRole("button", { name: "E-mail me this estimate" }).click();
    const form = page.getByTestId("estimate-email-form");
    await expect(form.getByText(/By sending, you agree/)).toBeVisible();
    await form.getByLabel("Work email").fill(email);
    await form.getByRole("button", { name: "Send my estimate" }).click();
    await expect(page.getByTestId("estimate-email-sent")).toContainText(email);

    const mail = await mailTo(email, "Your LatamMatch estimate: Frontend Developer");
    for (const row of rows) expect(mail.text).toContain(row);
    for (const line of sourceLines.slice(1)) expect(mail.text).toContain(line.trim());
    expect(mail.html).toContain("Frontend Developer");
  });
});
