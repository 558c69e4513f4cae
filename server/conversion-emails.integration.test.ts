import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { answerConfirmPage } from "../app/features/subscriptions/confirm.server";
import { answerUnsubscribePage } from "../app/features/subscriptions/unsubscribe.server";
import { getLeadDetail } from "../inbox/app/lib/lead-detail.server";
import { readMailDir } from "../tests/support/eml";
import { estimateRequestBody } from "../tests/support/form-payloads";
import {
  clearTables,
  formTokenFor,
  jsonPost,
  oneClickUnsubscribe,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validSubscription,
} from "../tests/support/integration";
import { estimateRequests, outbox, subscriptions } from "./db/schema";
import { testDatabases } from "./db/test-databases";
import {
  readUnsubscribeToken,
  signConfirmToken,
  signUnsubscribeToken,
} from "./emails/subscription-links.server";
import * as estimateRoute from "./endpoints/estimate-requests";
import * as subscriptionRoute from "./endpoints/subscriptions";
import { type RunningServices, startServices } from "./services.server";

type Action = (args: {
  request: Request;
  context: ReturnType<typeof requestContextFor>;
}) => Promise<Response>;
const subscribe = subscriptionRoute.action as unknown as Action;
const requestEstimate = estimateRoute.action as unknown as Action;

/** The confirmation page's state and status for a request. */
const stateOf = ({ page, status }: { page: { state: string }; status: number }) => ({
  state: page.state,
  status,
});

function validEstimateRequest(overrides: Record<string, unknown> = {}) {
  return estimateRequestBody(formTokenFor("estimateRequest"), overrides);
}

const databases = await testDatabases("conversion-emails");

