import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { candidates } from "../../server/db/schema";
import { parseInvitation } from "../support/interview-calendar";
import { expect, test } from "./fixtures";
import { answers, fillToLastStep } from "./hiring-wizard-steps";
import { inboxLogIn } from "./inbox-session";
import { type Mail, parseMail, partOf } from "./mime";
import { expectNoAxeViolations, expectNoHorizontalScroll } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The whole recruiting loop on the built server, as the three people who run it: a company sends
 * a hiring request from the wizard; the team shortlists three vetted candidates in the inbox and
 * sends the link; the client opens it from the e-mail on a phone, requests an interview with one
 * and passes on another with a reason; the candidate confirms a time on their Spanish status
 * page; both calendar invitations read (ical.js) to the same instant in two zones; the client
 * hires into the trial; and the dashboard shows the time to shortlist and the funnel.
 */
const TEAM = {
  email: "owner@loop.example",
  firstPassword: "first-password-loop-1",
  chosenPassword: "chosen-password-loop-2",
} as const;
const PEOPLE = [
  { name: "Valeria Castro", email: "valeria.loop@example.com", locale: "es", share: true },
  { name: "Bruno Silva", email: "bruno.loop@example.com", locale: "pt-br", share: false },
  { name: "Carla Díaz", email: "carla.loop@example.com", locale: "es", share: false },
] as const;
const CANDIDATE_ZONE = "America/Bogota";
const CLIENT_ZONE = "America/Chicago";
const COMPANY = "Loop Robotics";
const CLIENT = answers(COMPANY).email;

