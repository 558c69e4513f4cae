/**
 * Two server processes on one PostgreSQL database, the way a scaled deployment runs: both start
 * at the same moment on an empty database (the migrations must take turns), share one rate
 * limit, and deliver each lead's e-mail exactly once between them. With the default settings
 * (no FORM_TOKEN_SECRET, a data folder each) they sign with one secret and purge each other's
 * page caches.
 */
import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { TEST_FORM_TOKEN_SECRET, validHiringRequest } from "../support/integration";
import { waitForHydration } from "./fixtures";
import { answers, fillToLastStep } from "./hiring-wizard-steps";
import { inboxLogIn } from "./inbox-session";
import { runInboxUser, type ServerProcess, startServerProcess } from "./server-process";

const RATE_LIMIT_MAX = 6;
const LEADS_POSTED = 10;
const source = process.env.TEST_DATABASE_URL;

/** Creates a database of this run's own; null (with the reason) when PostgreSQL is unreachable. */
async function createDatabase(): Promise<{ url: string; name: string } | { skip: string }> {
  if (!source) return { skip: "TEST_DATABASE_URL is not set" };
  const admin = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    return { skip: `PostgreSQL at TEST_DATABASE_URL is unreachable (${(error as Error).message})` };
  }
  const name = `latammatch_e2e_two_${process.pid}_${randomBytes(4).toString("hex")}`;
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(source);
  url.pathname = `/${name}`;
  return { url: url.href, name };
}

/** Drops only the database this test created. */
async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: source, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function emlFiles(server: ServerProcess): Promise<string[]> {
  try {
    return (await readdir(path.join(server.dataDir, "mail"))).filter((name) => name.endsWith(".eml"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

test.describe("two instances on one PostgreSQL database", () => {
  test("boot together, share the rate limit, and store and e-mail every lead once", async () => {
    test.setTimeout(180_000);
    const database = await createDatabase();
    if ("skip" in database) {
      console.warn(`[two-instances] ${database.skip}: the two-instance test is skipped.`);
      test.skip(true, database.skip);
      return;
    }

    const env = {
      DATABASE_URL: database.url,
      FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      RATE_LIMIT_WINDOW_MS: "600000",
    };
    const servers: ServerProcess[] = [];
    const client = new pg.Client({ connectionString: database.url });
    try {
      // Started at the same moment on the empty database: both run the migrations at once.
      servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
      await Promise.all(servers.map((server) => server.ready(90_000)));
      for (const server of servers) expect(server.output()).not.toMatch(/duplicate key|failed to start/i);

      const post = (server: ServerProcess, index: number) =>
        fetch(`${server.baseUrl}/api/hiring-requests`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(
            validHiringRequest({ name: `Lead ${index}`, email: `lead${index}@acme.example` }),
          ),
        });
      const responses = await Promise.all(
        Array.from({ length: LEADS_POSTED }, (_, index) => post(servers[index % 2]!, index)),
      );
      const statuses = responses.map((response) => response.status).sort();
      // Both instances see the same client address: one limit for the pair, not one each.
      expect(statuses).toEqual([
        ...Array<number>(RATE_LIMIT_MAX).fill(201),
        ...Array<number>(LEADS_POSTED - RATE_LIMIT_MAX).fill(429),
      ]);
      for (const response of responses.filter((r) => r.status === 429)) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      }
      const ids = await Promise.all(
        responses.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { id: string }).id),
      );
      // Each instance accepted some of them, so the count really was shared.
      const acceptedBy = responses.map((response, index) => (response.status === 201 ? index % 2 : -1));
      expect(acceptedBy).toContain(0);
      expect(acceptedBy).toContain(1);

      await client.connect();
      const leads = await client.query<{ id: string }>("select id from hiring_requests order by id");
      expect(leads.rows.map((row) => row.id)).toEqual([...ids].sort());

      // Every lead's notification and its requester's acknowledgment are delivered by one
      // instance or the other, never by both.
      await expect
        .poll(
          async () => {
            const sent = await client.query<{ n: number }>(
              "select count(*)::int as n from outbox where status = 'sent'",
            );
            return sent.rows[0]?.n;
          },
          { timeout: 60_000 },
        )
        .toBe(2 * RATE_LIMIT_MAX);
      const jobs = await client.query<{ ref_id: string; status: string; payload: object }>(
        "select ref_id, status, payload from outbox order by ref_id",
      );
      expect(jobs.rows.map((row) => row.ref_id)).toEqual([...ids, ...ids].sort());
      expect(jobs.rows.every((row) => row.status === "sent" && Object.keys(row.payload).length === 0)).toBe(
        true,
      );

      const files = (await Promise.all(servers.map(emlFiles))).flat();
      expect(files).toHaveLength(2 * RATE_LIMIT_MAX);
    } finally {
      await client.end().catch(() => undefined);
      await Promise.all(servers.map((server) => server.stop()));
      await dropDatabase(database.name);
    }
  });
});

const ADMIN = "admin@latammatch.example";
const FIRST_PASSWORD = "first-password-123";
const CHOSEN_PASSWORD = "chosen-password-456";
/** How soon a change made on one instance must show on the other. */
const PROPAGATION_MS = 1_000;

