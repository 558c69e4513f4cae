/**
 * The candidate page's data and changes. The vetting (scorecards, stage moves, rejection,
 * withdrawal) goes through the pool's store (server/db/candidates.ts), whose refusals become the
 * answer's status; the record's edits are checked here and written with their audit entry, which
 * is also the candidate's timeline. Every signed-in user may view, score and move a candidate.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { seniorityLevels } from "~/content/seniority";
import { revokeStatusTokens } from "~server/db/candidate-tokens";
import {
  addScorecard,
  CandidateRefusal,
  moveStage,
  rejectCandidate,
  scoresOf,
  stageHistoryOf,
  withdrawCandidate,
} from "~server/db/candidates";
import { type Database, dbTimestamp, parseRows } from "~server/db/client";
import { createResumeStore } from "~server/db/resumes";
import { candidates } from "~server/db/schema";
import {
  type CandidateStage,
  ENGLISH_LEVELS_CEFR,
  EVIDENCE_MAX_LENGTH,
  isClosedStage,
  isPipelineStage,
  nextStage,
  type PipelineStage,
  RATING_MAX,
  RATING_MIN,
  REJECTION_NOTE_MAX_LENGTH,
  REJECTION_REASONS,
  STAGE_CRITERIA,
  STAGE_LABELS,
} from "~server/db/vetting";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import { CSRF_FIELD_NAME } from "../components/csrf-field";
import { recordAudit } from "./audit.server";
import { auditActionLabel } from "./audit-actions";
import type { InboxServices } from "./inbox-services.server";
import { candidateResumeDownloadPath, resumeFacts } from "./lead-resume.server";
import { isUuid } from "./lead-tables.server";
import { statusLabel } from "./pipelines";

const NOTES_MAX_LENGTH = 10_000;
const TAGS_MAX = 20;
const TAG_MAX_LENGTH = 40;

/** The record's fields the team edits on the page, as the form sends them. */
const EDITABLE_FIELDS = [
  "owner",
  "country",
  "timeZone",
  "englishLevel",
  "seniority",
  "hourlyRateUsd",
  "hoursPerWeek",
  "earliestStart",
  "tags",
  "notes",
] as const;
type EditableField = (typeof EDITABLE_FIELDS)[number];

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable());

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return value.includes("/") || value === "UTC";
  } catch {
    return false;
  }
}

const RecordSchema = z.strictObject({
  owner: optional(z.string().refine(isUuid, "Choose an inbox user.")),
  country: optional(z.enum(SERVED_COUNTRIES.map((country) => country.code))),
  timeZone: optional(z.string().max(64).refine(isTimeZone, "Write an IANA time zone, e.g. America/Bogota.")),
  englishLevel: optional(z.enum(ENGLISH_LEVELS_CEFR)),
  seniority: optional(z.enum(seniorityLevels.map((level) => level.value))),
  hourlyRateUsd: optional(
    z.coerce
      .number({ error: "Write a rate in USD." })
      .positive("Write a rate above 0.")
      .max(99_999, "Write a rate below 100,000.")
      .refine((value) => Math.round(value * 100) === value * 100, "At most two decimals."),
  ),
  hoursPerWeek: optional(
    z.coerce
      .number({ error: "Write whole hours." })
      .int("Write whole hours.")
      .min(1)
      .max(168, "At most 168."),
  ),
  earliestStart: optional(z.iso.date("Write a day.")),
  tags: z
    .string()
    .max(TAGS_MAX * (TAG_MAX_LENGTH + 2), "Too many tags.")
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((tag) => tag.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(z.string().max(TAG_MAX_LENGTH, `Keep each tag within ${TAG_MAX_LENGTH} characters.`))
        .max(TAGS_MAX, `At most ${TAGS_MAX} tags.`),
    ),
  notes: z.string().max(NOTES_MAX_LENGTH, `Keep the notes within ${NOTES_MAX_LENGTH} characters.`),
});
type RecordInput = z.infer<typeof RecordSchema>;

const COLUMN: Record<EditableField, keyof typeof candidates.$inferSelect> = {
  owner: "ownerId",
  country: "country",
  timeZone: "timeZone",
  englishLevel: "englishLevel",
  seniority: "seniority",
  hourlyRateUsd: "hourlyRateUsd",
  hoursPerWeek: "hoursPerWeek",
  earliestStart: "earliestStart",
  tags: "tags",
  notes: "notes",
};

