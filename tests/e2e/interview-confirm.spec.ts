import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { interviewSlots, requestInterview } from "../../app/features/interviews/interviews.server";
import { issueStatusToken } from "../../server/db/candidate-tokens";
import { openDatabase } from "../../server/db/client";
import { candidates, hiringRequests, shortlistEntries, shortlists } from "../../server/db/schema";
import { hiringFields } from "../support/form-payloads";
import { parseInvitation } from "../support/interview-calendar";
import { expect, test } from "./fixtures";
import { type Mail, parseMail, partOf } from "./mime";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { type ServerProcess, startServerProcess } from "./server-process";

/**
 * A candidate with a client's pending interview request, on its own server: the request's e-mail
 * reaches them in Spanish, they confirm the second proposed time on their Spanish status page at
 * 390 px, and the client's and the candidate's e-mails each carry an .ics that ical.js reads to
 * the same instant, each in its reader's own zone.
 */
const CLIENT = { email: "dana@northwind.example", zone: "America/Los_Angeles" } as const;
const CANDIDATE = { email: "valeria.interview@example.com", zone: "America/Bogota" } as const;

let dataDir: string;
let server: ServerProcess;
let token: string;
let proposed: string[];

test.describe.configure({ mode: "serial", timeout: 120_000 });

/** A vetted, consenting candidate on a ready shortlist with a client's request for two times. */
async function seed(): Promise<void> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    const db = database.db;
    const [candidate] = await db
      .insert(candidates)
      .values({
        email: CANDIDATE.email,
        name: "Valeria Castro Ruiz",
        locale: "es",
        stage: "vetted",
        timeZone: CANDIDATE.zone,
        poolConsentUntil: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning();
    const [request] = await db
      .insert(hiringRequests)
      .values({
        ...hiringFields({ email: CLIENT.email, company: "Northwind Labs" }),
        primaryGoal: "Hire LATAM developers",
      })
      .returning();
    const [list] = await db
      .insert(shortlists)
      .values({ hiringRequestId: request!.id, status: "ready" })
      .returning();
    const [entry] = await db
      .insert(shortlistEntries)
      .values({ shortlistId: list!.id, version: 1, candidateId: candidate!.id, position: 1 })
      .returning();
    const slots = await interviewSlots(db, { hiringRequestId: request!.id, shortlistEntryId: entry!.id });
    proposed = slots.slots.slice(0, 2);
    await requestInterview(db, {
      hiringRequestId: request!.id,
      shortlistEntryId: entry!.id,
      startTimes: proposed,
      clientTimeZone: CLIENT.zone,
    });
    token = await issueStatusToken(db, candidate!.id);
  } finally {
    await database.close();
  }
}

async function mails(): Promise<Mail[]> {
  const folder = path.join(dataDir, "mail");
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
  return Promise.all(files.map(async (file) => parseMail(await readFile(path.join(folder, file), "utf8"))));
}

const mailTo = async (address: string, subject: RegExp) =>
  (await mails()).find(
    (mail) => mail.headers.to?.includes(address) && subject.test(mail.headers.subject ?? ""),
  );

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-interview-confirm-"));
  // The seeding and the server open the embedded database in turn.
  await seed();
  server = await startServerProcess({
    dataDir,
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 6 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a candidate confirms a proposed time on their Spanish status page and both get the same instant", async ({
  page,
}) => {
  // The request's e-mail, in Spanish, names the company and links to the Spanish page.
  await expect.poll(() => mailTo(CANDIDATE.email, /quiere entrevistarte/), { timeout: 30_000 }).toBeTruthy();
  const requestMail = await mailTo(CANDIDATE.email, /quiere entrevistarte/);
  expect(partOf(requestMail!, "text/plain")).toContain("/es/candidate/");

  await page.setViewportSize({ width: 390, height: 844 });
  const opened = await page.goto(`${server.baseUrl}/es/candidate/${token}`);
  expect(opened?.status()).toBe(200);
  const section = page.getByRole("region", { name: "Entrevistas" });
  await expect(section.getByText("Northwind Labs quiere entrevistarte.")).toBeVisible();
  const times = section
    .getByRole("group", { name: "Horarios propuestos, en tu zona horaria" })
    .getByRole("radio");
  await expect(times).toHaveCount(2);
  // A private page: no timed offer is on it to open over the candidate's answer.
  await expect(page.getByTestId("job-alert-offer")).toHaveCount(0);
  await expect(page.getByTestId("match-report-popup")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await times.nth(1).check();
  await section.getByRole("button", { name: "Confirmar este horario" }).click();
  await expect(section.getByRole("status")).toHaveText(/La entrevista está confirmada/);
  await expect(section.getByText("Entrevista con Northwind Labs")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await expect.poll(() => mailTo(CLIENT.email, /Interview confirmed/), { timeout: 30_000 }).toBeTruthy();
  await expect.poll(() => mailTo(CANDIDATE.email, /Entrevista confirmada/), { timeout: 30_000 }).toBeTruthy();
  const forClient = parseInvitation(
    partOf((await mailTo(CLIENT.email, /Interview confirmed/))!, "text/calendar"),
  );
  const forCandidate = parseInvitation(
    partOf((await mailTo(CANDIDATE.email, /Entrevista confirmada/))!, "text/calendar"),
  );
  expect(forClient.start).toBe(proposed[1]);
  expect(forCandidate.start).toBe(proposed[1]);
  expect(forClient.zone).toBe(CLIENT.zone);
  expect(forCandidate.zone).toBe(CANDIDATE.zone);
  expect(forClient.localStart).not.toBe(forCandidate.localStart);
  expect(forClient.uid).toBe(forCandidate.uid);
  expect(forClient.method).toBe("REQUEST");
  expect(forCandidate.alarms.sort()).toEqual(["-PT1H", "-PT24H"]);
});
