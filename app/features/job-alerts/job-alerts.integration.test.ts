import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openingInput } from "~/features/jobs/openings.test-support";
import { openDatabase } from "~server/db/client";
import { jobOpenings, outbox, subscriptions } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { readUnsubscribeToken } from "~server/emails/subscription-links.server";
import * as jobAlertRoute from "~server/endpoints/job-alerts";
import { jobFeedLoader } from "~server/endpoints/job-feeds";
import { type RunningServices, startServices } from "~server/services.server";
import { readMailDir } from "../../../tests/support/eml";
import { jobAlertBody } from "../../../tests/support/form-payloads";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  oneClickUnsubscribe,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
} from "../../../tests/support/integration";
import { createOpening } from "../jobs/openings.server";
import type { OpeningInput } from "../jobs/schema";
import { answerConfirmPage } from "../subscriptions/confirm.server";
import { runJobAlertDigests, scheduleJobAlertDigests } from "./digest.server";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const subscribe = jobAlertRoute.action as unknown as Action;

function validAlert(overrides: Record<string, unknown> = {}) {
  return jobAlertBody(formTokenFor("jobAlert"), overrides);
}

function opening(overrides: Partial<OpeningInput> = {}): OpeningInput {
  return openingInput({ rateOverride: true, ...overrides });
}

const databases = await testDatabases("job-alerts");