export type CandidateActionResult =
  | { ok: true; message: string }
  | { ok: false; status: 400 | 403 | 404 | 409; message: string; errors: Record<string, string> };

export const refused = (
  status: 400 | 403 | 404 | 409,
  message: string,
  errors: Record<string, string> = {},
): CandidateActionResult => ({ ok: false, status, message, errors });

/** The form's fields but the CSRF token and the intent; a key outside `allowed` refuses it. */
export function fieldsOf(form: FormData, allowed: (key: string) => boolean): Record<string, string> | string {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (key === CSRF_FIELD_NAME || key === "intent") continue;
    if (!allowed(key)) return `The form sent an unexpected field: ${key.slice(0, 40)}.`;
    if (typeof value !== "string") return "The form sent a file where text belongs.";
    if (key in fields) return `The form sent ${key.slice(0, 40)} twice.`;
    fields[key] = value;
  }
  return fields;
}

/** The record's edit: refused when the candidate changed since the form was loaded. */
async function saveRecord(
  db: Database,
  id: string,
  form: FormData,
  actorId: string,
): Promise<CandidateActionResult> {
  const fields = fieldsOf(
    form,
    (key) => key === "updatedAt" || (EDITABLE_FIELDS as readonly string[]).includes(key),
  );
  if (typeof fields === "string") return refused(400, fields);
  const { updatedAt, ...values } = fields;
  const parsed = RecordSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      errors[key] ??=
        issue.code === "unrecognized_keys" ? "Every field of the record is needed." : issue.message;
    }
    return refused(400, "Check the highlighted fields.", errors);
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(candidates).where(eq(candidates.id, id)).for("update");
    if (!before) return refused(404, "There is no such candidate.");
    if (updatedAt !== before.updatedAt.toISOString()) {
      return refused(
        409,
        "Someone changed this candidate since you opened the page: reload it and edit again.",
      );
    }
    const input: RecordInput = parsed.data;
    if (input.owner) {
      const [owner] = parseRows(
        "an active inbox user",
        z.object({ id: z.string() }),
        await tx.execute(
          sql`select id from inbox_users where id = ${input.owner}::uuid and disabled_at is null`,
        ),
      );
      if (!owner) return refused(400, "Check the highlighted fields.", { owner: "Choose an inbox user." });
    }
    const changes: Record<string, unknown> = {};
    for (const field of EDITABLE_FIELDS) {
      const next = input[field];
      const current = before[COLUMN[field]];
      if (JSON.stringify(current ?? null) !== JSON.stringify(next ?? null)) changes[COLUMN[field]] = next;
    }
    const changed = EDITABLE_FIELDS.filter((field) => COLUMN[field] in changes);
    if (changed.length === 0) return { ok: true, message: "Nothing changed." };
    await tx
      .update(candidates)
      .set({ ...changes, updatedAt: sql`clock_timestamp()`, lastActivityAt: sql`now()` })
      .where(eq(candidates.id, id));
    // The log names the fields, never their text (notes and tags may say anything about the person).
    await recordAudit(tx, {
      actorId,
      action: "candidate.updated",
      targetType: "candidate",
      targetId: id,
      detail: { fields: changed },
    });
    return { ok: true, message: "Saved the record." };
  });
}

/** A scorecard posted as `rating.<criterion>` and `evidence.<criterion>` for the stage it was shown for. */
async function postScorecard(
  db: Database,
  id: string,
  form: FormData,
  actorId: string,
): Promise<CandidateActionResult> {
  const fields = fieldsOf(form, (key) => key === "stage" || /^(rating|evidence)\.[a-z-]{1,40}$/.test(key));
  if (typeof fields === "string") return refused(400, fields);
  const ratings: Record<string, { rating?: number; evidence?: string }> = {};
  for (const [key, value] of Object.entries(fields)) {
    const [kind, criterion] = key.split(".") as [string, string];
    if (!criterion) continue;
    const entry = ratings[criterion] ?? {};
    ratings[criterion] = entry;
    if (kind === "rating") entry.rating = value === "" ? Number.NaN : Number(value);
    else entry.evidence = value;
  }
  await addScorecard(db, { candidateId: id, stage: fields.stage ?? "", ratings, authorId: actorId });
  return { ok: true, message: "Added your scorecard." };
}