describe.each(databases)("visitor e-mails on $name", (database) => {
  let services: RunningServices;
  const mailDir = path.join(database.dataDir, "mail");
  const send = (action: Action, request: Request) =>
    action({ request, context: requestContextFor(services) });
  const confirmPost = (token: string) =>
    answerConfirmPage(
      new Request(`${SITE_ORIGIN}/subscriptions/confirm?token=${encodeURIComponent(token)}`, {
        method: "POST",
      }),
      services,
    ).then(stateOf);

  /** Sends every pending job as the worker would, then returns the e-mails written so far. */
  async function deliverAll() {
    const jobs = await services.database.db.select().from(outbox).where(eq(outbox.status, "pending"));
    for (const job of jobs) {
      await services.deliver(job);
      await services.database.db.update(outbox).set({ status: "sent" }).where(eq(outbox.id, job.id));
    }
    return readMailDir(mailDir);
  }

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl, SMTP_URL: undefined }),
      { outbox: { enabled: false }, log: () => {} },
    );
  });
  afterEach(async () => {
    await clearTables(services.database.db);
    // The files only: the mailer made the folder once and keeps writing into it.
    for (const file of await readdir(mailDir).catch(() => [] as string[])) await rm(path.join(mailDir, file));
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  it("subscribes a newsletter address only once it follows the signed link in its confirmation e-mail", async () => {
    const response = await send(subscribe, jsonPost("/api/subscriptions", validSubscription()));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [stored] = await services.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(stored?.confirmedAt).toBeNull();

    const [mail] = await deliverAll();
    expect(mail?.headers.to).toBe("reader@acme.example");
    expect(mail?.headers.subject).toBe("Confirm your subscription to AI Staffing Insights");
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribeLink = /^<([^>]+)>$/.exec(mail?.headers["list-unsubscribe"] ?? "")?.[1];
    expect(
      readUnsubscribeToken(services.signedTokens, new URL(unsubscribeLink ?? "x:").searchParams.get("token")),
    ).toBe(id);
    const link = new RegExp(`${SITE_ORIGIN}/subscriptions/confirm\\?token=[\\w.-]+`).exec(
      mail?.text ?? "",
    )?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link}"`);
    const token = new URL(link!).searchParams.get("token")!;

    // Opening the link (a mail scanner does) only shows the button.
    const shown = stateOf(await answerConfirmPage(new Request(link!), services));
    expect(shown).toEqual({ state: "confirm", status: 200 });
    const [stillUnconfirmed] = await services.database.db.select().from(subscriptions);
    expect(stillUnconfirmed?.confirmedAt).toBeNull();

    expect(await confirmPost(token)).toEqual({ state: "done", status: 200 });
    const [confirmed] = await services.database.db.select().from(subscriptions);
    expect(confirmed?.confirmedAt).toBeInstanceOf(Date);

    // Idempotent: confirming again keeps the first time.
    expect(await confirmPost(token)).toEqual({ state: "done", status: 200 });
    const [again] = await services.database.db.select().from(subscriptions);
    expect(again?.confirmedAt?.getTime()).toBe(confirmed?.confirmedAt?.getTime());

    // A confirmed address signing up again gets no new e-mail.
    await send(subscribe, jsonPost("/api/subscriptions", validSubscription()));
    expect(await deliverAll()).toHaveLength(1);
  });

  it("refuses forged, foreign, expired and replayed-after-unsubscribe confirmation links", async () => {
    const response = await send(subscribe, jsonPost("/api/subscriptions", validSubscription()));
    const { id } = (await response.json()) as { id: string };
    const token = signConfirmToken(services.signedTokens, id);
    const [payload, signature] = token.split(".") as [string, string];

    expect(await confirmPost(`${payload}.${signature.slice(2)}`)).toEqual({ state: "invalid", status: 400 });
    expect(await confirmPost(`${payload}x.${signature}`)).toEqual({ state: "invalid", status: 400 });
    // An unsubscribe token of the same subscription is signed for another purpose.
    expect(await confirmPost(signUnsubscribeToken(services.signedTokens, id))).toEqual({
      state: "invalid",
      status: 400,
    });
    const expired = signConfirmToken(services.signedTokens, id, Date.now() - 8 * 24 * 60 * 60 * 1000);
    expect(await confirmPost(expired)).toEqual({ state: "expired", status: 410 });
    const [untouched] = await services.database.db.select().from(subscriptions);
    expect(untouched?.confirmedAt).toBeNull();

    await services.mailingList.unsubscribe(id);
    expect(await confirmPost(token)).toEqual({ state: "unsubscribed", status: 409 });
    const [after] = await services.database.db.select().from(subscriptions);
    expect(after?.confirmedAt).toBeNull();
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
  });

  it("e-mails the match report once per address, with the picked role and a working unsubscribe link", async () => {
    const first = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ source: "match-report", role: "frontend" })),
    );
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    const repeat = await send(
      subscribe,
      jsonPost(
        "/api/subscriptions",
        validSubscription({ source: "match-report", email: "READER@acme.example", role: "backend" }),
      ),
    );
    expect(repeat.status).toBe(200);
    const spam = await send(
      subscribe,
      jsonPost(
        "/api/subscriptions",
        validSubscription({ source: "match-report", email: "bot@x.example", website: "x" }),
      ),
    );
    expect(spam.status).toBe(201);
    const unknownRole = await send(
      subscribe,
      jsonPost("/api/subscriptions", validSubscription({ source: "match-report", role: "astronaut" })),
    );
    expect(unknownRole.status).toBe(400);

    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.to).toBe("reader@acme.example");
    expect(mail.headers.subject).toBe("Your AI Talent Match Report");
    expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative/);
    expect(mail.text).toContain("Your role: Frontend Developer");
    expect(mail.text).toContain("LATAM hourly range: $36-49/hour");
    expect(mail.text).toContain("within 48 hours");
    expect(mail.html).toContain(`href="${SITE_ORIGIN}/book-a-call"`);
    expect(mail.html).toContain(`${SITE_ORIGIN}/savings-calculator?role=frontend`);

    const headerLink = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1];
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const bodyLink = new RegExp(`${SITE_ORIGIN}/unsubscribe\\?token=[\\w.-]+`).exec(mail.text)?.[0];
    for (const link of [headerLink, bodyLink]) {
      expect(readUnsubscribeToken(services.signedTokens, new URL(link!).searchParams.get("token"))).toBe(id);
    }
    const [row] = await services.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row).toMatchObject({ role: "frontend", confirmedAt: null });
  });

  it("stores an estimate request with its inputs and e-mails the estimate with the BLS source", async () => {
    const response = await send(requestEstimate, jsonPost("/api/estimate-requests", validEstimateRequest()));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await services.database.db
      .select()
      .from(estimateRequests)
      .where(eq(estimateRequests.id, id));
    expect(row).toMatchObject({
      email: "cfo@acme.example",
      role: "backend",
      seniority: "senior",
      hoursPerWeek: 40,
      overheadPercent: 30,
      spam: false,
      status: "new",
    });

    const spam = await send(
      requestEstimate,
      jsonPost(
        "/api/estimate-requests",
        validEstimateRequest({ formToken: undefined, email: "bot@x.example" }),
      ),
    );
    expect(spam.status).toBe(201);
    const invalid = await send(
      requestEstimate,
      jsonPost(
        "/api/estimate-requests",
        validEstimateRequest({ hoursPerWeek: 37, overheadPercent: 101, role: "x" }),
      ),
    );
    expect(invalid.status).toBe(400);
    expect(Object.keys(((await invalid.json()) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "hoursPerWeek",
      "overheadPercent",
      "role",
    ]);
    expect(await services.database.db.select().from(estimateRequests)).toHaveLength(2);
    // The inbox shows it as a lead of its own kind.
    const detail = await getLeadDetail(services.database.db, "estimate-requests", id);
    expect(detail).toMatchObject({ kind: "estimate-requests", email: "cfo@acme.example", status: "new" });
    expect(detail?.fields).toEqual([
      { label: "Email", value: "cfo@acme.example" },
      { label: "Role", value: "backend" },
      { label: "Seniority", value: "senior" },
      { label: "Hours per week", value: "40" },
      { label: "U.S. overhead (%)", value: "30" },
    ]);

    const mails = await deliverAll();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.headers.to).toBe("cfo@acme.example");
    expect(mail.headers.subject).toBe("Your LatamMatch estimate: Backend Developer");
    // Promotional like the match report: the same List-Unsubscribe, one-click POST and footer link.
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["auto-submitted"]).toBe("auto-generated");
    const headerLink = /^<([^>]+)>$/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "x:";
    const bodyLink = new RegExp(`${SITE_ORIGIN}/unsubscribe\\?token=[\\w.-]+`).exec(mail.text)?.[0];
    expect(bodyLink).toBe(headerLink);
    expect(mail.html).toContain(`href="${headerLink}"`);
    expect(readUnsubscribeToken(services.signedTokens, new URL(headerLink).searchParams.get("token"))).toBe(
      id,
    );
    for (const line of [
      "Rate used (senior): $55.00/hour",
      "LatamMatch, per month: $9,533",
      "LatamMatch, per year: $114,400",
      "U.S. reference, per year: $173,004",
      "Software Developers (SOC 15-1252)",
      "Median annual wage, May 2024: $133,080 ($63.98/hour at 2,080 hours a year), all experience levels.",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("U.S. Bureau of Labor Statistics");

    // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" to the header's link.
    const shown = await answerUnsubscribePage(new Request(headerLink), services);
    expect(shown.page).toMatchObject({ state: "confirm", kind: { source: "estimate" } });
    const oneClick = await oneClickUnsubscribe(headerLink, services);
    expect(oneClick).toMatchObject({ page: { state: "done" }, status: 200 });
    const [unsubscribed] = await services.database.db
      .select({ at: estimateRequests.unsubscribedAt })
      .from(estimateRequests)
      .where(eq(estimateRequests.id, id));
    expect(unsubscribed?.at).toBeInstanceOf(Date);
  });
});