describe.each(databases)("job alerts on $name", (database) => {
  let services: RunningServices;
  const mailDir = path.join(database.dataDir, "mail");
  const db = () => services.database.db;
  const send = (request: Request) => subscribe({ request, context: requestContextFor(services) });
  const publish = (overrides: Partial<OpeningInput> = {}) =>
    db().transaction((tx) => createOpening(tx, opening(overrides), { actorId: null, status: "published" }));
  const digest = () => runJobAlertDigests(db(), { intervalMs: 0 });

  async function deliverAll() {
    const jobs = await db().select().from(outbox).where(eq(outbox.status, "pending"));
    for (const job of jobs) {
      await services.deliver(job);
      await db().update(outbox).set({ status: "sent" }).where(eq(outbox.id, job.id));
    }
    return readMailDir(mailDir);
  }

  /** Subscribes, confirms through the e-mail's link and moves the confirmation an hour back. */
  async function confirmedAlert(overrides: Record<string, unknown> = {}) {
    const response = await send(jsonPost("/api/job-alerts", validAlert(overrides)));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const mails = await deliverAll();
    const mail = mails.at(-1)!;
    const link = /https:\/\/latammatch\.example\/(?:[a-z-]+\/)?job-alerts\/confirm\?token=[\w.-]+/.exec(
      mail.text,
    )?.[0];
    expect(link).toBeDefined();
    const confirmed = await answerConfirmPage(new Request(link!, { method: "POST" }), services);
    expect(confirmed.page.state).toBe("done");
    await db()
      .update(subscriptions)
      .set({ confirmedAt: sql`now() - interval '1 hour'` })
      .where(eq(subscriptions.id, id));
    return { id, mail };
  }

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, SMTP_URL: undefined }),
      {
        outbox: { enabled: false },
        retention: { enabled: false },
        jobAlertDigests: { enabled: false },
        log: () => {},
      },
    );
  });
  afterEach(async () => {
    await clearTables(db());
    await db().delete(jobOpenings);
    for (const file of await readdir(mailDir).catch(() => [] as string[])) await rm(path.join(mailDir, file));
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("stores the alert with its filter and language and sends the confirmation in that language", async () => {
    const { id, mail } = await confirmedAlert();
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({
      email: "ana@candidate.example",
      source: "job-alert",
      locale: "es",
      alertCategory: "developers",
      alertStack: "backend",
      alertCountry: "AR",
    });
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect(mail.headers.subject).toBe("Confirma tu alerta de empleo de LatamMatch");
    expect(mail.text).toContain(`${SITE_ORIGIN}/es/job-alerts/confirm?token=`);
    expect(mail.text).toContain("Desarrolladores");
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    // The same alert again gets the existing id; another filter is another alert.
    const again = await send(jsonPost("/api/job-alerts", validAlert({ email: "ana@candidate.example" })));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { id: string }).id).toBe(id);
    const other = await send(jsonPost("/api/job-alerts", validAlert({ stack: "frontend" })));
    expect(other.status).toBe(201);
  });

  it("refuses bad input with a 4xx and stores nothing", async () => {
    const bad = [
      validAlert({ email: "not-an-address" }),
      validAlert({ locale: "fr" }),
      validAlert({ stack: "astronaut" }),
      validAlert({ category: "sales", stack: "backend" }),
      validAlert({ country: "US" }),
      validAlert({ extra: "field" }),
    ];
    for (const body of bad) {
      const response = await send(jsonPost("/api/job-alerts", body));
      expect(response.status).toBe(400);
    }
    const get = await (jobAlertRoute.loader as () => Response)();
    expect(get.status).toBe(405);
    expect(await db().select().from(subscriptions)).toHaveLength(0);
  });

  it("accepts an alert without any filter, matching every new opening", async () => {
    const response = await send(
      jsonPost(
        "/api/job-alerts",
        validAlert({
          email: "all@candidate.example",
          locale: "en",
          category: "",
          stack: "",
          country: undefined,
        }),
      ),
    );
    expect(response.status).toBe(201);
  });

  it("queues one digest of the new matching openings, in the alert's language, and never lists one twice", async () => {
    const { id } = await confirmedAlert();
    // Before the confirmation: not new for this alert.
    const old = await publish({ title: "Old Backend Role" });
    await db()
      .update(jobOpenings)
      .set({ publishedAt: sql`now() - interval '2 hours'` })
      .where(eq(jobOpenings.id, old.id));
    const match = await publish({
      title: "Backend Developer",
      translations: {
        es: {
          title: "Desarrollador Backend",
          description: "APIs.",
          responsibilities: "",
          requirements: "",
          benefits: "",
        },
      },
    });
    await publish({ title: "Frontend Developer", stack: "frontend", rateMin: 36, rateMax: 45 });
    await publish({ title: "Backend Developer Chile", countries: ["CL"] });

    expect(await digest()).toEqual({ alerts: 1, queued: 1 });
    const [job] = await db().select().from(outbox).where(eq(outbox.event, "job_alert.digest"));
    expect(job?.refId).toBe(id);
    const mails = await deliverAll();
    const mail = mails.find((entry) => entry.headers.subject?.includes("nuevo puesto"))!;
    expect(mail.headers.subject).toBe("1 nuevo puesto para tu alerta de LatamMatch");
    expect(mail.headers.to).toBe("ana@candidate.example");
    expect(mail.text).toContain("Desarrollador Backend");
    expect(mail.html).toContain(`href="${SITE_ORIGIN}/es/jobs/${match.slug}"`);
    expect(mail.text).not.toContain("Old Backend Role");
    expect(mail.text).not.toContain("Frontend Developer");
    expect(mail.text).not.toContain("Chile");
    const headerLink = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    expect(readUnsubscribeToken(services.signedTokens, new URL(headerLink!).searchParams.get("token"))).toBe(
      id,
    );

    // The board's feeds of the alert's filter, in its language, in both parts; the RSS one lists the match.
    const feedUrl = `${SITE_ORIGIN}/es/jobs/feed.rss?category=developers&stack=backend&country=AR`;
    expect(mail.html).toContain(`href="${feedUrl.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain(
      `href="${feedUrl.replace("feed.rss", "feed.atom").replaceAll("&", "&amp;")}"`,
    );
    expect(mail.text).toContain(feedUrl);
    expect(mail.text).toContain("Feed RSS");
    const feed = await jobFeedLoader(
      "rss",
      "es",
    )({
      request: new Request(feedUrl),
      params: {},
      context: requestContextFor(services),
    });
    const feedBody = await feed.text();
    expect(feedBody).toContain(`<link>${SITE_ORIGIN}/es/jobs/${match.slug}</link>`);
    expect(feedBody).toContain("Desarrollador Backend");
    expect(feedBody).not.toContain("Frontend Developer");

    // Nothing new: nothing queued, and the same opening is never listed again.
    expect(await digest()).toEqual({ alerts: 1, queued: 0 });
    expect(await db().select().from(outbox).where(eq(outbox.event, "job_alert.digest"))).toHaveLength(1);
  });

  it("drops no match of a busy week: a digest lists 20 of 25 openings published together and links the other 5", async () => {
    await confirmedAlert();
    const published = [];
    for (let index = 0; index < 25; index++)
      published.push(await publish({ title: `Backend Role ${index}` }));
    await db().update(jobOpenings).set({ publishedAt: sql`now() - interval '1 minute'` });

    expect(await digest()).toEqual({ alerts: 1, queued: 1 });
    const [job] = await db().select().from(outbox).where(eq(outbox.event, "job_alert.digest"));
    const payload = job!.payload as { openings: { slug: string }[]; more: number };
    expect(new Set(payload.openings.map((entry) => entry.slug)).size).toBe(20);
    expect(payload.openings.length + payload.more).toBe(published.length);
    const mails = await deliverAll();
    const mail = mails.find((entry) => entry.headers.subject?.includes("nuevos puestos"))!;
    expect(mail.headers.subject).toBe("25 nuevos puestos para tu alerta de LatamMatch");
    expect(mail.text).toContain("Y 5 puestos más");
    expect(mail.html).toContain(
      `href="${SITE_ORIGIN}/es/jobs?category=developers&amp;stack=backend&amp;country=AR"`,
    );
  });

  it("waits the interval between two digests of an alert", async () => {
    await confirmedAlert();
    await publish();
    expect(await runJobAlertDigests(db(), { intervalMs: 2 * 60 * 60 * 1000 })).toEqual({
      alerts: 0,
      queued: 0,
    });
    expect(await runJobAlertDigests(db(), { intervalMs: 30 * 60 * 1000 })).toEqual({ alerts: 1, queued: 1 });
    await publish({ title: "Another Backend Role" });
    expect(await runJobAlertDigests(db(), { intervalMs: 30 * 60 * 1000 })).toEqual({ alerts: 0, queued: 0 });
  });

  it("sends no digest to an unconfirmed alert or after the one-click unsubscribe", async () => {
    await send(jsonPost("/api/job-alerts", validAlert({ email: "unconfirmed@candidate.example" })));
    const { mail } = await confirmedAlert();
    const headerLink = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "x:";
    // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" to the header's link.
    const oneClick = await oneClickUnsubscribe(headerLink, services);
    expect(oneClick.page.state).toBe("done");
    await publish();
    expect(await digest()).toEqual({ alerts: 0, queued: 0 });
  });

  it("queues each digest once when two instances run the pass at the same time", async () => {
    await confirmedAlert();
    await confirmedAlert({ email: "bruno@candidate.example", locale: "pt-br", country: "" });
    await publish();
    // Another instance: its own connections to the same PostgreSQL database (PGlite has one process).
    const second = database.databaseUrl
      ? await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: "", poolSize: 2 })
      : undefined;
    try {
      const other = second?.db ?? db();
      const reports = await Promise.all([digest(), runJobAlertDigests(other, { intervalMs: 0 }), digest()]);
      expect(reports.reduce((sum, report) => sum + report.queued, 0)).toBe(2);
      expect(await db().select().from(outbox).where(eq(outbox.event, "job_alert.digest"))).toHaveLength(2);
    } finally {
      await second?.close();
    }
  });

  it("queues each digest once when two instances' schedules start at the same moment, over several batches", async () => {
    const alerts = 120;
    await db()
      .insert(subscriptions)
      .values(
        Array.from({ length: alerts }, (_, index) => ({
          email: `reader-${index}@candidate.example`,
          source: "job-alert" as const,
          locale: "en",
          confirmedAt: sql`now() - interval '1 hour'`,
        })),
      );
    await publish();
    const second = database.databaseUrl
      ? await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: "", poolSize: 2 })
      : undefined;
    const messages: string[] = [];
    try {
      const schedules = [db(), second?.db ?? db()].map((instanceDb) =>
        scheduleJobAlertDigests({
          db: instanceDb,
          intervalMs: 60_000,
          log: (message) => messages.push(message),
          firstRunDelayMs: 0,
        }),
      );
      await vi.waitFor(
        async () => {
          const due = await db()
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(isNull(subscriptions.lastDigestAt));
          expect(due).toHaveLength(0);
        },
        { timeout: 20_000, interval: 100 },
      );
      await Promise.all(schedules.map((schedule) => schedule.stop()));
      expect(messages.filter((message) => message.includes("failed"))).toEqual([]);
      const jobs = await db()
        .select({ refId: outbox.refId })
        .from(outbox)
        .where(eq(outbox.event, "job_alert.digest"));
      expect(jobs).toHaveLength(alerts);
      expect(new Set(jobs.map((job) => job.refId)).size).toBe(alerts);
      const queued = messages.map((message) => Number(/(\d+) e-mails queued/.exec(message)?.[1] ?? 0));
      expect(queued.reduce((sum, count) => sum + count, 0)).toBe(alerts);
    } finally {
      await second?.close();
    }
  });
});
