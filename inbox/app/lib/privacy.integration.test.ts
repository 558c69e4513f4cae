import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, ne, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~server/db/client";
import type { FileStorage } from "~server/db/file-storage";
import { createResumeStore } from "~server/db/resumes";
import {
  auditLog,
  bookings,
  candidateApplications,
  candidateScorecards,
  candidateStageEvents,
  candidates,
  estimateRequests,
  hiringRequests,
  leadEvents,
  mailFolders,
  outbox,
  pilotRequests,
  rateLimits,
  resumes,
  storedFiles,
  subscriptions,
  trials,
} from "~server/db/schema";
import { changeShortlist, shortlistOf } from "~server/db/shortlists";
import { testDatabases } from "~server/db/test-databases";
import { hireCandidate } from "~server/db/trials";
// The site's public form endpoints, through which the leads are stored as a visitor's browser stores them.
import * as candidateRoute from "~server/endpoints/candidate-applications";
import * as hiringRoute from "~server/endpoints/hiring-requests";
import { addressCounterKeys } from "~server/outbox/mail-budget.server";
import { registerMailFolder } from "~server/outbox/mail-folders.server";
import { type RunningServices, startServices } from "~server/services.server";
import { MINIMAL_PDF } from "../../../app/features/resumes/test-files.test-support";
import { mailboxKey } from "../../../app/lib/mailbox";
import {
  estimateRequestFields,
  hiringFields,
  subscriptionFields,
} from "../../../tests/support/form-payloads";
import {
  contextFor,
  jsonPost,
  requestContextFor,
  SITE_ORIGIN,
  testEnv,
  validCandidateApplication,
  validHiringRequest,
} from "../../../tests/support/integration";
import {
  addressArbitrary,
  compareScrubbed,
  jsonDocumentArbitrary,
  nameArbitrary,
  neighbourAddresses,
  occurs,
  stringsIn,
  textArbitrary,
} from "../../../tests/support/privacy";
import * as privacyRoute from "../routes/inbox.privacy";
import { sessionCookieHeader } from "./cookies.test-support";
import {
  addressHash,
  ERASED,
  erasePerson,
  exportPerson,
  FIXED_TEXT_COLUMNS,
  FREE_TEXT_COLUMNS,
  UNSEARCHED_TABLES,
} from "./privacy.server";
import { createSession, readSession } from "./sessions.server";
import { createInboxUser, setInboxPassword } from "./users.server";

/**
 * Privacy erasure against a real database: it deletes the person's leads and rewrites only the
 * address (and their names beside it) in other people's free text, whatever the input, in one
 * transaction with its audit entry.
 */
const databases = await testDatabases("privacy");

