import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getOpeningBySlug } from "~/features/jobs/openings.server";
import { rowsOf } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { contextFor, SITE_ORIGIN, testEnv } from "../../../tests/support/integration";
import * as listRoute from "../routes/inbox.openings";
import * as editRoute from "../routes/inbox.openings.$id";
import * as previewRoute from "../routes/inbox.openings.$id.preview";
import * as newRoute from "../routes/inbox.openings.new";
import { sessionCookieHeader } from "./cookies.test-support";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const fn = (value: unknown) => value as RouteFunction;

const databases = await testDatabases("inbox-openings");

/** What a loader or action threw: a Response (redirect) or `data(…, { status })`. */
async function thrownBy(promise: Promise<unknown>): Promise<{ status?: number; location?: string | null }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    return { status: (error as { init?: { status?: number } }).init?.status };
  }
  throw new Error("Expected the call to throw");
}

/** The action's answer and status: `data(…, { status })` carries one, a plain object is a 200. */
function answerOf(result: unknown): {
  status: number;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
} {
  const wrapped = result as { init?: { status?: number } | null; data?: unknown };
  const body = (wrapped.init !== undefined ? wrapped.data : result) as {
    ok: boolean;
    message: string;
    errors: Record<string, string>;
  };
  return { status: wrapped.init?.status ?? 200, ...body };
}

const FIELDS: Record<string, string> = {
  title: "Senior Frontend Developer",
  category: "developers",
  stack: "frontend",
  seniority: "senior",
  type: "Contract",
  rateMin: "40",
  rateMax: "48",
  description: "Build the **design system**.<script>alert(1)</script>",
  requirements: "- React\n- TypeScript",
  validThrough: "",
};

