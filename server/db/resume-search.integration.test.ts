import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CandidateApplicationSchema } from "../../app/content/forms/candidate-application-schema";
import { docxWithText, pdfWithText } from "../../app/features/resumes/test-files.test-support";
import { listCandidates, parseCandidateListQuery } from "../../inbox/app/lib/candidate-list.server";
import { candidateApplicationFields } from "../../tests/support/form-payloads";
import { genuineSubmissionMeta } from "../../tests/support/submission-meta";
import { candidateVersion } from "./candidate-availability";
import { attachOwnResume } from "./candidate-own-actions";
import { candidateByEmail } from "./candidates";
import { type DatabaseHandle, openDatabase } from "./client";
import { createDatabaseFileStorage } from "./file-storage";
import { RESUME_TEXT_MAX_CHARS } from "./resume-text";
import { createResumeStore, type ResumeStore } from "./resumes";
import { candidateApplications, candidates, resumes } from "./schema";
import { createSubmissionStore } from "./submissions";
import { testDatabases } from "./test-databases";

/**
 * The résumé's text in the pool's search against a real database: read when the file is stored,
 * found by the search, moved with its application, and never in the way of keeping the upload.
 */
const databases = await testDatabases("resume-search");

describe.each(databases)("résumé text in the pool search on $name", (database) => {
  let handle: DatabaseHandle;
  let store: ResumeStore;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
    store = createResumeStore(handle.db, createDatabaseFileStorage(handle.db));
  });
  beforeEach(() =>
    handle.db.execute(sql`truncate candidates, candidate_applications, resumes, stored_files cascade`),
  );
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  /** A candidate through a genuine application, with this résumé attached when given. */
  async function apply(email: string, fullName: string, resumeId?: string) {
    const result = await createSubmissionStore(handle.db, {
      channels: () => ["email"],
      writeConcurrency: 1,
    }).storeCandidateApplication(
      {
        ...CandidateApplicationSchema.parse(candidateApplicationFields({ email, fullName })),
        ...(resumeId ? { resumeId } : {}),
      },
      genuineSubmissionMeta(),
    );
    expect(result).toMatchObject({ kind: "stored" });
    return (await candidateByEmail(handle.db, email))!;
  }
  const names = async (q: string) =>
    (await listCandidates(handle.db, parseCandidateListQuery(new URLSearchParams({ q })))).candidates.map(
      (row) => row.name,
    );
  const save = (bytes: Uint8Array, kind: "pdf" | "docx") =>
    store.save({ bytes, kind, fileName: `cv.${kind}`, clientIp: null });

  it("finds a candidate by a word that only their résumé has, PDF or Word, alone or with their name", async () => {
    const pdf = await save(
      pdfWithText([["Ingeniera de datos"], ["Certified in Quetzalcoatl pipelines"]]),
      "pdf",
    );
    await apply("valentina@example.com", "Valentina Ríos", pdf);
    const docx = await save(docxWithText(["Desenvolvedor", "Experiência com Tupinambá"]), "docx");
    await apply("joao@example.com", "João Lima", docx);
    await apply("ana@example.com", "Ana Souza");

    expect(await names("quetzalcoatl")).toEqual(["Valentina Ríos"]);
    expect(await names("QUETZAL")).toEqual(["Valentina Ríos"]);
    expect(await names("valentina pipelines")).toEqual(["Valentina Ríos"]);
    expect(await names("tupinambá")).toEqual(["João Lima"]);
    expect(await names("valentina tupinambá")).toEqual([]);
    const [row] = await handle.db.select().from(resumes).where(eq(resumes.id, pdf));
    expect(row?.text).toContain("Quetzalcoatl pipelines");
    expect(row?.textReadAt).toBeInstanceOf(Date);
  });

  it("moves the résumé's words with its application to another candidate", async () => {
    const id = await save(docxWithText(["Mapuche language tools"]), "docx");
    const from = await apply("first@example.com", "First Person", id);
    const to = await apply("second@example.com", "Second Person");
    expect(await names("mapuche")).toEqual(["First Person"]);
    await handle.db
      .update(candidateApplications)
      .set({ candidateId: to.id })
      .where(eq(candidateApplications.candidateId, from.id));
    expect(await names("mapuche")).toEqual(["Second Person"]);
    // The candidate's own fields still count beside the résumé's.
    await handle.db.update(candidates).set({ notes: "Strong in Elixir" }).where(eq(candidates.id, to.id));
    expect(await names("mapuche elixir")).toEqual(["Second Person"]);
  });

  it("finds a candidate by the words of a résumé they sent from their status page, and moves it with a merge", async () => {
    const candidate = await apply("lucia@example.com", "Lucía Paredes");
    const other = await apply("lucia.p@example.com", "Lucía P.");
    const id = await save(pdfWithText([["Experta en Nahuatlan corpora"]]), "pdf");
    await attachOwnResume(handle.db, {
      candidateId: candidate.id,
      resumeId: id,
      fields: { version: candidateVersion(candidate) },
    });
    expect(await names("nahuatlan")).toEqual(["Lucía Paredes"]);
    await handle.db.update(resumes).set({ candidateId: other.id }).where(eq(resumes.id, id));
    expect(await names("nahuatlan")).toEqual(["Lucía P."]);
  });

  it("keeps a damaged file with no text, and the upload goes on", async () => {
    const damaged = pdfWithText([["Lost words"]]).subarray(0, 150);
    const id = await save(damaged, "pdf");
    const [row] = await handle.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row).toMatchObject({ text: null, sizeBytes: damaged.byteLength });
    expect(row?.textReadAt).toBeInstanceOf(Date);
    expect(Buffer.from((await store.bytesOf(row!))!)).toEqual(Buffer.from(damaged));
    await apply("damaged@example.com", "Damaged File", id);
    expect(await names("damaged")).toEqual(["Damaged File"]);
  });

  it("keeps the first 100,000 characters of a long résumé", async () => {
    const words = Array.from({ length: 20_000 }, (_, index) => `word${index}`);
    const id = await save(docxWithText([words.join(" ")]), "docx");
    const [row] = await handle.db.select().from(resumes).where(eq(resumes.id, id));
    expect(row?.text).toHaveLength(RESUME_TEXT_MAX_CHARS);
    expect(row?.text?.startsWith("word0 word1 ")).toBe(true);
  });

  it("reads the text of résumés stored before, once, oldest first, within its limit", async () => {
    const first = await save(docxWithText(["Guarani"]), "docx");
    const second = await save(docxWithText(["Aymara"]), "docx");
    await handle.db.update(resumes).set({ text: null, textReadAt: null });
    const signal = new AbortController().signal;
    expect(await store.readEarlierTexts({ limit: 1, signal })).toBe(1);
    expect(await store.readEarlierTexts({ limit: 10, signal })).toBe(1);
    expect(await store.readEarlierTexts({ limit: 10, signal })).toBe(0);
    const texts = await handle.db.select({ id: resumes.id, text: resumes.text }).from(resumes);
    expect(new Map(texts.map((row) => [row.id, row.text]))).toEqual(
      new Map([
        [first, "Guarani"],
        [second, "Aymara"],
      ]),
    );
  });

  it("reads quotes, operators, control characters and very long input as plain words, never an error", async () => {
    await apply("carla@example.com", "Carla O'Brien-Díaz");
    for (const q of [
      "o'brien",
      '"carla"',
      "carla & !díaz",
      "carla | díaz",
      "carla:*",
      "(carla)",
      "carla <-> díaz",
      "-carla",
      "carla\\",
      "carla\u0000",
    ]) {
      expect(await names(q), q).toEqual(["Carla O'Brien-Díaz"]);
    }
    for (const q of ["'", "&|!:*()<->", "\\", "%", "_", "'; drop table candidates; --", "x".repeat(50_000)]) {
      expect(await names(q), q.slice(0, 40)).toEqual([]);
    }
    expect(await names(`carla ${"y".repeat(5_000)}`)).toEqual([]);
    expect(await handle.db.select().from(candidates)).toHaveLength(1);
  });
});
