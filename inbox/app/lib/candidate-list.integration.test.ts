import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf } from "~server/db/client";
import { candidates } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as listRoute from "../routes/inbox.candidates";
import * as exportRoute from "../routes/inbox.candidates.export[.]csv";
import { sessionCookieHeader } from "./cookies.test-support";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const fn = (value: unknown) => value as RouteFunction;

const databases = await testDatabases("inbox-candidate-list");

type Listed = { query: Record<string, unknown>; page: { total: number; candidates: { name: string }[] } };

describe.each(databases)("the inbox's candidate list on $name", (database) => {
  let services: RunningServices;
  let session: string;
  let ownerId: string;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const db = services.database.db;
    const user = await createInboxUser(db, {
      email: "sales@pool.example",
      role: "sales",
      password: "one-time-password-1",
    });
    await setInboxPassword(db, user.id, "chosen-password-1");
    session = await createSession(db, user.id);
    ownerId = user.id;
  });
  beforeEach(async () => {
    const db = services.database.db;
    await db.execute(sql`truncate candidates, audit_log cascade`);
    await db.insert(candidates).values([
      {
        email: "ana@pool.example",
        name: "Ana Souza",
        country: "BR",
        englishLevel: "C1",
        category: "developers",
        stacks: ["frontend", "backend"],
        seniority: "senior",
        hourlyRateUsd: 45,
        hoursPerWeek: 40,
        notes: "Led a payments migration",
        stage: "vetted",
        stageChangedAt: new Date("2026-11-20T10:00:00Z"),
        createdAt: new Date("2026-10-01T10:00:00Z"),
        ownerId,
      },
      {
        email: "luis@pool.example",
        name: "Luis Pérez",
        country: "MX",
        englishLevel: "B1",
        category: "developers",
        stacks: ["data-engineering"],
        seniority: "mid",
        hourlyRateUsd: 30,
        hoursPerWeek: 20,
        notes: '=HYPERLINK("http://evil.example")',
        stage: "screening",
        stageChangedAt: new Date("2026-11-01T10:00:00Z"),
        createdAt: new Date("2026-11-01T10:00:00Z"),
      },
      {
        email: "carla@pool.example",
        name: "Carla Díaz",
        country: "CO",
        englishLevel: "B2",
        category: "design",
        stacks: ["ui-visual"],
        seniority: "junior",
        hourlyRateUsd: 25,
        hoursPerWeek: 30,
        stage: "vetted",
        stageChangedAt: new Date("2026-10-05T10:00:00Z"),
        createdAt: new Date("2026-11-15T10:00:00Z"),
      },
    ]);
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const get = async (route: RouteFunction, query: string) =>
    route({
      request: new Request(`${SITE_ORIGIN}/inbox/candidates${query}`, {
        headers: { Cookie: await sessionCookieHeader(session) },
      }),
      context: contextFor(services),
      params: {},
    });
  const names = async (query: string) =>
    ((await get(fn(listRoute.loader), query)) as Listed).page.candidates.map((row) => row.name);

  it("filters by each field of the record, the stage and the vetting day", async () => {
    expect(await names("?stack=frontend")).toEqual(["Ana Souza"]);
    expect(await names("?category=developers")).toEqual(["Luis Pérez", "Ana Souza"]);
    expect(await names("?seniority=junior")).toEqual(["Carla Díaz"]);
    expect(await names("?country=MX")).toEqual(["Luis Pérez"]);
    expect(await names("?maxRate=30")).toEqual(["Carla Díaz", "Luis Pérez"]);
    expect(await names("?english=B2")).toEqual(["Carla Díaz", "Ana Souza"]);
    expect(await names("?minHours=30")).toEqual(["Carla Díaz", "Ana Souza"]);
    expect(await names("?stage=screening")).toEqual(["Luis Pérez"]);
    expect(await names(`?owner=${ownerId}`)).toEqual(["Ana Souza"]);
    expect(await names("?owner=none")).toEqual(["Carla Díaz", "Luis Pérez"]);
    expect(await names("?vettedSince=2026-11-01")).toEqual(["Ana Souza"]);
    expect(await names("?stage=vetted&maxRate=40")).toEqual(["Carla Díaz"]);
  });

  it("searches name, stacks and notes by every word or its start, in any case, wildcards taken literally", async () => {
    expect(await names("?q=PAYMENTS")).toEqual(["Ana Souza"]);
    expect(await names("?q=ENGINEERING")).toEqual(["Luis Pérez"]);
    expect(await names("?q=d%C3%ADaz")).toEqual(["Carla Díaz"]);
    expect(await names("?q=souza+migration")).toEqual(["Ana Souza"]);
    expect(await names("?q=souza+engineering")).toEqual([]);
    expect(await names("?q=sou+migr")).toEqual(["Ana Souza"]);
    expect(await names("?q=%25")).toEqual([]);
  });

  it("sorts by newest, rate and time in the stage", async () => {
    expect(await names("")).toEqual(["Carla Díaz", "Luis Pérez", "Ana Souza"]);
    expect(await names("?sort=rate")).toEqual(["Carla Díaz", "Luis Pérez", "Ana Souza"]);
    expect(await names("?sort=stage-age")).toEqual(["Carla Díaz", "Luis Pérez", "Ana Souza"]);
    await services.database.db.execute(
      sql`update candidates set hourly_rate_usd = 99 where name = 'Carla Díaz'`,
    );
    expect(await names("?sort=rate")).toEqual(["Luis Pérez", "Ana Souza", "Carla Díaz"]);
  });

  it("answers unusable parameters with the unfiltered list rather than an error", async () => {
    const listed = (await get(
      fn(listRoute.loader),
      "?stack=cobol&stage=hired&maxRate=-5&minHours=500&english=Z9&vettedSince=2026-13-40&sort=drop&page=0&owner=x",
    )) as Listed;
    expect(listed.page.total).toBe(3);
    expect(listed.query).toMatchObject({
      stack: "",
      stage: "",
      maxRate: "",
      minHours: "",
      sort: "newest",
      page: 1,
    });
    // A very long search is still a search, of its first 200 characters.
    const long = (await get(fn(listRoute.loader), `?q=souza+${"a".repeat(5000)}`)) as Listed;
    expect(long.query.q).toHaveLength(200);
    expect(long.page.total).toBe(0);
  });

  it("pages by 25 with the count of every match", async () => {
    await services.database.db.insert(candidates).values(
      Array.from({ length: 30 }, (_, index) => ({
        email: `bulk${index}@pool.example`,
        name: `Bulk ${String(index).padStart(2, "0")}`,
        stacks: ["mobile"],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
    const first = (await get(fn(listRoute.loader), "?stack=mobile")) as Listed & {
      page: { pageCount: number };
    };
    const second = (await get(fn(listRoute.loader), "?stack=mobile&page=2")) as Listed;
    expect(first.page.total).toBe(30);
    expect(first.page.pageCount).toBe(2);
    expect(first.page.candidates).toHaveLength(25);
    expect(second.page.candidates.map((row) => row.name)).toEqual([
      "Bulk 04",
      "Bulk 03",
      "Bulk 02",
      "Bulk 01",
      "Bulk 00",
    ]);
  });

  it("exports the filtered list as CSV, formula-neutralised, and audits the filter without the search", async () => {
    const response = (await get(fn(exportRoute.loader), "?category=developers&q=p")) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const body = await response.text();
    const lines = body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Id,Name,E-mail,Country/);
    expect(body).toContain("Luis Pérez");
    expect(body).toContain("Ana Souza");
    expect(body).not.toContain("Carla");
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    const [entry] = rowsOf<{ action: string; detail: Record<string, unknown> }>(
      await services.database.db.execute(sql`select action, detail from audit_log`),
    );
    expect(entry).toEqual({
      action: "candidates.exported",
      detail: { sort: "newest", search: true, filters: { category: "developers" } },
    });
  });

  it("sends a visitor who is not signed in to the login page", async () => {
    const thrown = await listRoute
      .loader({
        request: new Request(`${SITE_ORIGIN}/inbox/candidates`),
        context: contextFor(services),
        params: {},
      } as never)
      .catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/inbox\/login/);
  });
});
