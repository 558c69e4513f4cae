import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { signUnsubscribeToken } from "~server/emails/subscription-links.server";
import { type RunningServices, startServices } from "~server/services.server";
import { subscriptionFields } from "../../../tests/support/form-payloads";
import { testEnv } from "../../../tests/support/integration";
import { answerUnsubscribePage } from "./unsubscribe.server";

const databases = await testDatabases("unsubscribe");

describe.each(databases)("unsubscribe page on $name", (database) => {
  let services: RunningServices;
  let subscriptionId: string;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      {
        outbox: { enabled: false },
        retention: { enabled: false },
        log: () => {},
      },
    );
    const [row] = await services.database.db
      .insert(subscriptions)
      .values(subscriptionFields())
      .returning({ id: subscriptions.id });
    subscriptionId = row!.id;
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const call = (method: string, token: string | null, body?: string) => {
    const url = new URL("https://latammatch.example/unsubscribe");
    if (token !== null) url.searchParams.set("token", token);
    const request = new Request(url, {
      method,
      ...(body === undefined
        ? {}
        : { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    });
    return answerUnsubscribePage(request, services);
  };
  const unsubscribedAt = async () => {
    const [row] = await services.database.db
      .select({ at: subscriptions.unsubscribedAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    return row?.at ?? null;
  };

  it("shows a confirmation for a valid link and unsubscribes nobody on GET", async () => {
    const token = signUnsubscribeToken(services.signedTokens, subscriptionId);
    const result = await call("GET", token);
    expect(result).toEqual({
      page: { state: "confirm", token, kind: { source: "newsletter", locale: "en" } },
      status: 200,
      headers: { "Cache-Control": "no-store" },
    });
    expect(await unsubscribedAt()).toBeNull();
  });

  it("answers 400 for a missing, malformed or forged token, on GET and POST", async () => {
    const forged = signUnsubscribeToken(services.signedTokens, subscriptionId).replace(/.$/, (last) =>
      last === "A" ? "B" : "A",
    );
    for (const token of [null, "garbage", forged, services.signedTokens.sign("form", { subscriptionId })]) {
      expect(await call("GET", token)).toMatchObject({ page: { state: "invalid" }, status: 400 });
      const posted = await call("POST", token, "List-Unsubscribe=One-Click");
      expect(posted).toMatchObject({ page: { state: "invalid" }, status: 400 });
    }
    expect(await unsubscribedAt()).toBeNull();
  });

  it("answers 405 to methods other than GET, HEAD and POST, and unsubscribes nobody", async () => {
    const token = signUnsubscribeToken(services.signedTokens, subscriptionId);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(await call(method, token, "List-Unsubscribe=One-Click")).toMatchObject({
        status: 405,
        headers: { Allow: "POST" },
      });
    }
    expect(await unsubscribedAt()).toBeNull();
  });

  it("unsubscribes on the one-click POST, answers 200, and keeps the first time on repeats", async () => {
    const token = signUnsubscribeToken(services.signedTokens, subscriptionId);
    const result = await call("POST", token, "List-Unsubscribe=One-Click");
    expect(result).toMatchObject({ page: { state: "done" }, status: 200 });
    const first = await unsubscribedAt();
    expect(first).toBeInstanceOf(Date);

    expect((await call("POST", token, "")).page).toEqual({
      state: "done",
      kind: { source: "newsletter", locale: "en" },
    });
    expect(await unsubscribedAt()).toEqual(first);
  });

  it("names the list the link stops: a job alert in its language, a deleted subscription as none", async () => {
    const [alert] = await services.database.db
      .insert(subscriptions)
      .values({ email: "ana@candidate.example", source: "job-alert", locale: "es" })
      .returning({ id: subscriptions.id });
    const alertToken = signUnsubscribeToken(services.signedTokens, alert!.id);
    expect((await call("GET", alertToken)).page).toEqual({
      state: "confirm",
      token: alertToken,
      kind: { source: "job-alert", locale: "es" },
    });
    expect((await call("POST", alertToken, "List-Unsubscribe=One-Click")).page).toEqual({
      state: "done",
      kind: { source: "job-alert", locale: "es" },
    });
    await services.database.db.delete(subscriptions).where(eq(subscriptions.id, alert!.id));
    expect((await call("GET", alertToken)).page).toMatchObject({ state: "confirm", kind: null });
  });
});
