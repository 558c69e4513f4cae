import { is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueStatusToken } from "~server/db/candidate-tokens";
import { addScorecard, candidateByEmail, moveStage } from "~server/db/candidates";
import { rowsOf } from "~server/db/client";
import * as schema from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import * as candidateRoute from "~server/endpoints/candidate-applications";
import { type RunningServices, startServices } from "~server/services.server";
import {
  contextFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validCandidateApplication,
} from "../../../tests/support/integration";
import * as pageRoute from "../routes/inbox.candidates.$id";
import type { CandidateAdminPanel } from "./candidate-admin.server";
import { sessionCookieHeader } from "./cookies.test-support";
import { createSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

type RouteFunction = (args: { request: Request; context: unknown; params: unknown }) => Promise<unknown>;
const fn = (value: unknown) => value as RouteFunction;

/**
 * The candidate page's merge and delete through the route, as the inbox runs them: admins only,
 * a merge that leaves one candidate with both applications, and a deletion that leaves no trace of
 * either address.
 */
const databases = await testDatabases("inbox-candidate-admin");

const SCREENING = {
  "relevant-experience": { rating: 4, evidence: "Six years" },
  communication: { rating: 3, evidence: "Clear" },
  "availability-and-rate": { rating: 3, evidence: "40 h" },
  motivation: { rating: 3, evidence: "Keen" },
};

describe.each(databases)("merging and deleting candidates in the inbox on $name", (database) => {
  let services: RunningServices;
  const users: Record<"sales" | "admin", { id: string; session: string; csrf: string }> = {} as never;
  const db = () => services.database.db;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    for (const role of ["sales", "admin"] as const) {
      const user = await createInboxUser(db(), {
        email: `${role}@admin-tools.example`,
        role,
        password: "one-time-password-1",
      });
      await setInboxPassword(db(), user.id, "chosen-password-1");
      const session = await createSession(db(), user.id);
      const csrf = rowsOf<{ csrf_token: string }>(
        await db().execute(sql`select csrf_token from inbox_sessions where user_id = ${user.id}::uuid`),
      )[0]!.csrf_token;
      users[role] = { id: user.id, session, csrf };
    }
  });
  beforeEach(() =>
    db().execute(sql`truncate candidates, candidate_applications, outbox, audit_log, resumes cascade`),
  );
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  async function apply(email: string, fullName: string): Promise<string> {
    const response = (await (candidateRoute.action as unknown as (args: unknown) => Promise<Response>)({
      request: jsonPost("/api/candidate-applications", validCandidateApplication({ email, fullName }), {
        Origin: SITE_ORIGIN,
      }),
      context: requestContextFor(services),
    })) as Response;
    expect(response.status).toBe(201);
    const candidate = await candidateByEmail(db(), email);
    if (!candidate) throw new Error("No candidate was made");
    return candidate.id;
  }

  const load = async (as: "sales" | "admin", id: string, search = "") =>
    (await fn(pageRoute.loader)({
      request: new Request(`${SITE_ORIGIN}/inbox/candidates/${id}${search}`, {
        headers: { Cookie: await sessionCookieHeader(users[as].session) },
      }),
      context: contextFor(services),
      params: { id },
    })) as { admin: CandidateAdminPanel | null };

  /** The action's status (a thrown redirect answers its own). */
  const post = async (as: "sales" | "admin", id: string, fields: Record<string, string>) => {
    const user = users[as];
    try {
      const result = (await fn(pageRoute.action)({
        request: new Request(`${SITE_ORIGIN}/inbox/candidates/${id}`, {
          method: "POST",
          headers: { Cookie: await sessionCookieHeader(user.session), Origin: SITE_ORIGIN },
          body: new URLSearchParams({ csrf: user.csrf, ...fields }),
        }),
        context: contextFor(services),
        params: { id },
      })) as { init?: { status?: number } | null; data?: { message?: string }; message?: string };
      return { status: result.init?.status ?? 200, message: result.data?.message ?? result.message ?? "" };
    } catch (error) {
      if (error instanceof Response)
        return { status: error.status, message: error.headers.get("Location") ?? "" };
      throw error;
    }
  };

  /** Rows of every table of the schema whose text names the address, in any column. */
  async function traces(address: string) {
    const found: Record<string, number> = {};
    for (const table of (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
      is(value, PgTable),
    )) {
      const name = getTableConfig(table).name;
      const [row] = rowsOf<{ n: number }>(
        await db().execute(
          sql`select count(*)::int as n from ${sql.raw(`"${name}"`)} t where lower(t::text) like ${`%${address}%`}`,
        ),
      );
      if (Number(row?.n) > 0) found[name] = Number(row?.n);
    }
    return found;
  }

  const count = async (query: ReturnType<typeof sql>) =>
    Number(rowsOf<{ n: number }>(await db().execute(query))[0]?.n ?? 0);

  it("lets an admin find a duplicate, compare it, merge it and then delete the person without a trace", async () => {
    const kept = await apply("lucia@example.com", "Lucía Pérez");
    const other = await apply("lucia.perez@work.example", "Lucia Perez");
    await moveStage(db(), { candidateId: other, to: "screening", actorId: users.admin.id });
    await addScorecard(db(), {
      candidateId: other,
      stage: "screening",
      ratings: SCREENING,
      authorId: users.sales.id,
    });
    await issueStatusToken(db(), other);

    const byAddress = await load("admin", kept, "?merge=Lucia.Perez%40work.example");
    expect(byAddress.admin?.matches.map((match) => match.id)).toEqual([other]);
    const compared = await load("admin", kept, `?mergeWith=${other}`);
    const sides = compared.admin?.compare;
    expect(sides?.kept.applications).toBe(1);
    expect(sides?.merged.stageLabel).toBe("Screening");

    const merged = await post("admin", kept, {
      intent: "merge",
      mergedId: other,
      keptUpdatedAt: sides!.kept.updatedAt,
      mergedUpdatedAt: sides!.merged.updatedAt,
    });
    expect(merged.status).toBe(200);
    expect(merged.message).toContain("1 application moved");
    expect(merged.message).toContain("Kept Screening");
    expect(await count(sql`select count(*)::int as n from candidates`)).toBe(1);
    expect(
      await count(
        sql`select count(*)::int as n from candidate_applications where candidate_id = ${kept}::uuid`,
      ),
    ).toBe(2);
    // The same comparison again is stale: the merged candidate is gone.
    expect(
      (
        await post("admin", kept, {
          intent: "merge",
          mergedId: other,
          keptUpdatedAt: sides!.kept.updatedAt,
          mergedUpdatedAt: sides!.merged.updatedAt,
        })
      ).status,
    ).toBe(404);

    expect((await post("admin", kept, { intent: "delete" })).status).toBe(400);
    const deleted = await post("admin", kept, { intent: "delete", confirm: "delete" });
    expect(deleted).toEqual({ status: 302, message: "/inbox/candidates?deleted=1" });
    expect(await traces("lucia@example.com")).toEqual({});
    expect(await traces("lucia.perez@work.example")).toEqual({});
    for (const table of [
      "candidates",
      "candidate_applications",
      "candidate_scorecards",
      "candidate_stage_events",
      "candidate_status_tokens",
    ]) {
      expect(await count(sql`select count(*)::int as n from ${sql.raw(table)}`), table).toBe(0);
    }
    const erasures = rowsOf<{ detail: Record<string, unknown> }>(
      await db().execute(sql`select detail from audit_log where action = 'privacy.erased'`),
    );
    expect(erasures).toHaveLength(2);
    for (const entry of erasures) expect(entry.detail.candidateId).toBe(kept);
  });

  it("shows a member no admin tools and refuses their merge and delete with a 403, writing nothing", async () => {
    const kept = await apply("lucia@example.com", "Lucía Pérez");
    const other = await apply("lucia.perez@work.example", "Lucia Perez");
    expect((await load("sales", kept, "?merge=lucia")).admin).toBeNull();
    const before = await count(sql`select count(*)::int as n from audit_log`);
    const forged: Record<string, string>[] = [
      { intent: "merge", mergedId: other, keptUpdatedAt: "x", mergedUpdatedAt: "y" },
      { intent: "delete", confirm: "delete" },
    ];
    for (const fields of forged) expect((await post("sales", kept, fields)).status).toBe(403);
    expect(await count(sql`select count(*)::int as n from candidates`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from audit_log`)).toBe(before);
  });

  it("refuses a merge into itself, an odd field and a stale form with a 4xx, writing nothing", async () => {
    const kept = await apply("lucia@example.com", "Lucía Pérez");
    const other = await apply("lucia.perez@work.example", "Lucia Perez");
    const sides = (await load("admin", kept, `?mergeWith=${other}`)).admin!.compare!;
    const fresh = {
      intent: "merge",
      keptUpdatedAt: sides.kept.updatedAt,
      mergedUpdatedAt: sides.merged.updatedAt,
    };
    expect((await post("admin", kept, { ...fresh, mergedId: kept })).status).toBe(400);
    expect((await post("admin", kept, { ...fresh, mergedId: other, __proto__x: "1" })).status).toBe(400);
    expect(
      (await post("admin", kept, { ...fresh, mergedId: other, keptUpdatedAt: "2020-01-01T00:00:00.000Z" }))
        .status,
    ).toBe(409);
    expect((await post("admin", kept, { ...fresh, mergedId: "not-an-id" })).status).toBe(404);
    expect(await count(sql`select count(*)::int as n from candidates`)).toBe(2);
    expect(await count(sql`select count(*)::int as n from audit_log where action = 'candidate.merged'`)).toBe(
      0,
    );
  });
});