type Handler = (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
type Row = Record<string, unknown>;

async function outcomeOf(promise: unknown): Promise<unknown> {
  try {
    return await promise;
  } catch (error) {
    return error;
  }
}

describe.each(databases)("privacy erasure on $name", (database) => {
  let services: RunningServices;
  let admin: { id: string; sessionId: string; csrf: string };

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    const user = await createInboxUser(db(), {
      email: "privacy-officer@latammatch.example",
      role: "admin",
      password: "one-time-password-1",
    });
    await setInboxPassword(db(), user.id, "chosen-password-1");
    const sessionId = await createSession(db(), user.id);
    admin = { id: user.id, sessionId, csrf: (await readSession(db(), sessionId))?.csrfToken ?? "" };
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  const db = () => services.database.db;

  async function clearLeads() {
    await db().execute(
      sql`truncate hiring_requests, candidate_applications, subscriptions, outbox, lead_events, bookings,
        estimate_requests, pilot_requests, rate_limits, audit_log, resumes, stored_files, candidates,
        candidate_stage_events, candidate_scorecards, candidate_status_tokens, candidate_addresses, shortlists, shortlist_links, shortlist_passes,
        shortlist_entries, interviews, interview_holds, trials`,
    );
  }

  /** Erases through the page's form, as an admin does; returns the status and what the page got. */
  async function eraseThroughPage(email: string) {
    const form = new URLSearchParams({ csrf: admin.csrf, intent: "erase", email });
    const outcome = await outcomeOf(
      (privacyRoute.action as unknown as Handler)({
        request: new Request(`${SITE_ORIGIN}/inbox/privacy`, {
          method: "POST",
          headers: {
            Cookie: await sessionCookieHeader(admin.sessionId),
            Origin: SITE_ORIGIN,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form.toString(),
        }),
        context: contextFor(services),
        params: {},
      }),
    );
    if (outcome instanceof Error) return { status: 500, error: outcome };
    const result = outcome as { data: { step: string }; init: { status?: number } | null };
    return { status: result.init?.status ?? 200, step: result.data.step };
  }

  /** A visitor's form post through the public endpoint; returns the new lead's id. */
  async function submit(route: { action: unknown }, path: string, body: unknown) {
    const response = (await (route.action as (args: unknown) => Promise<Response>)({
      request: jsonPost(path, body, { Origin: SITE_ORIGIN }),
      context: requestContextFor(services),
    })) as Response;
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function detailsOf(applicationId: string) {
    const [row] = rowsOf<{ details: string }>(
      await db().execute(
        sql`select details::text as details from candidate_applications where id = ${applicationId}::uuid`,
      ),
    );
    return JSON.parse(row?.details ?? "null") as Record<string, unknown>;
  }

  it("accounts for every text and JSON column: free text to search, or fixed values", async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await db().execute(sql`
        select c.table_name, c.column_name
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
            or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
        order by 1, 2`),
    );
    expect(columns.length).toBeGreaterThan(20);
    const unaccounted = columns
      .filter(({ table_name: table, column_name: column }) => {
        if (UNSEARCHED_TABLES.has(table)) return false;
        return !FREE_TEXT_COLUMNS[table]?.includes(column) && !FIXED_TEXT_COLUMNS[table]?.includes(column);
      })
      .map(({ table_name: table, column_name: column }) => `${table}.${column}`);
    expect(unaccounted).toEqual([]);
    const both = Object.entries(FREE_TEXT_COLUMNS).flatMap(([table, names]) =>
      names.filter((name) => FIXED_TEXT_COLUMNS[table]?.includes(name)).map((name) => `${table}.${name}`),
    );
    expect(both).toEqual([]);
    // Rewritten rows are found again by their id.
    const withId = rowsOf<{ table_name: string }>(
      await db().execute(sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'id'`),
    ).map((row) => row.table_name);
    const searched = [...new Set(columns.map((column) => column.table_name))].filter(
      (table) => FREE_TEXT_COLUMNS[table],
    );
    expect(searched.filter((table) => !withId.includes(table))).toEqual([]);
  });

  it("erases a person whose lead is named 100 while another applicant's note names them and asks 100 an hour", async () => {
    await clearLeads();
    const victim = "victim@target.example";
    const hiringId = await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ name: "100", email: victim }),
    );
    const applicationId = await submit(
      candidateRoute,
      "/api/candidate-applications",
      validCandidateApplication({
        fullName: "Ana Other",
        email: "ana@other.example",
        hourlyRate: 100,
        note: `Referred by ${victim}, who pays 100 too`,
      }),
    );

    const before = await detailsOf(applicationId);
    expect(before).toMatchObject({ hourlyRate: 100 });

    const erased = await eraseThroughPage(victim);
    expect(erased).toEqual({ status: 200, step: "erased" });
    const hiring = rowsOf(
      await db().execute(sql`select 1 from hiring_requests where id = ${hiringId}::uuid`),
    );
    expect(hiring).toEqual([]);
    // The other applicant keeps every answer; only their note's mention (and the name beside it) went.
    expect(await detailsOf(applicationId)).toEqual({
      ...before,
      note: `Referred by ${ERASED}, who pays ${ERASED} too`,
    });
    const jobs = rowsOf<{ payload: string }>(
      await db().execute(
        sql`select payload::text as payload from outbox where ref_id = ${applicationId}::uuid`,
      ),
    );
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(occurs(job.payload, victim)).toBe(false);
  });

  it("erases a client's hires and trials with their request, and their address from another trial's note", async () => {
    await clearLeads();
    const victim = "client@erased.example";
    const victimRequest = await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ email: victim }),
    );
    const otherRequest = await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ email: "o@other.example" }),
    );
    const pool = await db()
      .insert(candidates)
      .values(
        [0, 1, 2, 3, 4, 5].map((index) => ({
          email: `pool${index}@pool.example`,
          name: `Pool Person${index}`,
          stage: "vetted" as const,
          poolConsentUntil: new Date(Date.now() + 86_400_000 * 365),
        })),
      )
      .returning();
    const hireFrom = async (requestId: string, ids: string[]) => {
      const change = async (fields: Record<string, unknown>) =>
        changeShortlist(db(), {
          hiringRequestId: requestId,
          actorId: admin.id,
          fields: { ...fields, revision: (await shortlistOf(db(), requestId)).shortlist?.revision ?? 1 },
        });
      for (const id of ids) await change({ intent: "shortlist-add", candidateId: id });
      const { shortlist } = await change({ intent: "shortlist-ready" });
      const today = new Date().toISOString().slice(0, 10);
      const { trial } = await hireCandidate(db(), {
        shortlistId: shortlist!.id,
        candidateId: ids[0]!,
        fields: { startsOn: today, timeZone: "UTC" },
        actor: { kind: "team", userId: admin.id },
      });
      return trial;
    };
    await hireFrom(
      victimRequest,
      pool.slice(0, 3).map((row) => row.id),
    );
    const kept = await hireFrom(
      otherRequest,
      pool.slice(3).map((row) => row.id),
    );
    await db()
      .update(trials)
      .set({ outcomeNote: `Asked ${victim} for a reference` })
      .where(eq(trials.id, kept.id));

    expect(await eraseThroughPage(victim)).toEqual({ status: 200, step: "erased" });
    const left = await db().select().from(trials);
    expect(left.map((row) => [row.id, row.outcomeNote])).toEqual([
      [kept.id, `Asked ${ERASED} for a reference`],
    ]);
  });

  it("exports a candidate's résumé metadata, never its bytes, and erases the résumé with its bytes", async () => {
    await clearLeads();
    const save = () =>
      services.resumes.save({
        bytes: MINIMAL_PDF,
        kind: "pdf",
        fileName: "Ana CV.pdf",
        clientIp: "203.0.113.7",
      });
    const resumeId = await save();
    const applicationId = await submit(
      candidateRoute,
      "/api/candidate-applications",
      validCandidateApplication({ email: "ana@example.com", resumeId }),
    );
    // Someone else's résumé stays.
    const otherResume = await save();
    await submit(
      candidateRoute,
      "/api/candidate-applications",
      validCandidateApplication({ email: "other@example.com", resumeId: otherResume }),
    );

    const exported = await exportPerson(db(), "ana@example.com");
    expect(exported.related.resumes).toMatchObject([
      {
        id: resumeId,
        application_id: applicationId,
        file_name: "Ana CV.pdf",
        kind: "pdf",
        size_bytes: MINIMAL_PDF.length,
      },
    ]);
    expect(JSON.stringify(exported)).not.toContain(MINIMAL_PDF.toString("base64").slice(0, 24));

    const files = services.inbox.files;
    expect(await files.get(`resumes/${resumeId}`)).not.toBeNull();
    await erasePerson(db(), {
      actorId: admin.id,
      address: "ana@example.com",
      mailDir: `${database.dataDir}/mail`,
      secret: "privacy-test-secret-0123456789abcdef",
      files,
    });
    expect((await db().select({ id: resumes.id }).from(resumes)).map((row) => row.id)).toEqual([otherResume]);
    // Wherever the store keeps the bytes (files beside PGlite, rows in PostgreSQL), they went too.
    expect(await files.get(`resumes/${resumeId}`)).toBeNull();
    expect(Buffer.from((await files.get(`resumes/${otherResume}`)) ?? []).equals(MINIMAL_PDF)).toBe(true);
    expect((await db().select({ key: storedFiles.key }).from(storedFiles)).map((row) => row.key)).toEqual(
      database.databaseUrl ? [`resumes/${otherResume}`] : [],
    );
  });

  it("deletes a résumé's object from a storage outside the database after the erasure commits", async () => {
    await clearLeads();
    const objects = new Map<string, Uint8Array>();
    const bucket: FileStorage = {
      inDatabase: false,
      put: async (key, bytes) => void objects.set(key, bytes),
      get: async (key) => objects.get(key) ?? null,
      delete: async (keys) => {
        for (const key of keys) objects.delete(key);
      },
    };
    const store = createResumeStore(db(), bucket);
    const resumeId = await store.save({
      bytes: MINIMAL_PDF,
      kind: "pdf",
      fileName: "cv.pdf",
      clientIp: null,
    });
    const keptId = await store.save({ bytes: MINIMAL_PDF, kind: "pdf", fileName: "cv.pdf", clientIp: null });
    await submit(
      candidateRoute,
      "/api/candidate-applications",
      validCandidateApplication({ email: "bea@example.com", resumeId }),
    );
    await erasePerson(db(), {
      actorId: admin.id,
      address: "bea@example.com",
      mailDir: `${database.dataDir}/mail`,
      secret: "privacy-test-secret-0123456789abcdef",
      files: bucket,
    });
    expect([...objects.keys()]).toEqual([`resumes/${keptId}`]);
  });

  it("never renames another person's JSON keys after the person's name", async () => {
    await clearLeads();
    const victim = "keyname@target.example";
    await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ name: "hourlyRate", email: victim }),
    );
    await submit(
      candidateRoute,
      "/api/candidate-applications",
      validCandidateApplication({
        fullName: "Note Taker",
        email: "taker@other.example",
        note: `cc ${victim}`,
      }),
    );
    const applicationId = rowsOf<{ id: string }>(
      await db().execute(sql`select id from candidate_applications where email = 'taker@other.example'`),
    )[0]?.id as string;
    const before = await detailsOf(applicationId);
    // Stored before the form validated the answers: a key named like the person and a number too
    // long for JavaScript, both to be kept exactly.
    await db().execute(sql`update candidate_applications
      set details = details || '{"note taker": {"hourlyRate": 12345678901234567890.000000000001}}'::jsonb
      where id = ${applicationId}::uuid`);

    expect(await eraseThroughPage(victim)).toEqual({ status: 200, step: "erased" });
    const after = await detailsOf(applicationId);
    expect(Object.keys(after).sort()).toEqual([...Object.keys(before), "note taker"].sort());
    expect(after.hourlyRate).toBe(before.hourlyRate);
    expect(after.note).toBe(`cc ${ERASED}`);
    const [exact] = rowsOf<{ value: string }>(
      await db().execute(sql`select details -> 'note taker' ->> 'hourlyRate' as value
        from candidate_applications where id = ${applicationId}::uuid`),
    );
    expect(exact?.value).toBe("12345678901234567890.000000000001");
  });

  it("changes nothing, e-mail files included, when its audit entry cannot be written", async () => {
    await clearLeads();
    const victim = "rollback@target.example";
    const hiringId = await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ name: "Rolf Back", email: victim }),
    );
    const otherId = await submit(
      hiringRoute,
      "/api/hiring-requests",
      validHiringRequest({ email: "other@target.example", additionalInfo: `Ask Rolf Back (${victim})` }),
    );
    // The notification about the person's lead and their acknowledgment are sent, so .eml files name them.
    const jobs = await db().select().from(outbox).where(eq(outbox.refId, hiringId));
    expect(jobs.map((job) => job.event).sort()).toEqual([
      "hiring_request.acknowledgment_requested",
      "hiring_request.created",
    ]);
    for (const job of jobs) await services.deliver(job);
    const mails = async () => (await readdir(services.inbox.mailDir)).filter((name) => name.endsWith(".eml"));
    const mailBefore = await mails();
    expect(mailBefore.length).toBeGreaterThanOrEqual(2);

    // An author the audit log does not know: its entry fails, last of all the steps.
    await expect(
      erasePerson(db(), {
        actorId: "00000000-0000-4000-8000-000000000000",
        address: victim,
        mailDir: services.inbox.mailDir,
        secret: services.inbox.secret,
      }),
    ).rejects.toThrow();
    const leads = rowsOf<{ id: string; additional_info: string | null }>(
      await db().execute(sql`select id, additional_info from hiring_requests order by received_at`),
    );
    expect(leads).toEqual([
      { id: hiringId, additional_info: expect.any(String) },
      { id: otherId, additional_info: `Ask Rolf Back (${victim})` },
    ]);
    expect(
      rowsOf(await db().execute(sql`select 1 from outbox where ref_id = ${hiringId}::uuid`)),
    ).toHaveLength(2);
    expect(rowsOf(await db().execute(sql`select 1 from audit_log where action = 'privacy.erased'`))).toEqual(
      [],
    );
    expect(await mails()).toEqual(mailBefore);

    // Run again by an admin, it goes through, and its one entry counts the e-mail files it deleted.
    const counts = await erasePerson(db(), {
      actorId: admin.id,
      address: victim,
      mailDir: services.inbox.mailDir,
      secret: services.inbox.secret,
    });
    expect(counts).toMatchObject({
      leads: { hiring_requests: 1 },
      // The notification and the acknowledgment.
      outboxRows: 2,
      scrubbedRows: 2,
      mailFiles: mailBefore.length,
    });
    expect(await mails()).toEqual([]);
    const entries = rowsOf<{ detail: Record<string, unknown> }>(
      await db().execute(sql`select detail from audit_log where action = 'privacy.erased'`),
    );
    expect(entries).toEqual([
      { detail: { addressHash: addressHash(services.inbox.secret, victim), ...counts } },
    ]);
  });

  it("deletes the copies another instance on this host wrote and names the folders it cannot reach", async () => {
    await clearLeads();
    const victim = "elsewhere@target.example";
    // A second instance's folder on this host, holding a copy that names the person, and a third
    // instance's on another machine.
    const sibling = await mkdtemp(path.join(os.tmpdir(), "latammatch-sibling-mail-"));
    try {
      await registerMailFolder(db(), sibling);
      await registerMailFolder(db(), "/srv/latammatch/mail", "worker-b.internal");
      await writeFile(
        path.join(sibling, "copy.eml"),
        `To: ${victim}\r\nSubject: Your request\r\n\r\nHello\r\n`,
      );
      await writeFile(path.join(sibling, "other.eml"), "To: someone@else.example\r\n\r\nHello\r\n");

      const counts = await erasePerson(db(), {
        actorId: admin.id,
        address: victim,
        mailDir: services.inbox.mailDir,
        secret: services.inbox.secret,
      });
      expect(counts.mailFiles).toBe(1);
      expect(counts.mailFoldersNotReached).toEqual(["worker-b.internal:/srv/latammatch/mail"]);
      expect(await readdir(sibling)).toEqual(["other.eml"]);
    } finally {
      await db()
        .delete(mailFolders)
        .where(ne(mailFolders.path, path.resolve(services.inbox.mailDir)));
      await rm(sibling, { recursive: true, force: true });
    }
  });

  /**
   * A talent pool candidate whose team-written texts (tags, notes, a rejection's note, a scorecard's
   * evidence) are `text`; answers the candidate's id and the keys of every row made.
   */
  async function addPoolRecord(name: string, email: string, text: string) {
    const [candidate] = await db()
      .insert(candidates)
      .values({
        name,
        email,
        links: [`https://example.com/${text}`],
        tags: [text],
        notes: text,
        stage: "rejected",
      })
      .returning({ id: candidates.id });
    const id = candidate?.id as string;
    const [event] = await db()
      .insert(candidateStageEvents)
      .values({
        candidateId: id,
        fromStage: "screening",
        toStage: "rejected",
        reason: "no-response",
        note: text,
      })
      .returning({ id: candidateStageEvents.id });
    const [scorecard] = await db()
      .insert(candidateScorecards)
      .values({
        candidateId: id,
        stage: "screening",
        ratings: { communication: { rating: 2, evidence: text } },
        authorId: admin.id,
      })
      .returning({ id: candidateScorecards.id });
    return {
      id,
      rows: [
        `candidates/${id}`,
        `candidate_stage_events/${event?.id}`,
        `candidate_scorecards/${scorecard?.id}`,
      ],
    };
  }

  /** Every row of every table, by table and key. */
  async function snapshot(): Promise<Map<string, Row>> {
    const tables = rowsOf<{ name: string }>(
      await db().execute(sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'`),
    );
    const rows = new Map<string, Row>();
    for (const { name } of tables) {
      // Without the candidates' search vector: the words of their name, notes and résumés, which
      // its triggers compute again from those columns whenever one changes.
      const found = rowsOf<{ row: string }>(
        await db().execute(
          sql`select (to_jsonb(t) - 'search_vector')::text as row from ${sql.raw(`"${name}"`)} t`,
        ),
      );
      for (const { row } of found) {
        const parsed = JSON.parse(row) as Row;
        rows.set(`${name}/${String(parsed.id ?? parsed.key ?? parsed.id_hash)}`, parsed);
      }
    }
    return rows;
  }

  it("never fails, leaves no trace of the address and changes nothing else, whatever the names, addresses and documents", async () => {
    const scenario = fc
      .record({ address: addressArbitrary, names: fc.array(nameArbitrary, { minLength: 1, maxLength: 2 }) })
      .chain((person) => {
        const text = textArbitrary(person);
        const json = jsonDocumentArbitrary(person);
        const other = fc.record({
          kind: fc.constantFrom("hiring", "candidate", "subscription", "estimate", "booking"),
          neighbour: fc.constantFrom(...neighbourAddresses(person.address), "someone@else.example"),
          name: text,
          company: text,
          info: fc.option(text),
          userAgent: fc.option(text),
          idempotencyKey: fc.option(text),
          attribution: json,
          details: json,
          note: fc.option(json),
          job: fc.option(fc.record({ payload: json, lastError: fc.option(text) })),
        });
        return fc.record({
          person: fc.constant(person),
          storedAs: fc.constantFrom(person.address, person.address.toUpperCase()),
          own: fc.record({
            hiring: fc.boolean(),
            candidate: fc.boolean(),
            subscription: fc.boolean(),
            estimate: fc.boolean(),
            pilot: fc.boolean(),
            booking: fc.boolean(),
          }),
          ownText: text,
          ownDetails: json,
          others: fc.array(other, { maxLength: 4 }),
          audit: fc.option(json),
        });
      });

    await fc.assert(
      fc.asyncProperty(scenario, async ({ person, storedAs, own, ownText, ownDetails, others, audit }) => {
        await clearLeads();
        const names = person.names;
        const gone = new Set<string>();
        const leads: Record<string, number> = {};
        const count = (table: string) => {
          leads[table] = (leads[table] ?? 0) + 1;
        };

        // The person's own leads, their timeline and their notification job.
        let ownHiringId: string | null = null;
        if (own.hiring) {
          const [row] = await db()
            .insert(hiringRequests)
            .values({ ...leadFields(names[0] as string, storedAs), additionalInfo: ownText })
            .returning({ id: hiringRequests.id });
          ownHiringId = row?.id as string;
          gone.add(`hiring_requests/${ownHiringId}`);
          count("hiring_requests");
          const [event] = await db()
            .insert(leadEvents)
            .values({ hiringRequestId: ownHiringId, type: "note", data: { text: ownText } })
            .returning({ id: leadEvents.id });
          gone.add(`lead_events/${event?.id}`);
          const [job] = await db()
            .insert(outbox)
            .values({
              channel: "email",
              event: "hiring_request.created",
              refId: ownHiringId,
              payload: ownDetails,
            })
            .returning({ id: outbox.id });
          gone.add(`outbox/${job?.id}`);
        }
        if (own.candidate) {
          // Their pool record, with its stage history and a scorecard, and their application.
          const candidateId = await addPoolRecord(names.at(-1) as string, storedAs.toLowerCase(), ownText);
          for (const key of candidateId.rows) gone.add(key);
          count("candidates");
          const [row] = await db()
            .insert(candidateApplications)
            .values({
              name: names.at(-1) as string,
              email: storedAs,
              details: ownDetails,
              candidateId: candidateId.id,
            })
            .returning({ id: candidateApplications.id });
          gone.add(`candidate_applications/${row?.id}`);
          count("candidate_applications");
        }
        if (own.subscription) {
          const [row] = await db()
            .insert(subscriptions)
            .values(subscriptionFields({ email: storedAs }))
            .returning({ id: subscriptions.id });
          gone.add(`subscriptions/${row?.id}`);
          count("subscriptions");
        }
        if (own.estimate) {
          const [row] = await db()
            .insert(estimateRequests)
            .values(estimateRequestFields({ email: storedAs }))
            .returning({ id: estimateRequests.id });
          gone.add(`estimate_requests/${row?.id}`);
          count("estimate_requests");
        }
        if (own.pilot) {
          const [row] = await db()
            .insert(pilotRequests)
            .values({ name: names[0] as string, email: storedAs, company: ownText, details: ownDetails })
            .returning({ id: pilotRequests.id });
          gone.add(`pilot_requests/${row?.id}`);
          count("pilot_requests");
        }
        if (own.booking) {
          const [row] = await db()
            .insert(bookings)
            .values({
              ...bookingFields(0),
              name: names[0] as string,
              email: storedAs,
              mailbox: mailboxKey(storedAs),
              company: ownText,
            })
            .returning({ id: bookings.id });
          gone.add(`bookings/${row?.id}`);
          count("bookings");
        }

        // Other people's records, whose free text may name the person.
        for (const [index, record] of others.entries()) {
          const email = record.neighbour;
          expect(occurs(email, person.address)).toBe(false);
          let leadId: string;
          let eventColumn:
            | "hiringRequestId"
            | "candidateApplicationId"
            | "subscriptionId"
            | "estimateRequestId"
            | null;
          const submission = {
            attribution: record.attribution,
            userAgent: record.userAgent,
            idempotencyKey: record.idempotencyKey === null ? null : `${index}:${record.idempotencyKey}`,
          };
          if (record.kind === "hiring") {
            const [row] = await db()
              .insert(hiringRequests)
              .values({
                ...leadFields(record.name, email),
                ...submission,
                phone: record.company,
                company: record.company,
                additionalInfo: record.info,
              })
              .returning({ id: hiringRequests.id });
            leadId = row?.id as string;
            eventColumn = "hiringRequestId";
          } else if (record.kind === "candidate") {
            // Someone else's pool record: the team's tags, notes, history and evidence may name the person.
            const pool = await addPoolRecord(record.name, `other-${index}@pool.example`, record.company);
            const [row] = await db()
              .insert(candidateApplications)
              .values({
                ...submission,
                name: record.name,
                email,
                details: record.details,
                candidateId: pool.id,
              })
              .returning({ id: candidateApplications.id });
            leadId = row?.id as string;
            eventColumn = "candidateApplicationId";
          } else if (record.kind === "subscription") {
            const [row] = await db()
              .insert(subscriptions)
              // Flagged as spam: such rows never clash with another subscription of the address.
              .values({ ...submission, ...subscriptionFields({ email }), spam: true })
              .returning({ id: subscriptions.id });
            leadId = row?.id as string;
            eventColumn = "subscriptionId";
          } else if (record.kind === "estimate") {
            const [row] = await db()
              .insert(estimateRequests)
              .values({ ...submission, ...estimateRequestFields({ email }) })
              .returning({ id: estimateRequests.id });
            leadId = row?.id as string;
            eventColumn = "estimateRequestId";
          } else {
            const [row] = await db()
              .insert(bookings)
              .values({
                ...submission,
                ...bookingFields(index + 1),
                name: record.name,
                email,
                mailbox: mailboxKey(email),
                company: record.company,
              })
              .returning({ id: bookings.id });
            leadId = row?.id as string;
            eventColumn = null;
          }
          if (record.note !== null && eventColumn) {
            await db()
              .insert(leadEvents)
              .values({ [eventColumn]: leadId, type: "note", data: record.note });
          }
          if (record.job !== null) {
            await db().insert(outbox).values({
              channel: "email",
              event: "test.event",
              refId: leadId,
              payload: record.job.payload,
              status: "failed",
              lastError: record.job.lastError,
            });
          }
        }
        if (audit !== null) {
          await db().insert(auditLog).values({ action: "test.entry", targetType: "test", detail: audit });
        }
        // Failed logins typed with the address (deleted) and with a longer one (kept); the e-mail
        // budget's counters of the address, keyed by its hash (deleted), and of the longer one (kept).
        const counter = { hits: 1, resetAt: new Date(Date.now() + 60_000) };
        const budgetKeys = addressCounterKeys(storedAs);
        await db()
          .insert(rateLimits)
          .values([
            { key: `inbox-login-account:${storedAs}`, ...counter },
            { key: `inbox-login-account:s${person.address}`, ...counter },
            ...[...budgetKeys, ...addressCounterKeys(`s${person.address}`)].map((key) => ({
              key,
              ...counter,
            })),
          ]);
        gone.add(`rate_limits/inbox-login-account:${storedAs}`);
        for (const key of budgetKeys) gone.add(`rate_limits/${key}`);

        const before = await snapshot();
        const counts = await erasePerson(db(), {
          actorId: admin.id,
          address: person.address,
          mailDir: services.inbox.mailDir,
          secret: services.inbox.secret,
        });
        const after = await snapshot();

        const problems: string[] = [];
        for (const [key, row] of before) {
          if (gone.has(key)) {
            if (after.has(key)) problems.push(`${key} was kept`);
            continue;
          }
          const now = after.get(key);
          if (!now) {
            problems.push(`${key} was deleted`);
            continue;
          }
          // The search column follows the columns it is computed from.
          const { search_document: _before, ...kept } = row;
          const { search_document: _after, ...current } = now;
          compareScrubbed(kept, current, person, key, problems);
        }
        const added = [...after.keys()].filter((key) => !before.has(key));
        expect(added).toHaveLength(1);
        const entry = after.get(added[0] as string) as Row;
        expect(entry).toMatchObject({ action: "privacy.erased", actor_id: admin.id });
        expect(entry.detail).toEqual({
          addressHash: addressHash(services.inbox.secret, person.address),
          ...counts,
        });
        for (const [key, row] of after) {
          for (const text of stringsIn(row)) {
            if (occurs(text, person.address))
              problems.push(`${key} still names the address: ${JSON.stringify(text)}`);
          }
        }
        expect(problems).toEqual([]);
        expect(counts.leads).toEqual({
          hiring_requests: 0,
          candidates: 0,
          candidate_addresses: 0,
          candidate_applications: 0,
          subscriptions: 0,
          estimate_requests: 0,
          pilot_requests: 0,
          bookings: 0,
          ...leads,
        });
      }),
      { numRuns: 40 },
    );
  }, 600_000);
});

const leadFields = (name: string, email: string) => hiringFields({ name, email, company: "Lead Co" });

const bookingFields = (slot: number) => ({
  hostId: "host-privacy",
  startsAt: new Date(Date.UTC(2031, 0, 6, 14) + slot * 30 * 60_000),
  endsAt: new Date(Date.UTC(2031, 0, 6, 14, 30) + slot * 30 * 60_000),
  timeZone: "America/New_York",
  calendarUid: `privacy-${slot}@latammatch.example`,
});
