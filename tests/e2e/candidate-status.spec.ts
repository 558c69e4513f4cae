import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { MINIMAL_PDF } from "../../app/features/resumes/test-files.test-support";
import { readMailDir } from "../support/eml";
import { candidateApplicationBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The candidate's status page, on its own server: a candidate applies in Spanish, asks the page
 * a wrong link opens for a fresh one, opens it from the e-mail in every language, changes their
 * availability and consents, uploads a résumé and withdraws; the inbox shows the withdrawal, and revoking the
 * links closes the old one and mails a new one that opens the page.
 */
const TEAM = {
  email: "team@status.example",
  firstPassword: "first-password-status-1",
  chosenPassword: "chosen-password-status-1",
} as const;
const NAME = "Camila Rojas Pérez";
const ADDRESS = "camila.rojas@status.example";
const WRONG_TOKEN = "x".repeat(43);

let dataDir: string;
let server: ServerProcess;
const logIn = inboxLogIn({ ...TEAM, baseUrl: () => server.baseUrl });

test.describe.configure({ mode: "serial", timeout: 180_000 });
// The wrong link's page is answered 404, which the browser logs as a failed load.
test.use({ expectedConsoleErrors: [/the server responded with a status of 404/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-candidate-status-"));
  const added = runInboxUser(dataDir, ["add", TEAM.email, "--role", "sales"], `${TEAM.firstPassword}\n`);
  expect(added.status, added.stderr).toBe(0);
  // The application is sent at once by the test, not held as too fast: its acknowledgment goes out.
  server = await startServerProcess({
    dataDir,
    env: { FORM_MIN_FILL_MS: "0", MAIL_BUDGET_PER_IP: "0" },
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 3 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The status-page links mailed so far, oldest first, as paths. */
async function mailedStatusLinks(): Promise<string[]> {
  const mails = await readMailDir(path.join(dataDir, "mail"));
  return mails.flatMap((mail) => {
    const link = /https?:\/\/\S+\/candidate\/[A-Za-z0-9_-]{43}/.exec(mail.text);
    return link ? [new URL(link[0]).pathname] : [];
  });
}

/**
 * The floating widgets of the public pages (the chat launcher, the job alerts, the match report)
 * are not on the page at all.
 */
async function expectNoOffer(page: Page) {
  await expect(page.locator("[data-chat-launcher]")).toHaveCount(0);
  await expect(page.getByTestId("job-alert-offer")).toHaveCount(0);
  await expect(page.getByTestId("match-report-popup")).toHaveCount(0);
  await expect(page.locator("dialog[open]")).toHaveCount(0);
}

async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
}

test("a candidate gets a fresh link, updates their record, withdraws, and the team sees it and revokes the link", async ({
  page,
  request,
}) => {
  const formToken = (await (
    await request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=candidateApplication`)
  ).json()) as FormTokenResponse;
  const applied = await request.post(`${server.baseUrl}/api/candidate-applications`, {
    data: candidateApplicationBody(formToken.token, { fullName: NAME, email: ADDRESS, locale: "es" }),
  });
  expect(applied.status()).toBe(201);
  // The acknowledgment carries the first link.
  await expect.poll(mailedStatusLinks, { timeout: 20_000 }).toHaveLength(1);

  // A wrong link: the 404 page, in the link's language, offers to mail a fresh one.
  const wrong = await page.goto(`${server.baseUrl}/es/candidate/${WRONG_TOKEN}`);
  expect(wrong?.status()).toBe(404);
  expect(wrong?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.getByRole("heading", { name: "Este enlace no funciona", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Tu dirección de correo").fill(ADDRESS.toUpperCase());
  await page.getByRole("button", { name: "Enviarme un enlace nuevo" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /Si esta dirección está registrada, le enviamos un enlace nuevo/,
  );

  await expect.poll(mailedStatusLinks, { timeout: 20_000 }).toHaveLength(2);
  const spanishPath = (await mailedStatusLinks()).at(-1);
  expect(spanishPath).toMatch(/^\/es\/candidate\//);
  const token = spanishPath?.split("/").at(-1) ?? "";

  const opened = await page.goto(`${server.baseUrl}${spanishPath}`);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()).toMatchObject({
    "cache-control": "private, no-store",
    "x-robots-tag": "noindex",
    "referrer-policy": "no-referrer",
  });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { name: "El estado de tu postulación", level: 1 })).toBeVisible();
  await expect(page.getByText("Postulación recibida")).toBeVisible();
  await expect(page.getByText("Suele tardar 5 días hábiles.")).toBeVisible();
  // A private page: no timed offer is on it to open over the candidate's forms, in any language.
  await expectNoOffer(page);
  await expectAccessible(page);

  await page.goto(`${server.baseUrl}/pt-br/candidate/${token}`);
  await expect(page.getByRole("heading", { name: "O status da sua candidatura", level: 1 })).toBeVisible();
  await expectNoOffer(page);
  await expectAccessible(page);

  await page.goto(`${server.baseUrl}/candidate/${token}`);
  await expect(page.getByRole("heading", { name: "Your application status", level: 1 })).toBeVisible();
  await expect(page.getByText("General application to the talent pool")).toBeVisible();
  await expectNoOffer(page);
  await expectAccessible(page);

  // The site's layout holds the application form too: each form is found by its own heading.
  const availability = page.getByRole("form", { name: "Availability and rate" });
  await availability.getByLabel("Hours a week").fill("30");
  await availability.getByLabel("Earliest start date").fill("2027-03-01");
  await availability.getByLabel("Expected hourly rate (USD)").fill("48.5");
  await availability.getByLabel("Time zone (for example America/Bogota)").fill("America/Lima");
  await availability.getByRole("button", { name: "Save availability" }).click();
  await expect(page.getByRole("status")).toHaveText("Your availability, rate and time zone are saved.");
  await expect(availability.getByLabel("Hours a week")).toHaveValue("30");
  await expect(availability.getByLabel("Time zone (for example America/Bogota)")).toHaveValue("America/Lima");

  const consents = page.getByRole("form", { name: "Your consents" });
  await consents.getByLabel(/Keep me in the talent pool for future roles/).check();
  await consents.getByRole("button", { name: "Save consents" }).click();
  await expect(page.getByRole("status")).toHaveText("Your consents are saved.");
  await expect(consents.getByLabel(/Keep me in the talent pool for future roles/)).toBeChecked();
  await expect(consents.getByLabel(/Share my full profile/)).not.toBeChecked();

  const resume = page.getByRole("form", { name: "A new résumé" });
  await resume
    .getByLabel("Résumé (PDF or Word, up to 5 MB)")
    .setInputFiles({ name: "camila-cv.pdf", mimeType: "application/pdf", buffer: MINIMAL_PDF });
  await resume.getByRole("button", { name: "Upload résumé" }).click();
  await expect(page.getByRole("status")).toHaveText("Your new résumé is saved.");

  const withdraw = page.getByRole("form", { name: "Withdraw" });
  await withdraw.getByLabel("Yes, I want to withdraw my application").check();
  await withdraw.getByRole("button", { name: "Withdraw my application" }).click();
  await expect(page.getByRole("status")).toHaveText("You have withdrawn your application.");
  await expect(page.getByText("Withdrawn", { exact: true })).toBeVisible();
  await expect(page.getByRole("form", { name: "Withdraw" })).toHaveCount(0);
  await expectAccessible(page);
  // The withdrawal is confirmed by e-mail, with a link of its own.
  await expect.poll(mailedStatusLinks, { timeout: 20_000 }).toHaveLength(3);

  // The team sees the withdrawal at once, then revokes the links: the old one stops working.
  await logIn(page, "/inbox/candidates?stage=withdrawn");
  await page.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("Applied → Withdrawn by The candidate")).toBeVisible();
  await expect(page.getByText(/Sent a new résumé from the status page by The candidate/)).toBeVisible();
  // The résumé sent from the status page is listed as the current one, and downloads as sent.
  const resumes = page.getByRole("region", { name: "Résumés" });
  await expect(resumes.getByRole("listitem")).toHaveCount(1);
  await expect(resumes.getByText("Current", { exact: true })).toBeVisible();
  await expect(resumes.getByText(/sent from the status page$/)).toBeVisible();
  const downloading = page.waitForEvent("download");
  await resumes.getByRole("link", { name: "camila-cv.pdf" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("camila-cv.pdf");
  expect(readFileSync(await download.path()).equals(MINIMAL_PDF)).toBe(true);
  await page.getByRole("button", { name: "Revoke links and mail a new one" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Closed 3 status links; the candidate is mailed a new one.",
  );
  await expectAccessible(page);

  const revoked = await page.goto(`${server.baseUrl}${spanishPath}`);
  expect(revoked?.status()).toBe(404);
  await expect.poll(mailedStatusLinks, { timeout: 20_000 }).toHaveLength(4);
  const newest = (await mailedStatusLinks()).at(-1);
  expect(newest).not.toBe(spanishPath);
  const reopened = await page.goto(`${server.baseUrl}${newest}`);
  expect(reopened?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "El estado de tu postulación", level: 1 })).toBeVisible();
  await expect(page.getByText("Retirada", { exact: true })).toBeVisible();
});
