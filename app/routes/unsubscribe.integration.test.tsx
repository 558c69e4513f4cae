import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptions } from "../../server/db/schema";
import { testDatabases } from "../../server/db/test-databases";
import { type RunningServices, startServices } from "../../server/services.server";
import { contextFor, testEnv } from "../../tests/support/integration";
import { signUnsubscribeToken } from "../features/subscriptions/unsubscribe.server";
import * as route from "./unsubscribe";

type Args = { request: Request; context: ReturnType<typeof contextFor> };
const loader = route.loader as unknown as (
  args: Args,
) => Response | { data: unknown; init: ResponseInit | null };
const action = route.action as unknown as (
  args: Args,
) => Promise<{ data: unknown; init: ResponseInit | null }>;

/** The stub renders from hydration data, so it never shows a fallback. */
function NoFallback() {
  return null;
}

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
      .values({ email: "reader@acme.example", source: "newsletter" })
      .returning({ id: subscriptions.id });
    subscriptionId = row!.id;
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const call = <T,>(handler: (args: Args) => T, method: string, token: string | null, body?: string) => {
    const url = new URL("https://latammatch.example/unsubscribe");
    if (token !== null) url.searchParams.set("token", token);
    const request = new Request(url, {
      method,
      ...(body === undefined
        ? {}
        : { body, headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
    });
    return handler({ request, context: contextFor(services) });
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
    const result = call(loader, "GET", token) as { data: unknown; init: ResponseInit | null };
    expect(result.data).toEqual({ state: "confirm", token });
    expect(result.init?.status ?? 200).toBe(200);
    expect(await unsubscribedAt()).toBeNull();
  });

  it("answers 400 for a missing, malformed or forged token, on GET and POST", async () => {
    const forged = signUnsubscribeToken(services.signedTokens, subscriptionId).replace(/.$/, (last) =>
      last === "A" ? "B" : "A",
    );
    for (const token of [null, "garbage", forged, services.signedTokens.sign("form", { subscriptionId })]) {
      const shown = call(loader, "GET", token) as { data: unknown; init: ResponseInit | null };
      expect(shown).toMatchObject({ data: { state: "invalid" }, init: { status: 400 } });
      const posted = await call(action, "POST", token, "List-Unsubscribe=One-Click");
      expect(posted).toMatchObject({ data: { state: "invalid" }, init: { status: 400 } });
    }
    expect(await unsubscribedAt()).toBeNull();
  });

  it("unsubscribes on the one-click POST, answers 200, and keeps the first time on repeats", async () => {
    const token = signUnsubscribeToken(services.signedTokens, subscriptionId);
    const result = await call(action, "POST", token, "List-Unsubscribe=One-Click");
    expect(result.data).toEqual({ state: "done" });
    expect(result.init?.status ?? 200).toBe(200);
    const first = await unsubscribedAt();
    expect(first).toBeInstanceOf(Date);

    expect((await call(action, "POST", token, "")).data).toEqual({ state: "done" });
    expect(await unsubscribedAt()).toEqual(first);
  });

  it("renders the confirmation with a button that posts the token, and the invalid-link message", () => {
    const token = signUnsubscribeToken(services.signedTokens, subscriptionId);
    const render = (loaderData: unknown) => {
      const Stub = createRoutesStub([
        {
          path: "/unsubscribe",
          Component: route.default as never,
          loader: () => loaderData,
          HydrateFallback: NoFallback,
        },
      ]);
      return renderToString(
        <Stub initialEntries={["/unsubscribe"]} hydrationData={{ loaderData: { "0": loaderData } }} />,
      );
    };
    const confirm = render({ state: "confirm", token });
    expect(confirm).toContain("Unsubscribe from our e-mails?");
    expect(confirm).toContain(`action="/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(confirm).toContain('method="post"');
    expect(render({ state: "invalid" })).toContain("This unsubscribe link is not valid");
  });
});
