import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { pdfWithText } from "../../app/features/resumes/test-files.test-support";
import { candidateApplicationBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The talent pool in the inbox, on its own server: a candidate applies through the API with a
 * résumé, the team finds them in the pool list by a word of the résumé and by name and stack, two interviewers score screening, the candidate moves on, a move
 * without a scorecard is refused on the page, and a later stage rejects them with a template.
 */
const INTERVIEWERS = [
  {
    email: "first@pool.example",
    firstPassword: "first-password-pool-1",
    chosenPassword: "chosen-password-pool-1",
  },
  {
    email: "second@pool.example",
    firstPassword: "first-password-pool-2",
    chosenPassword: "chosen-password-pool-2",
  },
] as const;
const NAME = "Lucía Fernández Quispe";

let dataDir: string;
let server: ServerProcess;

const logIns = INTERVIEWERS.map((account) => inboxLogIn({ ...account, baseUrl: () => server.baseUrl }));

test.describe.configure({ mode: "serial", timeout: 180_000 });
// The refused move is answered 409, which the browser logs as a failed load.
test.use({ expectedConsoleErrors: [/the server responded with a status of 409/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-candidates-"));
  for (const account of INTERVIEWERS) {
    const added = runInboxUser(
      dataDir,
      ["add", account.email, "--role", "sales"],
      `${account.firstPassword}\n`,
    );
    expect(added.status, added.stderr).toBe(0);
  }
  // Beside the suite's own server when its port is set.
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 1 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function scoreScreening(page: Page, ratings: number[]) {
  await page.getByText("Score Screening").click();
  const criteria = ["Relevant experience", "Communication", "Availability and rate", "Motivation"];
  for (const [index, criterion] of criteria.entries()) {
    const group = page.getByRole("group", { name: criterion });
    await group.getByRole("radio", { name: String(ratings[index]) }).check();
    await group.getByLabel("Evidence").fill(`${criterion}: seen in the call`);
  }
  await page.getByRole("button", { name: "Add scorecard" }).click();
  await expect(page.getByRole("status")).toHaveText("Added your scorecard.");
}

test("an applicant is found in the pool, scored by two interviewers, moved on and rejected with a template", async ({
  page,
  browser,
  request,
}) => {
  const token = (await (
    await request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=candidateApplication`)
  ).json()) as FormTokenResponse;
  // A résumé whose words the built server reads in its worker: one of them is nowhere else.
  const uploaded = await request.post(`${server.baseUrl}/api/resumes`, {
    multipart: {
      resume: {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer: pdfWithText([["Lucia Quispe", "Maintainer of the Huancayo scheduling library"]]),
      },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { id: resumeId } = (await uploaded.json()) as { id: string };
  const applied = await request.post(`${server.baseUrl}/api/candidate-applications`, {
    data: candidateApplicationBody(token.token, {
      fullName: NAME,
      email: "Lucia.Quispe@Pool.Example",
      country: "Peru",
      specialization: "backend",
      resumeId,
    }),
  });
  expect(applied.status()).toBe(201);

  const [first, second] = logIns as [(typeof logIns)[number], (typeof logIns)[number]];
  await first(page, "/inbox/candidates");
  await expect(page.getByRole("heading", { name: /^Candidates/ })).toBeVisible();
  // A word only the résumé has finds them.
  await page.getByLabel("Search name, stacks, notes and résumés").fill("huancayo");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=huancayo/);
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
  await page.getByLabel("Search name, stacks, notes and résumés").fill("quispe backend");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/[?&]q=quispe\+backend/);
  // The search's list has loaded: its form is drawn again from the new address before the next choice.
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
  await page.getByLabel("Country").selectOption("PE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/country=PE/);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
  await page.getByRole("link", { name: NAME }).click();
  await expect(page.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(page.getByText("lucia.quispe@pool.example", { exact: false }).first()).toBeVisible();
  // The application's résumé is listed with the application it came with.
  const resumes = page.getByRole("region", { name: "Résumés" });
  await expect(resumes.getByRole("listitem")).toHaveCount(1);
  await expect(resumes.getByRole("link", { name: "cv.pdf" })).toHaveAttribute(
    "href",
    new RegExp(`/resumes/${resumeId}$`),
  );
  await expect(resumes.getByRole("link", { name: "General application" })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.getByRole("button", { name: "Move to Screening" }).click();
  await expect(page.getByRole("status")).toHaveText("Moved to Screening.");
  await scoreScreening(page, [4, 3, 3, 2]);
  const candidateUrl = page.url();

  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await second(secondPage, new URL(candidateUrl).pathname);
  await scoreScreening(secondPage, [4, 4, 3, 4]);
  await expect(
    secondPage.getByRole("heading", { name: "Screening: average 3.38 of 4 (2 scorecards)" }),
  ).toBeVisible();
  await secondPage.getByRole("button", { name: "Move to Technical assessment" }).click();
  await expect(secondPage.getByRole("status")).toHaveText("Moved to Technical assessment.");
  await secondContext.close();

  await page.reload();
  await expect(page.getByText("Screening → Technical assessment by second@pool.example")).toBeVisible();
  // The technical stage has no scorecard yet: the move is refused and says why.
  await page.getByRole("button", { name: "Move to English" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Technical assessment is passed with a scorecard: add one before moving on.",
  );
  await page.getByLabel("Rejection reason").selectOption({ label: "Technical assessment below the bar" });
  await page.getByLabel("Note for the team (optional)").fill("System design was thin");
  await page.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status")).toHaveText("Rejected the candidate.");
  await expect(page.getByText("Technical assessment → Rejected by first@pool.example")).toBeVisible();
  await expect(page.getByText("Reason: Technical assessment below the bar")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Move to/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.goto(`${server.baseUrl}/inbox/candidates?stage=rejected`);
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
});
