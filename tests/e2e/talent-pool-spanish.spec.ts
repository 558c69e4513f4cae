import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { sampleOpenings } from "../../app/content/job-openings";
import { applicationFormEs } from "../../app/content/ui/application-form-es";
import { pdfWithText } from "../../app/features/resumes/test-files.test-support";
import { findRejectionReason, type PipelineStage, STAGE_CRITERIA } from "../../server/db/vetting";
import { type ParsedEml, readMailDir } from "../support/eml";
import { expect, test, waitForHydration } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { parseMail } from "./mime";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The talent pool end to end, in Spanish, on its own server: a candidate applies with a résumé,
 * then to an opening with the same address in another case, and is one candidate with two
 * applications; they open their Spanish status page from the acknowledgment. The team finds them
 * by a word only their résumé has, two interviewers score screening and the technical stage, and
 * the English stage is rejected with a template reason that the candidate's page and e-mail give
 * in Spanish. Another candidate is vetted and withdraws from their status page; the inbox shows it.
 */
const INTERVIEWERS = [
  {
    email: "uno@pool-es.example",
    firstPassword: "first-password-es-1",
    chosenPassword: "chosen-password-es-1",
  },
  {
    email: "dos@pool-es.example",
    firstPassword: "first-password-es-2",
    chosenPassword: "chosen-password-es-2",
  },
] as const;
const NAME = "Valentina Quispe Mamani";
const ADDRESS = "valentina.quispe@pool-es.example";
const RESUME_WORD = "Tiahuanacotl";
const VETTED_NAME = "Mateo Herrera Sosa";
const VETTED_ADDRESS = "mateo.herrera@pool-es.example";
const OPENING = sampleOpenings[0]!;
const REASON = findRejectionReason("english-level")!;
const text = applicationFormEs;

let dataDir: string;
let server: ServerProcess;
const url = (pathname: string) => `${server.baseUrl}${pathname}`;
const [first, second] = INTERVIEWERS.map((account) =>
  inboxLogIn({ ...account, baseUrl: () => server.baseUrl }),
) as [ReturnType<typeof inboxLogIn>, ReturnType<typeof inboxLogIn>];

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-pool-es-"));
  for (const account of INTERVIEWERS) {
    const added = runInboxUser(
      dataDir,
      ["add", account.email, "--role", "sales"],
      `${account.firstPassword}\n`,
    );
    expect(added.status, added.stderr).toBe(0);
  }
  // A test fills the forms faster than a person can, from one address: it is not held for that.
  server = await startServerProcess({
    dataDir,
    env: { FORM_MIN_FILL_MS: "0", MAIL_BUDGET_PER_IP: "0" },
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 4 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The e-mails to an address, oldest first, with their decoded subjects. */
async function mailsTo(address: string): Promise<(ParsedEml & { subject: string })[]> {
  const mails = await readMailDir(path.join(dataDir, "mail"));
  return mails
    .filter((mail) => mail.headers.to?.toLowerCase() === address)
    .map((mail) => ({ ...mail, subject: parseMail(mail.raw).headers.subject ?? "" }));
}

/** The status-page path in the newest of the address's e-mails, once it has `count` of them. */
async function statusPathInMail(address: string, count: number): Promise<string> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 20_000 }).toBe(count);
  const newest = (await mailsTo(address)).at(-1);
  const link = /https?:\/\/\S+\/candidate\/[A-Za-z0-9_-]{43}/.exec(newest?.text ?? "");
  expect(link, "a status link in the e-mail").not.toBeNull();
  return new URL(link?.[0] ?? "").pathname;
}

async function fillApplication(page: Page, form: ReturnType<Page["locator"]>, name: string, email: string) {
  await form.getByLabel(text.labels.fullName).fill(name);
  await form.getByLabel(text.labels.email).fill(email);
  await form.getByLabel(text.labels.country).selectOption("Peru");
  await form.getByLabel(text.labels.yearsOfExperience).fill("7");
  await form.getByLabel(text.labels.englishLevel).selectOption("Fluent");
  await form.getByLabel(text.labels.profileUrl).fill("https://portfolio.example.com/valentina");
  await form.getByLabel(text.labels.hourlyRate).fill("44");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
}

/** Applies through the general Spanish application, with a résumé when given. */
async function applyGeneral(page: Page, name: string, email: string, resume?: Buffer) {
  await page.goto(url("/es/talent-apply"));
  await waitForHydration(page);
  const form = page.getByRole("form", { name: text.formLabel });
  await fillApplication(page, form, name, email);
  await form.getByLabel(text.labels.category).selectOption("developers");
  await form.getByLabel(text.labels.specialization).selectOption("backend");
  if (resume) {
    await form
      .getByLabel("Currículum (opcional)")
      .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: resume });
  }
  await form.getByRole("button", { name: text.submit }).click();
  await expect(page.getByText(text.confirmationTitle)).toBeVisible({ timeout: 15_000 });
}

