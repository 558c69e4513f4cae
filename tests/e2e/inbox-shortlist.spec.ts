import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "../../app/content/forms/form-token";
import { openDatabase } from "../../server/db/client";
import { candidates } from "../../server/db/schema";
import { hiringRequestBody } from "../support/form-payloads";
import { expect, test } from "./fixtures";
import { inboxLogIn } from "./inbox-session";
import { expectNoAxeViolations, expectNoHorizontalScrollOnPhone } from "./page-checks";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

/**
 * The team's shortlist on the built server: a hiring request sent through the API, three vetted
 * candidates in the pool (written before the server starts: the embedded database allows one
 * process per folder), a shortlist of two refused as ready with its message, a shortlist of three
 * with pitches made ready, and the request's due time on its page and on the dashboard.
 */
const SALES = "shortlist@latammatch.example";
const FIRST_PASSWORD = "first-password-shortlist-1";
const CHOSEN_PASSWORD = "chosen-password-shortlist-2";
const NAMES = ["Ana Torres", "Bruno Silva", "Carla Díaz"] as const;

let dataDir: string;
let server: ServerProcess;

const logIn = inboxLogIn({
  baseUrl: () => server.baseUrl,
  email: SALES,
  firstPassword: FIRST_PASSWORD,
  chosenPassword: CHOSEN_PASSWORD,
});

test.describe.configure({ mode: "serial", timeout: 180_000 });
// The refused "Mark ready" is answered 409, which the browser logs as a failed load.
test.use({ expectedConsoleErrors: [/the server responded with a status of 409/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "latammatch-inbox-shortlist-"));
  const added = runInboxUser(dataDir, ["add", SALES, "--role", "sales"], `${FIRST_PASSWORD}\n`);
  expect(added.status, added.stderr).toBe(0);
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await database.db.insert(candidates).values(
      NAMES.map((name, index) => ({
        email: `candidate${index}@pool.example`,
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
    ...(process.env.E2E_PORT ? { port: Number(process.env.E2E_PORT) + 2 } : {}),
  });
  await server.ready();
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

test("the team builds a shortlist of three with pitches; two are refused; the due time shows", async ({
  page,
  request,
}) => {
  const token = (await (
    await request.get(`${server.baseUrl}${FORM_TOKEN_PATH}?form=hiringRequest`)
  ).json()) as FormTokenResponse;
  const created = await request.post(`${server.baseUrl}/api/hiring-requests`, {
    data: hiringRequestBody(token.token, { company: "Shortlist Co" }),
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The new request waits on the dashboard with its due time.
  await logIn(page, "/inbox/dashboard");
  const open = page.getByRole("region", { name: "Open requests by due time" });
  await expect(open.getByRole("listitem").filter({ hasText: "Shortlist Co" })).toContainText("due ");
  await expect(page.getByRole("region", { name: "Shortlists ready on time" })).toContainText("claimed: 48h");
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);

  await page.goto(`${server.baseUrl}/inbox/leads/hiring-requests/${id}`);
  const section = page.getByRole("region", { name: "Shortlist" });
  await expect(section.getByTestId("shortlist-due")).toContainText("Due ");
  for (const name of NAMES.slice(0, 2)) {
    await section.getByRole("button", { name: `Add ${name}` }).click();
    await expect(section.getByRole("status")).toHaveText(`Added ${name}.`);
  }
  await section.getByRole("button", { name: "Mark ready" }).click();
  await expect(section.getByRole("alert")).toHaveText("A shortlist holds 3 to 5 candidates; this one has 2.");

  await section.getByRole("button", { name: `Add ${NAMES[2]}` }).click();
  await expect(section.getByRole("status")).toHaveText(`Added ${NAMES[2]}.`);
  for (const name of NAMES) {
    await section.getByLabel(`Pitch for ${name}`).fill(`${name} shipped React apps for U.S. teams.`);
    await section.getByRole("button", { name: "Save pitch" }).nth(NAMES.indexOf(name)).click();
    await expect(section.getByRole("status")).toHaveText(`Saved the pitch for ${name}.`);
  }
  await section.getByRole("button", { name: "Mark ready" }).click();
  await expect(section.getByRole("status")).toHaveText("The shortlist is ready.");
  await expect(section.getByLabel(`Pitch for ${NAMES[0]}`)).toHaveValue(
    `${NAMES[0]} shipped React apps for U.S. teams.`,
  );
  await expect(page.getByText("Marked the shortlist ready by shortlist@latammatch.example")).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScrollOnPhone(page);
});
