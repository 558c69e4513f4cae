import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { openDatabase } from "../../server/db/client";
import { candidates } from "../../server/db/schema";
import { readMailDir } from "../support/eml";
import { hiringRequestBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The hire and its trial in the inbox on the built server: a shortlist of three made ready, the
 * hire the client asked for by e-mail recorded by the team with its start date, the trial's dates
 * and scheduled check-ins on the request's page, the start e-mail to the client written to the
 * mail folder, the line in the timeline, and the hire in the dashboard's funnel; axe and 390 px.
 */
const SALES = "trial@latammatch.example";
const FIRST_PASSWORD = "first-password-trial-1";
const CHOSEN_PASSWORD = "chosen-password-trial-2";
const NAMES = ["Diego Castro", "Elena Prado", "Fabio Reis"] as const;
const ZONE = "America/New_York";
const CLIENT = "trial-client@acme.example";

let dataDir: string;
let server: ServerProcess;

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-trial-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await database.db.insert(candidates).values(
      NAMES.map((name, index) => ({
        email: `trial${index}@pool.example`,
        name,
        stage: "vetted" as const,
        stacks: ["react"],
        timeZone: "America/Bogota",
        hourlyRateUsd: 40 + index,
        hoursPerWeek: 40,
        poolConsentUntil: new Date(Date.now() + 365 * 86_400_000),
      })),
    );
  } finally {
    await database.close();
  }
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 7 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A date `days` from today in the client's zone, as a date field takes it. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test("the team records a hire from the shortlist; the trial, its e-mails and the funnel show it", async ({
  page,
  request,
}) => {
  const token = (await (
    await request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=hiringRequest`)
  ).json()) as FormTokenResponse;
  const created = await request.post(`${server.baseUrl}/api/hiring-requests`, {
    data: hiringRequestBody(token.token, { company: "Trial Co", email: CLIENT }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await logIn(page, `/inbox/leads/hiring-requests/${id}`);
  const shortlist = page.getByRole("region", { name: "Shortlist" });
  for (const [index, name] of NAMES.entries()) {
    await shortlist.getByRole("button", { name: `Add ${name}` }).click();
    await expect(shortlist.getByRole("status")).toHaveText(`Added ${name}.`);
    // The page's data is reloaded with the shortlist's new revision before the next form is sent.
    await expect(shortlist).toContainText(`${index + 1} of 3–5 candidates`);
  }
  await shortlist.getByRole("button", { name: "Mark ready" }).click();
  await expect(shortlist.getByRole("status")).toHaveText("The shortlist is ready.");
  // The funnel counts from the first send to the client.
  await shortlist.getByRole("button", { name: "Send to client" }).click();
  await expect(shortlist.getByRole("status")).toHaveText(/^Sent version 1 to the client; the link expires /);

  const section = page.getByRole("region", { name: "Hire and trial" });
  await expect(section).toContainText("No hire yet.");
  const startsOn = dayFromToday(3);
  await section.getByLabel("Candidate", { exact: true }).selectOption({ label: NAMES[1] });
  await section.getByLabel(/^Trial start/).fill(startsOn);
  await section.getByLabel("Client's time zone (IANA)", { exact: true }).fill(ZONE);
  await section.getByRole("button", { name: "Record the hire" }).click();
  const lastDay = new Date(Date.parse(`${startsOn}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
  await expect(section.getByRole("status")).toHaveText(
    `Recorded the hire: the trial runs from ${startsOn} to ${lastDay}.`,
  );
  const trial = section.getByTestId("trial");
  await expect(trial.getByTestId("trial-status")).toHaveText("· Trial running");
  await expect(trial.getByTestId("trial-dates")).toContainText(`${startsOn} to ${lastDay}`);
  await expect(trial.getByTestId("trial-check-in-3")).toContainText("due ");
  await expect(trial.getByTestId("trial-check-in-10")).toContainText("due ");
  await expect(page.getByText("Recorded a hire and its trial by trial@latammatch.example")).toBeVisible();
  // The hired candidate is no longer offered for another hire.
  await expect(section.getByLabel("Candidate", { exact: true }).getByRole("option")).toHaveText([
    NAMES[0],
    NAMES[2],
  ]);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  // The client's start e-mail goes out through the outbox.
  await expect
    .poll(
      async () =>
        (await readMailDir(path.join(dataDir, "mail"))).some(
          (mail) =>
            mail.headers.to?.includes(CLIENT) && /trial with Elena P\./.test(mail.headers.subject ?? ""),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await page.goto(`${server.baseUrl}/inbox/dashboard`);
  const funnel = page.getByRole("region", { name: "From shortlist to placement" });
  await expect(funnel.getByRole("row", { name: /^Hired/ })).toContainText("1 (100 %)");
  await expect(funnel.getByRole("row", { name: /^Shortlists sent/ })).toContainText("1");
  // The client hired without an interview the candidate confirmed.
  await expect(funnel.getByRole("row", { name: /^With a confirmed interview/ })).toContainText("0 (0 %)");
  await expect(funnel).toContainText("Claimed: trial conversion 90-96%");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
});
