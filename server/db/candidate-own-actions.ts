/**
 * The consents and the withdrawal a candidate sends from their status page, as plain form posts:
 * each carries the record's version, is refused as stale when the record changed since the page
 * was rendered, and otherwise takes the talent pool's own rule (candidates.ts) in the same
 * transaction, so a refusal writes nothing.
 */
import { z } from "zod";
import type { MailBudget } from "../outbox/mail-budget.server";
import { lockUnchangedCandidate } from "./candidate-availability";
import { CandidateRefusal, setConsents, withdrawCandidate } from "./candidates";
import type { Database } from "./client";
import type { CandidateRow, CandidateStageEventRow } from "./schema";

const version = z.iso.datetime({ offset: true });
/** A checkbox of a plain form: sent as "on" when ticked, absent when not. */
const checkbox = z.literal("on").optional();

const ConsentsFormSchema = z.strictObject({ stayInPool: checkbox, shareProfile: checkbox, version });
const WithdrawFormSchema = z.strictObject({ version });

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