/** One interviewer's scorecard for the candidate's current stage, every criterion rated alike. */
async function score(page: Page, stage: PipelineStage, stageLabel: string, rating: number) {
  // The scoring panel stays open from the stage before when the same page moved the candidate on.
  const panel = page
    .locator("details")
    .filter({ has: page.locator("summary", { hasText: `Score ${stageLabel}` }) });
  if (!(await panel.evaluate((details) => (details as HTMLDetailsElement).open))) {
    await panel.locator("summary").click();
  }
  for (const criterion of STAGE_CRITERIA[stage] ?? []) {
    const group = page.getByRole("group", { name: criterion.label });
    await group.getByRole("radio", { name: String(rating) }).check();
    await group.getByLabel("Evidence").fill(`${criterion.label}: seen in the interview`);
  }
  await page.getByRole("button", { name: "Add scorecard" }).click();
  await expect(page.getByRole("status")).toHaveText("Added your scorecard.");
}

async function moveTo(page: Page, stageLabel: string) {
  await page.getByRole("button", { name: `Move to ${stageLabel}` }).click();
  await expect(page.getByRole("status")).toHaveText(`Moved to ${stageLabel}.`);
}

test("one candidate from two Spanish applications is found by their résumé, scored by two interviewers and rejected with a Spanish reason", async ({
  page,
  browser,
}) => {
  await applyGeneral(
    page,
    NAME,
    ADDRESS,
    pdfWithText([["Ingeniera de datos"], [`Experta en ${RESUME_WORD}`]]),
  );

  // The same person applies to an opening, with the address in another case.
  await page.goto(url("/es/jobs"));
  await page.getByRole("link", { name: OPENING.title }).first().click();
  await page.getByRole("link", { name: "Postularme" }).click();
  await expect(page.locator("#apply astro-island")).not.toHaveAttribute("ssr", { timeout: 15_000 });
  const jobForm = page.locator("#apply");
  await fillApplication(page, jobForm, NAME, ADDRESS.toUpperCase());
  await jobForm.getByRole("button", { name: "Enviar postulación" }).click();
  await expect(jobForm.getByRole("status")).toBeVisible({ timeout: 15_000 });

  // The Spanish status page, from the first acknowledgment.
  // Both acknowledgments carry a link; the job's came last.
  const statusPath = await statusPathInMail(ADDRESS, 2);
  expect(statusPath).toMatch(/^\/es\/candidate\//);
  await page.goto(url(statusPath));
  await expect(page.getByRole("heading", { name: "El estado de tu postulación", level: 1 })).toBeVisible();
  await expect(page.getByText(OPENING.title)).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  // The team: one candidate with both applications, found by a word only the résumé has.
  await first(page, `/inbox/candidates?q=${RESUME_WORD.toLowerCase()}`);
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
  await page.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Applications" }).getByRole("listitem")).toHaveCount(2);

  await moveTo(page, "Screening");
  await score(page, "screening", "Screening", 4);
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await second(secondPage, new URL(page.url()).pathname);
  await score(secondPage, "screening", "Screening", 3);
  await moveTo(secondPage, "Technical assessment");
  await score(secondPage, "technical", "Technical assessment", 3);
  await page.reload();
  await score(page, "technical", "Technical assessment", 4);
  await expect(
    page.getByRole("heading", { name: "Technical assessment: average 3.50 of 4 (2 scorecards)" }),
  ).toBeVisible();
  await moveTo(page, "English");
  await secondContext.close();

  await page.getByLabel("Rejection reason").selectOption({ label: REASON.label });
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status")).toHaveText("Rejected the candidate.");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  // The candidate reads the reason in Spanish, on their page and in their e-mail.
  await page.goto(url(statusPath));
  await expect(page.getByText(REASON.message.es)).toBeVisible();
  let rejection: ParsedEml | undefined;
  await expect
    .poll(
      async () => {
        rejection = (await mailsTo(ADDRESS)).find((mail) =>
          mail.text.replace(/\s+/g, " ").includes(REASON.message.es),
        );
        return rejection !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(rejection?.html).toContain('lang="es"');
});

test("a vetted candidate withdraws from their Spanish status page and the inbox shows it at once", async ({
  page,
}) => {
  await applyGeneral(page, VETTED_NAME, VETTED_ADDRESS);
  await first(page, "/inbox/candidates?q=herrera");
  await page.getByRole("link", { name: VETTED_NAME }).click();
  await expect(page.getByRole("heading", { name: VETTED_NAME, level: 1 })).toBeVisible();
  const candidatePath = new URL(page.url()).pathname;
  for (const [stage, label, next] of [
    ["screening", "Screening", "Technical assessment"],
    ["technical", "Technical assessment", "English"],
    ["english", "English", "Vetted"],
  ] as const) {
    if (stage === "screening") await moveTo(page, label);
    await score(page, stage, label, 4);
    await moveTo(page, next);
  }

  // The vetted e-mail carries the status link; the candidate withdraws from the page it opens.
  // Mailed: the acknowledgment, the technical assessment's instructions and the vetting's outcome.
  const statusPath = await statusPathInMail(VETTED_ADDRESS, 3);
  await page.goto(url(statusPath));
  const withdraw = page.getByRole("form", { name: "Retirarme" });
  await withdraw.getByRole("checkbox").check();
  await withdraw.getByRole("button").click();
  await expect(page.getByText("Retirada", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.goto(url(candidatePath));
  await expect(page.getByText("Vetted → Withdrawn by The candidate")).toBeVisible();
  await page.goto(url("/inbox/candidates?stage=withdrawn"));
  await expect(page.getByRole("link", { name: VETTED_NAME })).toBeVisible();
});
