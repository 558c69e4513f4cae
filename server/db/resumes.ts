/**
 * Résumés: metadata in table resumes, bytes in the file storage under `resumes/<id>`. An upload is
 * held unattached until an application names its id (server/db/submissions.ts attaches it in the
 * application's transaction); the retention job deletes the ones never attached.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { logger } from "../logger.server";
import type { Database } from "./client";
import type { FileStorage } from "./file-storage";
import { extractResumeText } from "./resume-text";
import { candidateApplications, type ResumeKind, type ResumeRow, resumes } from "./schema";

export interface NewResume {
  bytes: Uint8Array;
  kind: ResumeKind;
  fileName: string;
  clientIp: string | null;
}

export interface ResumeStore {
  /**
   * Stores the bytes, then the metadata with the file's text (null when it cannot be read: the
   * résumé is kept all the same); answers the new résumé's id (random, so unguessable).
   */
  save(resume: NewResume): Promise<string>;
  find(id: string): Promise<ResumeRow | null>;
  /** The résumé attached to an application, if any. */
  findByApplication(applicationId: string): Promise<ResumeRow | null>;
  /**
   * Every résumé of a candidate, newest first: those sent with any of their applications and
   * those they sent from their status page.
   */
  listOfCandidate(candidateId: string): Promise<ResumeRow[]>;
  /** One of the candidate's résumés by its id; null when it is another candidate's, or none. */
  findOfCandidate(candidateId: string, resumeId: string): Promise<ResumeRow | null>;
  /** The bytes of a résumé (null when they are gone). */
  bytesOf(resume: ResumeRow): Promise<Uint8Array | null>;
  /**
   * Reads the text of résumés stored before texts were read, oldest first, one at a time, at most
   * `limit` of them, until `signal` aborts; answers how many were read. Each is claimed first
   * (its `text_read_at` set), so instances starting together never read one twice, and a file
   * that stops a reader is not tried again.
   */
  readEarlierTexts(options: { limit: number; signal: AbortSignal }): Promise<number>;
}

export const resumeStorageKey = (id: string) => `resumes/${id}`;

/** What a stored file's text is, or null with a log line saying why (the résumé is kept all the same). */
async function readText(id: string, bytes: Uint8Array, kind: ResumeKind): Promise<string | null> {
  const read = await extractResumeText(bytes, kind);
  if (read.ok) return read.text;
  logger.warn(
    { resumeId: id, kind, sizeBytes: bytes.byteLength, reason: read.reason },
    "A résumé's text could not be read",
  );
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createResumeStore(db: Database, storage: FileStorage): ResumeStore {
  /** The candidate's résumés, by either path: one of their applications, or their status page. */
  const ofCandidate = (candidateId: string): SQL | undefined =>
    or(
      eq(resumes.candidateId, candidateId),
      inArray(
        resumes.applicationId,
        db
          .select({ id: candidateApplications.id })
          .from(candidateApplications)
          .where(eq(candidateApplications.candidateId, candidateId)),
      ),
    );
  return {
    async save({ bytes, kind, fileName, clientIp }) {
      const id = randomUUID();
      const storageKey = resumeStorageKey(id);
      await storage.put(storageKey, bytes);
      const text = await readText(id, bytes, kind);
      try {
        await db.insert(resumes).values({
          id,
          storageKey,
          kind,
          fileName,
          sizeBytes: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          clientIp,
          text,
          textReadAt: sql`now()`,
        });
      } catch (error) {
        // Bytes without metadata would never be found again: best effort, the retention job
        // deletes any that remain.
        await storage.delete([storageKey]).catch(() => {});
        throw error;
      }
      return id;
    },
    async find(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
      return row ?? null;
    },
    async findByApplication(applicationId) {
      if (!UUID.test(applicationId)) return null;
      const [row] = await db.select().from(resumes).where(eq(resumes.applicationId, applicationId));
      return row ?? null;
    },
    async listOfCandidate(candidateId) {
      if (!UUID.test(candidateId)) return [];
      return db
        .select()
        .from(resumes)
        .where(ofCandidate(candidateId))
        .orderBy(desc(resumes.uploadedAt), desc(resumes.id));
    },
    async findOfCandidate(candidateId, resumeId) {
      if (!UUID.test(candidateId) || !UUID.test(resumeId)) return null;
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, resumeId), ofCandidate(candidateId)));
      return row ?? null;
    },
    bytesOf(resume) {
      return storage.get(resume.storageKey);
    },
    async readEarlierTexts({ limit, signal }) {
      let count = 0;
      while (count < limit && !signal.aborted) {
        const [claimed] = await db
          .update(resumes)
          .set({ textReadAt: sql`now()` })
          .where(
            sql`${resumes.id} = (select id from ${resumes} where ${resumes.textReadAt} is null
              order by ${resumes.uploadedAt} limit 1 for update skip locked)`,
          )
          .returning();
        if (!claimed) break;
        const bytes = await storage.get(claimed.storageKey);
        const text = bytes ? await readText(claimed.id, bytes, claimed.kind) : null;
        if (text !== null) await db.update(resumes).set({ text }).where(eq(resumes.id, claimed.id));
        count += 1;
      }
      return count;
    },
  };
}