describe.each(databases)("the inbox's openings on $name", (database) => {
  let services: RunningServices;
  const users: Record<"sales" | "admin", { id: string; session: string; csrf: string }> = {} as never;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const db = services.database.db;
    for (const role of ["sales", "admin"] as const) {
      const user = await createInboxUser(db, {
        email: `${role}@jobs.example`,
        role,
        password: "one-time-password-1",
      });
      await setInboxPassword(db, user.id, "chosen-password-1");
      const session = await createSession(db, user.id);
      const csrf = rowsOf<{ csrf_token: string }>(
        await db.execute(sql`select csrf_token from inbox_sessions where user_id = ${user.id}::uuid`),
      )[0]!.csrf_token;
      users[role] = { id: user.id, session, csrf };
    }
  });
  beforeEach(async () => {
    await services.database.db.execute(sql`truncate job_openings, job_opening_texts, audit_log`);
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const call = async (
    route: RouteFunction,
    url: string,
    options: {
      as?: "sales" | "admin";
      form?: Record<string, string | string[]>;
      csrf?: string;
      params?: Record<string, string>;
    } = {},
  ) => {
    const user = users[options.as ?? "sales"];
    const headers: Record<string, string> = { Cookie: await sessionCookieHeader(user.session) };
    let init: RequestInit = { headers };
    if (options.form) {
      headers.Origin = SITE_ORIGIN;
      const body = new URLSearchParams({ csrf: options.csrf ?? user.csrf });
      for (const [name, value] of Object.entries(options.form)) {
        for (const each of Array.isArray(value) ? value : [value]) body.append(name, each);
      }
      init = { method: "POST", headers, body };
    }
    return route({
      request: new Request(`${SITE_ORIGIN}${url}`, init),
      context: contextFor(services),
      params: options.params ?? {},
    });
  };

  async function create(as: "sales" | "admin" = "sales", fields: Record<string, string | string[]> = {}) {
    const thrown = await thrownBy(
      call(fn(newRoute.action), "/inbox/openings/new", {
        as,
        form: { intent: "save", countries: ["AR", "MX"], ...FIELDS, ...fields },
      }),
    );
    expect(thrown.status).toBe(302);
    return thrown.location!.split("/").at(-1)!.split("?")[0]!;
  }
  const act = (id: string, intent: string, as: "sales" | "admin" = "sales") =>
    call(fn(editRoute.action), `/inbox/openings/${id}`, { as, form: { intent }, params: { id } });
  const auditActions = async () =>
    rowsOf<{ action: string; actor: string }>(
      await services.database.db.execute(
        sql`select a.action, u.email as actor from audit_log a join inbox_users u on u.id = a.actor_id order by a.seq`,
      ),
    ).map((row) => `${row.action} by ${row.actor.split("@")[0]}`);

  it("creates a draft, edits, publishes, closes, reopens and duplicates it, each in the audit log", async () => {
    const id = await create();
    const row = await getOpeningBySlug(services.database.db, "senior-frontend-developer");
    expect(row).toMatchObject({
      id,
      status: "draft",
      countries: ["AR", "MX"],
      type: "Contract",
      rateMin: 40,
    });

    const saved = answerOf(
      await call(fn(editRoute.action), `/inbox/openings/${id}`, {
        form: { intent: "save", countries: ["AR"], ...FIELDS, title: "Lead Frontend Developer" },
        params: { id },
      }),
    );
    expect(saved).toMatchObject({ status: 200, ok: true });
    for (const intent of ["publish", "close", "reopen"])
      expect(answerOf(await act(id, intent)).ok).toBe(true);
    expect(answerOf(await act(id, "reopen"))).toMatchObject({ status: 409, ok: false });
    const copied = await thrownBy(act(id, "duplicate", "admin"));
    expect(copied.location).toMatch(/^\/inbox\/openings\/[0-9a-f-]{36}\?notice=copied$/);

    const list = (await call(fn(listRoute.loader), "/inbox/openings")) as Awaited<
      ReturnType<typeof listRoute.loader>
    >;
    expect(list.counts).toEqual({ all: 2, draft: 1, published: 1, closed: 0 });
    expect(list.openings.map((opening) => opening.title)).toEqual([
      "Lead Frontend Developer",
      "Lead Frontend Developer",
    ]);
    expect(await auditActions()).toEqual([
      "opening.created by sales",
      "opening.updated by sales",
      "opening.published by sales",
      "opening.closed by sales",
      "opening.reopened by sales",
      "opening.duplicated by admin",
    ]);
  });

  it("refuses a range outside the stack's without the override, and keeps what was typed", async () => {
    const refused = await call(fn(newRoute.action), "/inbox/openings/new", {
      form: { intent: "save", countries: ["AR"], ...FIELDS, rateMin: "20", rateMax: "30" },
    });
    const answer = answerOf(refused);
    expect(answer.status).toBe(400);
    expect(answer.errors.rateMin).toMatch(/\$36-49\/hour/);
    expect((refused as { data: { values: { rateMin: string } } }).data.values.rateMin).toBe("20");
    const id = await create("sales", { rateMin: "20", rateMax: "30", rateOverride: "on" });
    const detail = rowsOf<{ detail: { rateOverride: boolean } }>(
      await services.database.db.execute(sql`select detail from audit_log where target_id = ${id}`),
    );
    expect(detail[0]?.detail.rateOverride).toBe(true);
  });

  it("lets only admins delete", async () => {
    const id = await create();
    expect(answerOf(await act(id, "delete", "sales"))).toMatchObject({ status: 403, ok: false });
    expect((await thrownBy(act(id, "delete", "admin"))).location).toBe("/inbox/openings?notice=deleted");
    expect(await getOpeningBySlug(services.database.db, "senior-frontend-developer")).toBeUndefined();
    expect(await auditActions()).toEqual(["opening.created by sales", "opening.deleted by admin"]);
  });

  it("refuses a change without the session's CSRF token", async () => {
    const id = await create();
    const thrown = await thrownBy(
      call(fn(editRoute.action), `/inbox/openings/${id}`, {
        form: { intent: "publish" },
        csrf: "forged",
        params: { id },
      }),
    );
    expect(thrown.status).toBe(403);
    expect((await getOpeningBySlug(services.database.db, "senior-frontend-developer"))?.status).toBe("draft");
  });

  it("previews the Markdown sanitised", async () => {
    const id = await create();
    const preview = (await call(fn(previewRoute.loader), `/inbox/openings/${id}/preview`, {
      params: { id },
    })) as Awaited<ReturnType<typeof previewRoute.loader>>;
    const html = preview.versions[0]!.sections.map((section) => section.html).join("");
    expect(html).toContain("<strong>design system</strong>");
    expect(html).toContain("<li>React</li>");
    // The pasted script is shown as text: no element of it reaches the page.
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(
      (await thrownBy(call(fn(previewRoute.loader), "/inbox/openings/x/preview", { params: { id: "x" } })))
        .status,
    ).toBe(404);
  });
});
