import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getOpeningBySlug } from "~/features/jobs/openings.server";
import { type Database, rowsOf } from "~server/db/client";
import { testDatabases } from "~server/db/test-databases";
import { type RunningServices, startServices } from "~server/services.server";
import { testEnv } from "../../../tests/support/integration";
import { getLeadDetail } from "./lead-detail.server";
import { listLeads, parseLeadListQuery } from "./lead-list.server";
import { OPENING_APPLICATIONS_LIMIT, openingApplications } from "./opening-applications.server";

const databases = await testDatabases("opening-applications");

describe.each(databases)("an opening's applications on $name", (database) => {
  let services: RunningServices;
  let db: Database;

  beforeAll(async () => {
    services = await startServices(
      testEnv({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { outbox: { enabled: false }, retention: { enabled: false }, log: () => {} },
    );
    db = services.database.db;
  });
  beforeEach(async () => {
    await db.execute(sql`truncate candidate_applications cascade`);
  });
  afterAll(async () => {
    await services?.stop();
    await database.drop();
  });

  let minute = 0;
  async function apply(
    name: string,
    job: string | null,
    options: { status?: string; spam?: boolean; resume?: boolean } = {},
  ): Promise<string> {
    minute += 1;
    const details = job ? { job, role: "frontend" } : { role: "frontend" };
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`
        insert into candidate_applications (name, email, details, status, spam, received_at)
        values (${name}, ${`${name.toLowerCase().replace(/\W+/g, ".")}@mail.example`},
          ${JSON.stringify(details)}::jsonb, ${options.status ?? "new"}, ${options.spam ?? false},
          timestamptz '2026-11-01 09:00+00' + ${minute} * interval '1 minute')
        returning id`),
    );
    if (options.resume) {
      await db.execute(sql`
        insert into resumes (storage_key, kind, file_name, size_bytes, sha256, application_id, attached_at)
        values (${`resumes/${row!.id}`}, 'pdf', 'cv.pdf', 1234, ${"a".repeat(64)}, ${row!.id}::uuid, now())`);
    }
    return row!.id;
  }

  it("keeps each opening's applications apart, newest first, counts them by status and flags résumés", async () => {
    const ana = await apply("Ana Lima", "senior-frontend", { resume: true });
    const bruno = await apply("Bruno Díaz", "senior-frontend", { status: "screening" });
    const carla = await apply("Carla Ruiz", "senior-frontend", { status: "screening", resume: true });
    await apply("Diego Paz", "data-engineer", { status: "interview", resume: true });
    await apply("Elena Sol", null);
    await apply("Spam Bot", "senior-frontend", { spam: true, resume: true });

    const frontend = await openingApplications(db, "senior-frontend");
    expect(frontend.total).toBe(3);
    expect(frontend.applications.map((each) => each.name)).toEqual(["Carla Ruiz", "Bruno Díaz", "Ana Lima"]);
    expect(frontend.applications.map((each) => each.id)).toEqual([carla, bruno, ana]);
    expect(frontend.applications.map((each) => each.statusLabel)).toEqual(["Screening", "Screening", "New"]);
    expect(frontend.applications.map((each) => each.resumePath)).toEqual([
      `/inbox/leads/candidate-applications/${carla}/resume`,
      null,
      `/inbox/leads/candidate-applications/${ana}/resume`,
    ]);
    expect(frontend.applications[0]!.receivedAt).toBe("2026-11-01T09:03:00.000Z");
    expect(frontend.counts).toEqual([
      { status: "new", label: "New", count: 1 },
      { status: "screening", label: "Screening", count: 2 },
      { status: "interview", label: "Interview", count: 0 },
      { status: "accepted", label: "Accepted", count: 0 },
      { status: "rejected", label: "Rejected", count: 0 },
    ]);
    expect(frontend.listPath).toBe("/inbox?kind=candidate-applications&job=senior-frontend");

    const data = await openingApplications(db, "data-engineer");
    expect(data.applications.map((each) => [each.name, each.statusLabel, each.resumePath !== null])).toEqual([
      ["Diego Paz", "Interview", true],
    ]);
    expect(data.counts.filter((each) => each.count > 0)).toEqual([
      { status: "interview", label: "Interview", count: 1 },
    ]);

    const none = await openingApplications(db, "no-such-job");
    expect(none).toMatchObject({ applications: [], total: 0 });
  });

  it("lists at most the newest 50 and counts them all; the lead list filters by the same job", async () => {
    for (let index = 0; index < OPENING_APPLICATIONS_LIMIT + 2; index += 1) {
      await apply(`Candidate ${index}`, "qa-analyst", { status: index % 2 ? "rejected" : "new" });
    }
    await apply("Other Job", "data-engineer");
    const qa = await openingApplications(db, "qa-analyst");
    expect(qa.applications).toHaveLength(OPENING_APPLICATIONS_LIMIT);
    expect(qa.applications[0]!.name).toBe(`Candidate ${OPENING_APPLICATIONS_LIMIT + 1}`);
    expect(qa.total).toBe(OPENING_APPLICATIONS_LIMIT + 2);
    expect(qa.counts.find((each) => each.status === "rejected")?.count).toBe(26);

    const list = await listLeads(db, parseLeadListQuery(new URLSearchParams(qa.listPath.split("?")[1])));
    expect(list.total).toBe(OPENING_APPLICATIONS_LIMIT + 2);
    expect(list.leads.every((lead) => lead.name?.startsWith("Candidate "))).toBe(true);
    const quarantined = parseLeadListQuery(
      new URLSearchParams(`${qa.listPath.split("?")[1]}&spam=quarantined`),
    );
    expect((await listLeads(db, quarantined)).total).toBe(0);
  });

  it("shows an application's job opening by its title, linking to the opening in the inbox", async () => {
    const [opening] = rowsOf<{ id: string; slug: string }>(
      await db.execute(sql`select id, slug from job_openings order by slug limit 1`),
    );
    expect(opening).toBeDefined();
    const title = (await getOpeningBySlug(db, opening!.slug))!.title;
    const id = await apply("Fernanda Costa", opening!.slug);
    const lead = await getLeadDetail(db, "candidate-applications", id);
    expect(lead?.fields.find((field) => field.label.startsWith("Job opening"))).toEqual({
      label: "Job opening (/jobs/…)",
      value: opening!.slug,
      link: { href: `/inbox/openings/${opening!.id}`, text: title },
    });
    const other = await getLeadDetail(db, "candidate-applications", await apply("Gabriel Luz", "gone-job"));
    expect(other?.fields.find((field) => field.label.startsWith("Job opening"))).toEqual({
      label: "Job opening (/jobs/…)",
      value: "gone-job",
    });
  });
});
