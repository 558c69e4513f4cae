/**
 * Résumés: metadata in table resumes, bytes in the file storage under `resumes/<id>`. An upload is
 * held unattached until an application names its id (server/db/submissions.ts attaches it in the
 * application's transaction); the retention job deletes the ones never attached.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import type { FileStorage } from "./file-storage";
import { type ResumeKind, type ResumeRow, resumes } from "./schema";

export interface NewResume {
  bytes: Uint8Array;
  kind: ResumeKind;
  fileName: string;
  clientIp: string | null;
}

export interface ResumeStore {
  /** Stores the bytes, then the metadata; answers the new résumé's id (random, so unguessable). */
  save(resume: NewResume): Promise<string>;
  find(id: string): Promise<ResumeRow | null>;
  /** The résumé attached to an application, if any. */
  findByApplication(applicationId: string): Promise<ResumeRow | null>;
  /** The bytes of a résumé (null when they are gone). */
  bytesOf(resume: ResumeRow): Promise<Uint8Array | null>;
}

export const resumeStorageKey = (id: string) => `resumes/${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createResumeStore(db: Database, storage: FileStorage): ResumeStore {
  return {
    async save({ bytes, kind, fileName, clientIp }) {
      const id = randomUUID();
      const storageKey = resumeStorageKey(id);
      await storage.put(storageKey, bytes);
      try {
        await db.insert(resumes).values({
          id,
          storageKey,
          kind,
          fileName,
          sizeBytes: bytes.byteLength,
          sha256: createHash("sha256").update(bytes).digest("hex"),
          clientIp,
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
    bytesOf(resume) {
      return storage.get(resume.storageKey);
    },
  };
}