/** Runs the page's form by its `intent`; a vetting rule's refusal is its answer, nothing written. */
export async function runCandidateAction(
  db: Database,
  input: { id: string; form: FormData; actorId: string; mailBudget?: MailBudget | undefined },
): Promise<CandidateActionResult> {
  const { id, form, actorId, mailBudget } = input;
  if (!isUuid(id)) return refused(404, "There is no such candidate.");
  const intent = form.get("intent");
  try {
    if (intent === "save") return await saveRecord(db, id, form, actorId);
    if (intent === "scorecard") return await postScorecard(db, id, form, actorId);
    if (intent === "move") {
      const fields = fieldsOf(form, (key) => key === "to");
      if (typeof fields === "string") return refused(400, fields);
      const event = await moveStage(db, { candidateId: id, to: fields.to ?? "", actorId, mailBudget });
      return { ok: true, message: `Moved to ${STAGE_LABELS[event.toStage]}.` };
    }
    if (intent === "reject") {
      const fields = fieldsOf(form, (key) => key === "reason" || key === "note");
      if (typeof fields === "string") return refused(400, fields);
      await rejectCandidate(db, {
        candidateId: id,
        reason: fields.reason ?? "",
        note: fields.note,
        actorId,
        mailBudget,
      });
      return { ok: true, message: "Rejected the candidate." };
    }
    if (intent === "withdraw") {
      const fields = fieldsOf(form, () => false);
      if (typeof fields === "string") return refused(400, fields);
      await withdrawCandidate(db, { candidateId: id, actorId, mailBudget });
      return { ok: true, message: "Recorded the withdrawal." };
    }
    if (intent === "revoke-links") {
      const fields = fieldsOf(form, () => false);
      if (typeof fields === "string") return refused(400, fields);
      const closed = await revokeStatusTokens(db, { candidateId: id, actorId });
      return {
        ok: true,
        message: `Closed ${closed} status ${closed === 1 ? "link" : "links"}; the candidate is mailed a new one.`,
      };
    }
  } catch (error) {
    if (error instanceof CandidateRefusal) {
      const errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([key, messages]) => [key, messages[0] ?? ""]),
      );
      return refused(error.status, error.message, errors);
    }
    throw error;
  }
  return refused(400, "Unknown action.");
}

const iso = (value: Date | string) => new Date(value).toISOString();

const applicationRow = z.object({
  id: z.string(),
  received_at: dbTimestamp,
  status: z.string(),
  locale: z.string(),
  job: z.string().nullable(),
  job_title: z.string().nullable(),
});

/** An audit entry on the candidate's timeline; an entry that changed fields names them. */
const timelineRow = z.object({
  // A bigint: the drivers answer with its text.
  seq: z.coerce.number(),
  action: z.string(),
  detail: z.looseObject({ fields: z.array(z.string()).optional().catch(undefined) }),
  created_at: dbTimestamp,
  actor: z.string().nullable(),
});