let dataDir: string;
let server: ServerProcess;
const logIn = inboxLogIn({ ...TEAM, baseUrl: () => server.baseUrl });

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.use({ timezoneId: CLIENT_ZONE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-recruiting-loop-"));
  const added = runInboxUser(dataDir, ["add", TEAM.email, "--role", "sales"], `${TEAM.firstPassword}\n`);
  expect(added.status, added.stderr).toBe(0);
  // The vetted pool, written before the server starts (one process per embedded database).
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    for (const [index, person] of PEOPLE.entries()) {
      await database.db.insert(candidates).values({
        email: person.email,
        name: person.name,
        locale: person.locale,
        stage: "vetted",
        category: "developers",
        stacks: ["frontend"],
        seniority: "senior",
        yearsOfExperience: 6 + index,
        country: "CO",
        englishLevel: "C1",
        timeZone: CANDIDATE_ZONE,
        hourlyRateUsd: 35 + index,
        hoursPerWeek: 40,
        shareProfileConsent: person.share,
        poolConsentUntil: new Date(Date.now() + 365 * 86_400_000),
      });
    }
  } finally {
    await database.close();
  }
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 10 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mailTo(address: string, subject: RegExp): Promise<Mail | undefined> {
  const folder = path.join(dataDir, "mail");
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
  const mails = await Promise.all(
    files.map(async (file) => parseMail(await readFile(path.join(folder, file), "utf8"))),
  );
  return mails.find((mail) => mail.headers.to?.includes(address) && subject.test(mail.headers.subject ?? ""));
}

/** The first path matching `pattern` in the text of the first mail to `address` with `subject`. */
async function mailedPath(address: string, subject: RegExp, pattern: RegExp): Promise<string> {
  await expect.poll(() => mailTo(address, subject), { timeout: 30_000 }).toBeTruthy();
  const mail = await mailTo(address, subject);
  const link = mail ? pattern.exec(partOf(mail, "text/plain")) : null;
  expect(link, `a link in "${mail?.headers.subject}"`).not.toBeNull();
  return new URL(link![0]).pathname;
}

test("a request becomes a shortlist, an interview and a hire, and the dashboard counts it", async ({
  page,
}) => {
  // 1. The company sends its request from the wizard.
  await page.goto(`${server.baseUrl}/hiring-form`);
  const main = page.getByRole("main");
  await fillToLastStep(main, answers(COMPANY));
  const sent = page.waitForResponse(
    (response) => response.url().endsWith("/api/hiring-requests") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Submit Request" }).click();
  const created = await sent;
  expect(created.status()).toBe(201);
  const { id: requestId } = (await created.json()) as { id: string };

  // 2. The team shortlists the three vetted candidates and sends the link.
  await logIn(page, `/inbox/leads/hiring-requests/${requestId}`);
  const shortlist = page.getByRole("region", { name: "Shortlist" });
  for (const [index, person] of PEOPLE.entries()) {
    await shortlist.getByRole("button", { name: `Add ${person.name}` }).click();
    await expect(shortlist.getByRole("status")).toHaveText(`Added ${person.name}.`);
    await expect(shortlist).toContainText(`${index + 1} of 3–5 candidates`);
  }
  await shortlist.getByRole("button", { name: "Mark ready" }).click();
  await expect(shortlist.getByRole("status")).toHaveText("The shortlist is ready.");
  await shortlist.getByRole("button", { name: "Send to client" }).click();
  await expect(shortlist.getByRole("status")).toHaveText(/^Sent version 1 to the client/);
  const roomPath = await mailedPath(CLIENT, /shortlist/i, /https?:\/\/\S+\/shortlists\/[A-Za-z0-9_-]{43}/);

  // 3. The client opens it on a phone, asks to interview Valeria and passes on Bruno.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${server.baseUrl}${roomPath}`);
  // The page opens itself again in the browser's zone, so the times offered are in it.
  await expect(page.getByLabel("Your time zone", { exact: true })).toHaveValue(CLIENT_ZONE);
  const valeria = page.locator("[data-candidate-card]").filter({ hasText: "Valeria Castro" });
  await valeria.getByText("Request interview", { exact: true }).click();
  await valeria.getByLabel("First choice", { exact: true }).selectOption({ index: 1 });
  await valeria.getByLabel("Second choice (optional)", { exact: true }).selectOption({ index: 2 });
  const firstChoice = await valeria.getByLabel("First choice", { exact: true }).inputValue();
  await valeria.getByRole("button", { name: "Send the interview request" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Your interview request is on its way/);
  await expect(page.locator("[data-candidate-card]").filter({ hasText: "Valeria Castro" })).toContainText(
    "Interview requested",
  );
  const bruno = page.locator("[data-candidate-card]").filter({ hasText: "Bruno S." });
  await bruno.getByText("Pass on this candidate").click();
  await bruno.getByLabel("Reason", { exact: true }).selectOption({ label: "Too little time-zone overlap" });
  await bruno.getByRole("button", { name: "Pass", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Thank you: the team has your answer.");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // 4. Valeria confirms the first time on her Spanish status page.
  const statusPath = await mailedPath(
    PEOPLE[0].email,
    /quiere entrevistarte/,
    /https?:\/\/\S+\/es\/candidate\/[A-Za-z0-9_-]+/,
  );
  await page.goto(`${server.baseUrl}${statusPath}`);
  const interviews = page.getByRole("region", { name: "Entrevistas" });
  await expect(interviews.getByText(`${COMPANY} quiere entrevistarte.`)).toBeVisible();
  await interviews
    .getByRole("group", { name: "Horarios propuestos, en tu zona horaria" })
    .getByRole("radio")
    .first()
    .check();
  await interviews.getByRole("button", { name: "Confirmar este horario" }).click();
  await expect(interviews.getByRole("status")).toHaveText(/La entrevista está confirmada/);

  // Both invitations are the same event at the same instant, each in its reader's zone.
  await expect.poll(() => mailTo(CLIENT, /Interview confirmed/), { timeout: 30_000 }).toBeTruthy();
  await expect.poll(() => mailTo(PEOPLE[0].email, /Entrevista confirmada/), { timeout: 30_000 }).toBeTruthy();
  const forClient = parseInvitation(partOf((await mailTo(CLIENT, /Interview confirmed/))!, "text/calendar"));
  const forCandidate = parseInvitation(
    partOf((await mailTo(PEOPLE[0].email, /Entrevista confirmada/))!, "text/calendar"),
  );
  expect(forClient.start).toBe(firstChoice);
  expect(forCandidate.start).toBe(firstChoice);
  expect(forClient.uid).toBe(forCandidate.uid);
  expect([forClient.zone, forCandidate.zone]).toEqual([CLIENT_ZONE, CANDIDATE_ZONE]);

  // The client's confirmation leads back to the shortlist, where the interview can be cancelled.
  const wayBack = await mailedPath(
    CLIENT,
    /Interview confirmed/,
    /https?:\/\/\S+\/shortlists\/[A-Za-z0-9_.-]+/,
  );
  expect(wayBack).not.toBe(roomPath);

  // 5. The client hires Valeria into the paid trial.
  await page.goto(`${server.baseUrl}${wayBack}?tz=${encodeURIComponent(CLIENT_ZONE)}`);
  await expect(
    page.locator("[data-candidate-card]").filter({ hasText: "Valeria Castro" }).getByRole("button", {
      name: "Cancel the interview",
    }),
  ).toBeVisible();
  const hired = page.locator("[data-candidate-card]").filter({ hasText: "Valeria Castro" });
  await expect(hired).toContainText("Interview confirmed for");
  const startsOn = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  await hired.getByLabel("Trial start date", { exact: true }).fill(startsOn);
  await hired.getByRole("button", { name: "Hire — start the trial" }).click();
  await expect(page.getByRole("status")).toHaveText(/^The trial is booked/);
  await expect(page.locator("[data-candidate-card]").filter({ hasText: "Valeria Castro" })).toContainText(
    "Trial from",
  );
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);

  // 6. The team sees the client's and the candidate's actions in the request's timeline.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${server.baseUrl}/inbox/leads/hiring-requests/${requestId}`);
  await expect(page.getByText("Requested an interview with Valeria Castro by the client")).toBeVisible();
  await expect(
    page.getByText("Confirmed an interview time with Valeria Castro by the candidate"),
  ).toBeVisible();
  await expect(page.getByText("The client passed on Bruno Silva")).toBeVisible();
  await expect(page.getByText("Recorded a hire and its trial by the client")).toBeVisible();

  // 7. The dashboard shows the time to shortlist and the funnel.
  await page.goto(`${server.baseUrl}/inbox/dashboard`);
  const onTime = page.getByRole("region", { name: "Shortlists sent on time" });
  await expect(onTime).toContainText("1 of 1");
  // The median time to shortlist is measured, not the "—" of no shortlist sent.
  await expect(onTime).toContainText(/Median time \(90 days\)\d/);
  const funnel = page.getByRole("region", { name: "From shortlist to placement" });
  await expect(funnel.getByRole("row", { name: /^With a confirmed interview/ })).toContainText("1 (100 %)");
  await expect(funnel.getByRole("row", { name: /^Hired/ })).toContainText("1 (100 %)");
  await expectNoAxeViolations(page);
});
