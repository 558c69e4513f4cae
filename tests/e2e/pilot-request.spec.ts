import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The pilot request end to end: the LLM page's two buttons lead to it, the form refuses what is
 * missing at the field, the request is stored and confirmed, the team's notification and the
 * requester's acknowledgment are written as .eml files, and the team finds the request with
 * every answer in the inbox.
 */
const SALES = "pilot.sales@latammatch.example";
const PASSWORD = "first-password-pilot-1";
const CHOSEN = "chosen-password-pilot-2";
const REQUESTER = "Grace Liu";
const REQUESTER_EMAIL = "grace.liu@frontierlab.example";
const COMPANY = "Frontier Lab";
const PILOT_PATH = "/human-data-llm-training/pilot-request";

let dataDir: string;
let server: ServerProcess;
const url = (pathname: string) => `${server.baseUrl}${pathname}`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-pilot-request-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  // A test fills the form faster than a person can: its acknowledgment is not held for that.
  server = await startServerProcess({ dataDir, env: { FORM_MIN_FILL_MS: "0", MAIL_BUDGET_PER_IP: "0" } });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: PASSWORD,
  chosenPassword: CHOSEN,
});

/** A start date two weeks ahead, as the date input takes it. */
const startDate = () => new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test("the LLM page's Start a Pilot and Request a Proposal lead to the pilot request", async ({ page }) => {
  await page.goto(url("/human-data-llm-training"));
  for (const name of ["Start a Pilot", "Request a Proposal"]) {
    for (const link of await page.getByRole("link", { name, exact: true }).all()) {
      await expect(link).toHaveAttribute("href", PILOT_PATH);
    }
  }
  await page.getByRole("link", { name: "Start a Pilot", exact: true }).first().click();
  await expect(page).toHaveURL(url(PILOT_PATH));
  await expect(page.getByRole("heading", { level: 1, name: "Request a pilot or a proposal" })).toBeVisible();
});

test("the form is accessible, fits a phone and refuses what is missing at the field", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/pilot-requests") requests.push(request.url());
  });
  await page.goto(url(PILOT_PATH));
  const form = page.getByRole("form", { name: "Pilot request" });
  await expectNoAxeViolations(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoHorizontalScroll(page);
    await page.screenshot({ path: test.info().outputPath(`pilot-request-${width}.png`), fullPage: true });
  }
  await form.getByRole("button", { name: "Send Pilot Request" }).click();
  await expect(form.getByLabel("Full name")).toBeFocused();
  await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Please select at least one task type")).toBeVisible();
  await expect(form.getByText("Please enter a start date")).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
  expect(requests).toEqual([]);
});

test("a pilot request reaches the inbox with every answer, and both e-mails are written", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url(PILOT_PATH));
  const form = page.getByRole("form", { name: "Pilot request" });
  await form.getByLabel("Full name").fill(REQUESTER);
  await form.getByLabel("Work email").fill(REQUESTER_EMAIL);
  await form.getByLabel("Company").fill(COMPANY);
  await expect(form.getByLabel("Annotators")).toHaveValue("10");
  await form.getByLabel("Annotators").fill("25");
  await form.getByLabel("SFT demonstrations").check();
  // Keyboard only: Space ticks the focused option.
  await form.getByLabel("Red-teaming").focus();
  await page.keyboard.press("Space");
  await expect(form.getByLabel("Red-teaming")).toBeChecked();
  await form.getByLabel("Portuguese").check();
  await form.getByLabel("Expected volume").fill("1200");
  await form.getByLabel("Volume unit").selectOption("Annotator hours per week");
  await form.getByLabel("Stricter than that (tell us in the notes)").check();
  await form.getByLabel("Preferred start date").fill(startDate());
  await form.getByLabel("Notes (optional)").fill("Kappa 0.85 on code review tasks");

  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/pilot-requests");
  await form.getByRole("button", { name: "Send Pilot Request" }).click();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    annotatorCount: 25,
    taskTypes: ["SFT demonstrations", "Red-teaming"],
    languages: ["English", "Portuguese"],
    volume: 1200,
    volumeUnit: "Annotator hours per week",
    startDate: startDate(),
  });
  const confirmation = page.getByRole("heading", { name: "Thank you! Your pilot request has been received" });
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  await expect(page.getByTestId("pilot-request-sent")).toContainText("1,200 annotator hours per week");
  await page.screenshot({ path: test.info().outputPath("pilot-request-sent.png") });

  // Both e-mails as complete .eml files: the team's with every answer, the requester's acknowledgment.
  let notification: ParsedEml | undefined;
  let acknowledgment: ParsedEml | undefined;
  const flat = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");
  await expect
    .poll(
      async () => {
        const mails = await readMailDir(path.join(dataDir, "mail"));
        acknowledgment = mails.find((mail) => mail.headers.to === REQUESTER_EMAIL);
        notification = mails.find(
          (mail) => mail.headers.subject === `New pilot request: ${COMPANY} (${REQUESTER})`,
        );
        return acknowledgment !== undefined && notification !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  expect(notification?.headers["reply-to"]).toBe(REQUESTER_EMAIL);
  expect(flat(notification?.text)).toContain("Task types: SFT demonstrations, Red-teaming");
  expect(flat(notification?.text)).toContain("Kappa 0.85 on code review tasks");
  expect(acknowledgment?.headers.subject).toBe("We received your pilot request");
  expect(acknowledgment?.headers["auto-submitted"]).toBe("auto-generated");
  expect(flat(acknowledgment?.text)).toContain("Hi Grace,");

  // The team finds the request, with its answers readable.
  await logIn(page);
  await page.getByRole("link", { name: "Pilot requests" }).click();
  await page.getByRole("link", { name: REQUESTER }).click();
  for (const [label, value] of [
    ["Company", COMPANY],
    ["Annotators", "25"],
    ["Task types", "SFT demonstrations, Red-teaming"],
    ["Languages", "English, Portuguese"],
    ["Volume", "1200"],
    ["Volume unit", "Annotator hours per week"],
    ["Quality bar", "Stricter than that (tell us in the notes)"],
    ["Start date", startDate()],
    ["Notes", "Kappa 0.85 on code review tasks"],
  ] as const) {
    // Each answer beside its own label.
    await expect(page.locator(`dt:text-is("${label}") + dd`).first()).toHaveText(value);
  }
  await expect(page.getByText("E-mail to the visitor sent")).toBeVisible();
});