test.describe("two instances on one PostgreSQL database, with the default settings", () => {
  test("a wizard loaded from one and sent to the other is a clean lead; openings changed on one show on the other at once", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const database = await createDatabase();
    if ("skip" in database) {
      console.warn(`[two-instances] ${database.skip}: the two-instance test is skipped.`);
      test.skip(true, database.skip);
      return;
    }
    // No FORM_TOKEN_SECRET and a data folder each: what two instances started with the defaults have.
    const env = { DATABASE_URL: database.url, FORM_MIN_FILL_MS: "0" };
    const servers: ServerProcess[] = [];
    const client = new pg.Client({ connectionString: database.url });
    try {
      servers.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
      await Promise.all(servers.map((server) => server.ready(90_000)));
      const [one, other] = servers as [ServerProcess, ServerProcess];

      // The wizard is loaded from one instance (its form token too) and sent to the other, as a
      // load balancer without sticky sessions does.
      await page.route(`${one.baseUrl}/api/hiring-requests`, async (route) => {
        // A balancer keeps one public origin for both; here each has its own, so the request
        // names the origin of the instance it reaches.
        const response = await route.fetch({
          url: `${other.baseUrl}/api/hiring-requests`,
          headers: { ...route.request().headers(), origin: other.baseUrl },
        });
        await route.fulfill({ response });
      });
      const data = answers(`Two Instances ${Date.now().toString(36)}`);
      await page.goto(`${one.baseUrl}/hiring-form`);
      const wizard = page.getByRole("main");
      await expect(wizard.getByRole("button", { name: "Next" })).toBeEnabled();
      await fillToLastStep(wizard, data);
      await wizard.getByRole("button", { name: "Submit Request" }).click();
      await expect(
        page.getByRole("heading", { name: "Thank you! Your request has been received" }),
      ).toBeVisible();
      await client.connect();
      const stored = await client.query<{ spam: boolean; spam_reason: string | null }>(
        "select spam, spam_reason from hiring_requests where company = $1",
        [data.company],
      );
      expect(stored.rows).toEqual([{ spam: false, spam_reason: null }]);

      // The openings: changed in one instance's inbox, read on the other's board and job page.
      const added = runInboxUser(one.dataDir, ["add", ADMIN, "--role", "admin"], `${FIRST_PASSWORD}\n`, env);
      expect(added.status, added.stderr).toBe(0);
      const title = `Staff Data Engineer ${Date.now().toString(36)}`;
      const slug = title.toLowerCase().replace(/\s+/g, "-");
      const board = `${other.baseUrl}/jobs`;
      const jobPage = `${other.baseUrl}/jobs/${slug}`;
      const text = (url: string) =>
        fetch(url).then(async (response) => `${response.status} ${await response.text()}`);
      // Rendered and cached on the other instance before the change, so only a purge can update it.
      expect(await text(board)).not.toContain(title);
      expect(await text(board)).not.toContain(title);
      const within = (url: string, check: (body: string) => boolean) =>
        expect
          .poll(async () => check(await text(url)), { timeout: PROPAGATION_MS, intervals: [50] })
          .toBe(true);

      await inboxLogIn({
        baseUrl: () => one.baseUrl,
        email: ADMIN,
        firstPassword: FIRST_PASSWORD,
        chosenPassword: CHOSEN_PASSWORD,
      })(page, "/inbox/openings/new");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Stack", { exact: true }).selectOption({ label: "Data Engineer" });
      await page.getByLabel("Seniority", { exact: true }).selectOption({ label: "Senior" });
      await page.getByLabel("From ($/hour)", { exact: true }).fill("45");
      await page.getByLabel("To ($/hour)", { exact: true }).fill("55");
      await page.getByLabel("Description", { exact: true }).fill("Own the warehouse of a U.S. retailer.");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await waitForHydration(page);

      await page.getByRole("button", { name: "Publish" }).click();
      await expect(page.getByRole("status")).toContainText("Published: candidates can see it now.");
      await within(board, (body) => body.includes(title));
      await within(jobPage, (body) => body.startsWith("200 ") && body.includes("Own the warehouse"));

      await page.getByLabel("Description", { exact: true }).fill("Own the lakehouse of a U.S. retailer.");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect(page.getByRole("status")).toContainText("Saved your changes.");
      await within(jobPage, (body) => body.includes("Own the lakehouse"));

      await page.getByRole("button", { name: "Close" }).click();
      await expect(page.getByRole("status")).toContainText("Closed: candidates no longer see it.");
      await within(board, (body) => !body.includes(title));

      await page.getByRole("button", { name: "Reopen" }).click();
      await expect(page.getByRole("status")).toContainText("Reopened: candidates can see it again.");
      await within(board, (body) => body.includes(title));

      await page.getByText("Delete this opening").click();
      await page.getByRole("button", { name: "Delete for good" }).click();
      await expect(page.getByRole("status")).toContainText("Deleted");
      await within(board, (body) => !body.includes(title));
      await within(jobPage, (body) => body.startsWith("404 "));
    } finally {
      await client.end().catch(() => undefined);
      await Promise.all(servers.map((server) => server.stop()));
      await dropDatabase(database.name);
    }
  });
});