/** Everything the candidate page shows, or undefined for an unknown id. */
export async function candidatePage(inbox: Pick<InboxServices, "db" | "files">, id: string) {
  const { db } = inbox;
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(candidates).where(eq(candidates.id, id));
  if (!row) return undefined;
  const [resumeRows, history, scores, applications, timeline, users] = await Promise.all([
    createResumeStore(db, inbox.files).listOfCandidate(id),
    stageHistoryOf(db, id),
    scoresOf(db, id),
    db.execute(sql`select a.id, a.received_at, a.status, a.locale, a.details->>'job' as job, o.title as job_title
      from candidate_applications a left join job_openings o on o.slug = a.details->>'job'
      where a.candidate_id = ${id}::uuid order by a.received_at desc`),
    db.execute(sql`select a.seq, a.action, a.detail, a.created_at, u.email as actor
      from audit_log a left join inbox_users u on u.id = a.actor_id
      where a.target_type = 'candidate' and a.target_id = ${id} order by a.seq desc limit 100`),
    db.execute(sql`select id, email from inbox_users where disabled_at is null order by email`),
  ]);
  const emails = new Map(
    parseRows("active inbox users", z.object({ id: z.string(), email: z.string() }), users).map((user) => [
      user.id,
      user.email,
    ]),
  );
  const who = (userId: string | null) => (userId ? (emails.get(userId) ?? "A former user") : "The candidate");
  const applicationList = parseRows("a candidate's applications", applicationRow, applications).map(
    (application) => ({
      id: application.id,
      receivedAt: iso(application.received_at),
      status: statusLabel("candidate-applications", application.status),
      locale: application.locale,
      job: application.job,
      jobTitle: application.job_title,
    }),
  );
  const stage = row.stage;
  const scoring = isPipelineStage(stage) ? (STAGE_CRITERIA[stage] ?? []) : [];
  const next = isPipelineStage(stage) ? nextStage(stage as PipelineStage) : null;
  return {
    candidate: {
      id: row.id,
      name: row.name,
      email: row.email,
      locale: row.locale,
      categoryName: categories.find((category) => category.slug === row.category)?.name ?? row.category,
      stacks: row.stacks,
      yearsOfExperience: row.yearsOfExperience,
      languages: row.languages,
      links: row.links,
      stage,
      stageLabel: STAGE_LABELS[stage],
      stageChangedAt: iso(row.stageChangedAt),
      createdAt: iso(row.createdAt),
      updatedAt: row.updatedAt.toISOString(),
      closed: isClosedStage(stage),
    },
    record: {
      owner: row.ownerId ?? "",
      country: row.country ?? "",
      timeZone: row.timeZone ?? "",
      englishLevel: row.englishLevel ?? "",
      seniority: row.seniority ?? "",
      hourlyRateUsd: row.hourlyRateUsd === null ? "" : String(row.hourlyRateUsd),
      hoursPerWeek: row.hoursPerWeek === null ? "" : String(row.hoursPerWeek),
      earliestStart: row.earliestStart ?? "",
      tags: row.tags.join(", "),
      notes: row.notes,
    } satisfies Record<EditableField, string>,
    choices: {
      users: [...emails].map(([value, label]) => ({ value, label })),
      countries: SERVED_COUNTRIES.map((country) => ({ value: country.code, label: country.name })),
      englishLevels: ENGLISH_LEVELS_CEFR.map((level) => ({ value: level, label: level })),
      seniorities: seniorityLevels.map((level) => ({ value: level.value, label: level.label })),
      reasons: REJECTION_REASONS.map((reason) => ({
        value: reason.key,
        label: reason.label,
        text: reason.message.en,
      })),
    },
    limits: {
      ratingMin: RATING_MIN,
      ratingMax: RATING_MAX,
      evidence: EVIDENCE_MAX_LENGTH,
      note: REJECTION_NOTE_MAX_LENGTH,
      notes: NOTES_MAX_LENGTH,
    },
    scoring: isClosedStage(stage) ? [] : scoring.map(({ key, label, guide }) => ({ key, label, guide })),
    next: next && !isClosedStage(stage) ? { stage: next, label: STAGE_LABELS[next] } : null,
    applications: applicationList,
    // The newest is the current one; the earlier ones are kept.
    resumes: resumeRows.map((resume, index) => ({
      id: resume.id,
      ...resumeFacts(resume, candidateResumeDownloadPath(id, resume.id)),
      current: index === 0,
      // Null: sent from the status page.
      application: resume.applicationId
        ? (applicationList.find((application) => application.id === resume.applicationId) ?? null)
        : null,
    })),
    history: history.map((event) => ({
      id: event.id,
      from: STAGE_LABELS[event.fromStage],
      to: STAGE_LABELS[event.toStage],
      by: who(event.actorId),
      at: iso(event.createdAt),
      reason: REJECTION_REASONS.find((reason) => reason.key === event.reason)?.label ?? null,
      note: event.note,
    })),
    scores: scores.map((entry) => ({
      stage: entry.stage,
      stageLabel: STAGE_LABELS[entry.stage as CandidateStage],
      average: entry.average,
      scorecards: entry.scorecards.map((scorecard) => ({
        id: scorecard.id,
        by: who(scorecard.authorId),
        at: iso(scorecard.createdAt),
        ratings: (STAGE_CRITERIA[entry.stage as PipelineStage] ?? []).map((criterion) => ({
          key: criterion.key,
          label: criterion.label,
          rating: scorecard.ratings[criterion.key]?.rating ?? null,
          evidence: scorecard.ratings[criterion.key]?.evidence ?? "",
        })),
      })),
    })),
    timeline: parseRows("a candidate's audit entries", timelineRow, timeline).map((entry) => ({
      seq: entry.seq,
      label: auditActionLabel(entry.action),
      by: entry.actor ?? "The candidate",
      at: iso(entry.created_at),
      fields: entry.detail.fields ?? [],
    })),
  };
}
export type CandidatePageData = NonNullable<Awaited<ReturnType<typeof candidatePage>>>;
