/**
 * The consents, the withdrawal and the new résumé a candidate sends from their status page, as plain form posts:
 * each carries the record's version, is refused as stale when the record changed since the page
 * was rendered, and otherwise takes the talent pool's own rule (candidates.ts) in the same
 * transaction, so a refusal writes nothing.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { MailBudget } from "../outbox/mail-budget.server";
import { recordAudit } from "./audit";
import { lockUnchangedCandidate } from "./candidate-availability";
import { CandidateRefusal, setConsents, withdrawCandidate } from "./candidates";
import type { Database } from "./client";
import { type CandidateRow, type CandidateStageEventRow, candidates, resumes } from "./schema";

const version = z.iso.datetime({ offset: true });
/** A checkbox of a plain form: sent as "on" when ticked, absent when not. */
const checkbox = z.literal("on").optional();

const ConsentsFormSchema = z.strictObject({ stayInPool: checkbox, shareProfile: checkbox, version });
const WithdrawFormSchema = z.strictObject({ version });
const ResumeFormSchema = z.strictObject({ version });

function parsed<T>(schema: z.ZodType<T>, fields: unknown): T {
  const result = schema.safeParse(fields);
  if (!result.success) {
    throw new CandidateRefusal(
      "invalid-form",
      "The form is not the status page's.",
      // Each field's messages, keyed by the field (the form's keys are plain names).
      Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0] ?? ""), [issue.message]])),
    );
  }
  return result.data;
}

/** The candidate's two consents, as their status page's form sets them. */
export async function changeOwnConsents(
  db: Database,
  input: { candidateId: string; fields: unknown },
): Promise<CandidateRow> {
  const fields = parsed(ConsentsFormSchema, input.fields);
  return db.transaction(async (tx) => {
    await lockUnchangedCandidate(tx, input.candidateId, fields.version);
    return setConsents(tx, {
      candidateId: input.candidateId,
      stayInPool: fields.stayInPool === "on",
      shareProfile: fields.shareProfile === "on",
      actorId: null,
    });
  });
}

/**
 * The candidate withdraws, confirmed on their status page; the confirmation e-mail is queued with
 * it, within the address's budgets.
 */
export async function withdrawOwnCandidacy(
  db: Database,
  input: { candidateId: string; fields: unknown; mailBudget?: MailBudget | undefined },
): Promise<CandidateStageEventRow> {
  const fields = parsed(WithdrawFormSchema, input.fields);
  return db.transaction(async (tx) => {
    await lockUnchangedCandidate(tx, input.candidateId, fields.version);
    return withdrawCandidate(tx, {
      candidateId: input.candidateId,
      actorId: null,
      mailBudget: input.mailBudget,
    });
  });
}

/** Checks the résumé form's own fields (its version) before its file is stored; throws a refusal. */
export function checkOwnResumeForm(fields: unknown): void {
  parsed(ResumeFormSchema, fields);
}

/**
 * A résumé the candidate uploaded from their status page (stored unattached, as every upload is)
 * becomes their newest; the earlier ones, theirs or their applications', are kept. A stale form
 * attaches nothing: the upload stays unattached and the retention job deletes it after its hold.
 */
export async function attachOwnResume(
  db: Database,
  input: { candidateId: string; resumeId: string; fields: unknown },
): Promise<void> {
  const fields = parsed(ResumeFormSchema, input.fields);
  await db.transaction(async (tx) => {
    const row = await lockUnchangedCandidate(tx, input.candidateId, fields.version);
    const [attached] = await tx
      .update(resumes)
      .set({ candidateId: row.id, attachedAt: sql`now()` })
      .where(and(eq(resumes.id, input.resumeId), isNull(resumes.applicationId), isNull(resumes.candidateId)))
      .returning({ id: resumes.id });
    if (!attached) throw new Error("The uploaded résumé was not found to attach");
    await tx
      .update(candidates)
      .set({ updatedAt: sql`clock_timestamp()`, lastActivityAt: sql`now()` })
      .where(eq(candidates.id, row.id));
    await recordAudit(tx, {
      actorId: null,
      action: "candidate.resume_added",
      targetType: "candidate",
      targetId: row.id,
      detail: { by: "candidate", resumeId: attached.id },
    });
  });
}
