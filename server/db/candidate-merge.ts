/**
 * Merging two candidates who are one person (two addresses): everything that points at the merged
 * candidate moves to the kept one, the kept record's empty fields take the merged one's values, the
 * merged row is deleted, its address becomes one of the kept candidate's (so a later application
 * from it joins them), and the merge is audited on the kept candidate — in one transaction. What one
 * person can have once (a pass per shortlist, a held interview start) is kept once: the merged
 * record's duplicate is dropped first.
 * The tables that point at a candidate are read from the schema, so a table added later moves too.
 */
import { and, eq, inArray, is, sql } from "drizzle-orm";
import { alias, getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { recordAudit } from "./audit";
import { CandidateRefusal } from "./candidates";
import { type Database, parseRows } from "./client";
import { closeInterviewsForPool } from "./interview-closing";
import * as schema from "./schema";
import {
  type CandidateRow,
  candidateAddresses,
  candidates,
  interviewHolds,
  interviews,
  shortlistPasses,
  trials,
} from "./schema";
import {
  type CandidateStage,
  isClosedStage,
  PIPELINE_STAGES,
  type PipelineStage,
  STAGE_LABELS,
} from "./vetting";

/** A column of another table that names a candidate, e.g. candidate_applications.candidate_id. */
export interface CandidateReference {
  table: string;
  column: string;
}

/** Every single-column foreign key of the schema that points at the candidates table. */
export function candidateReferences(): CandidateReference[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table))
    .flatMap((config) =>
      config.foreignKeys.flatMap((foreignKey) => {
        const reference = foreignKey.reference();
        const column = reference.columns[0];
        if (
          getTableConfig(reference.foreignTable).name !== "candidates" ||
          reference.columns.length !== 1 ||
          !column
        ) {
          return [];
        }
        return [{ table: config.name, column: column.name }];
      }),
    );
}

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/**
 * How far along the pipeline a candidate got: their stage, or for a rejected or withdrawn one the
 * stage they left from (their latest move into that closed stage).
 */
async function stageReached(tx: Database, row: CandidateRow): Promise<PipelineStage> {
  if (!isClosedStage(row.stage)) return row.stage as PipelineStage;
  const [closing] = parseRows(
    "the stage a closed candidate left from",
    z.object({ from_stage: z.string() }),
    await tx.execute(sql`select from_stage from candidate_stage_events
      where candidate_id = ${row.id}::uuid and to_stage = ${row.stage}
      order by created_at desc limit 1`),
  );
  const from = closing?.from_stage;
  return (PIPELINE_STAGES as readonly string[]).includes(from ?? "") ? (from as PipelineStage) : "applied";
}

/**
 * The stage the merged record keeps: the one of the candidate who got further along the pipeline
 * (a rejection or withdrawal counts where it happened), the kept candidate's on a tie. So a merge
 * never sends someone back to an earlier stage, nor reopens or closes them by itself.
 */
async function mergedStage(
  tx: Database,
  kept: CandidateRow,
  merged: CandidateRow,
): Promise<{ stage: CandidateStage; stageChangedAt: Date; from: "kept" | "merged" }> {
  const keptReach = PIPELINE_STAGES.indexOf(await stageReached(tx, kept));
  const mergedReach = PIPELINE_STAGES.indexOf(await stageReached(tx, merged));
  return mergedReach > keptReach
    ? { stage: merged.stage, stageChangedAt: merged.stageChangedAt, from: "merged" }
    : { stage: kept.stage, stageChangedAt: kept.stageChangedAt, from: "kept" };
}

/**
 * The merged candidate's passes on a shortlist the kept one was passed on too: one person is
 * passed once per shortlist (shortlist_passes_candidate_idx), so the kept candidate's pass stays
 * and these are dropped before the move. Answers how many were dropped.
 */
async function dropDuplicatePasses(tx: Database, kept: CandidateRow, merged: CandidateRow): Promise<number> {
  const dropped = await tx
    .delete(shortlistPasses)
    .where(
      and(
        eq(shortlistPasses.candidateId, merged.id),
        inArray(
          shortlistPasses.shortlistId,
          tx
            .select({ shortlistId: shortlistPasses.shortlistId })
            .from(shortlistPasses)
            .where(eq(shortlistPasses.candidateId, kept.id)),
        ),
      ),
    )
    .returning({ id: shortlistPasses.id });
  return dropped.length;
}

/**
 * Interview times both records hold (two clients asked each record for the same hour): one person
 * is in one interview at a time, and a start is held once per candidate
 * (interview_holds_candidate_time_idx), so one of the two holds is released before the move: the
 * merged candidate's, unless only theirs is confirmed. An interview left without a time, or whose
 * confirmed time went, is cancelled (closed by the pool, as when a candidate leaves it) and
 * audited. Both candidates' rows are locked, as every interview change locks them first, so no
 * hold appears meanwhile. Answers how many holds were released.
 */
async function releaseDuplicateHolds(
  tx: Database,
  kept: CandidateRow,
  merged: CandidateRow,
  actorId: string,
): Promise<number> {
  const keptHold = alias(interviewHolds, "kept_hold");
  const mergedHold = alias(interviewHolds, "merged_hold");
  const keptInterview = alias(interviews, "kept_interview");
  const mergedInterview = alias(interviews, "merged_interview");
  const clashes = await tx
    .select({
      startsAt: keptHold.startsAt,
      keptInterviewId: keptHold.interviewId,
      keptStatus: keptInterview.status,
      mergedInterviewId: mergedHold.interviewId,
      mergedStatus: mergedInterview.status,
    })
    .from(keptHold)
    .innerJoin(
      mergedHold,
      and(eq(mergedHold.candidateId, merged.id), eq(mergedHold.startsAt, keptHold.startsAt)),
    )
    .innerJoin(keptInterview, eq(keptInterview.id, keptHold.interviewId))
    .innerJoin(mergedInterview, eq(mergedInterview.id, mergedHold.interviewId))
    .where(eq(keptHold.candidateId, kept.id));
  const losers = new Set<string>();
  for (const clash of clashes) {
    const loser =
      clash.mergedStatus === "confirmed" && clash.keptStatus !== "confirmed"
        ? clash.keptInterviewId
        : clash.mergedInterviewId;
    losers.add(loser);
    await tx
      .delete(interviewHolds)
      .where(and(eq(interviewHolds.interviewId, loser), eq(interviewHolds.startsAt, clash.startsAt)));
  }
  for (const interviewId of losers) {
    const [interview] = await tx
      .select({
        status: interviews.status,
        hiringRequestId: interviews.hiringRequestId,
        holds: sql<number>`(select count(*)::int from interview_holds h where h.interview_id = ${interviews.id})`,
      })
      .from(interviews)
      .where(eq(interviews.id, interviewId))
      .for("update");
    if (!interview || (interview.status === "requested" && Number(interview.holds) > 0)) continue;
    await closeInterviewsForPool(tx, [interviewId]);
    await recordAudit(tx, {
      actorId,
      action: "interview.cancelled",
      targetType: "interview",
      targetId: interviewId,
      detail: {
        by: "pool",
        reason: "merged-duplicate",
        hiringRequestId: interview.hiringRequestId,
        was: interview.status,
        keptId: kept.id,
        mergedId: merged.id,
      },
    });
  }
  return clashes.length;
}

const union = (first: string[], second: string[]) => [...new Set([...first, ...second])];

export interface MergeResult {
  keptId: string;
  mergedId: string;
  /** Rows moved to the kept candidate, by "table.column". */
  moved: Record<string, number>;
  /** The merged candidate's rows dropped as duplicates of the kept one's, by table. */
  dropped: { shortlistPasses: number; interviewHolds: number };
  stage: CandidateStage;
  stageFrom: "kept" | "merged";
}

/**
 * Merges `mergedId` into `keptId`. Refused, with nothing written: a candidate into themself, an
 * unknown id, and a form older than either record (`keptUpdatedAt`/`mergedUpdatedAt`, the records'
 * `updated_at` when the form was shown). The caller checks that the actor is an admin.
 */
export async function mergeCandidates(
  db: Database,
  input: {
    keptId: string;
    mergedId: string;
    keptUpdatedAt: string;
    mergedUpdatedAt: string;
    actorId: string;
  },
): Promise<MergeResult> {
  if (!z.uuid().safeParse(input.keptId).success || !z.uuid().safeParse(input.mergedId).success) {
    throw new CandidateRefusal("not-found", "There is no such candidate.");
  }
  if (input.keptId === input.mergedId) {
    throw new CandidateRefusal("invalid-form", "A candidate cannot be merged into themself.");
  }
  return db.transaction(async (tx) => {
    // Both rows locked in one statement, so two merges of the same pair cannot deadlock.
    const locked = await tx
      .select()
      .from(candidates)
      .where(sql`${candidates.id} in (${input.keptId}::uuid, ${input.mergedId}::uuid)`)
      .orderBy(candidates.id)
      .for("update");
    const kept = locked.find((row) => row.id === input.keptId);
    const merged = locked.find((row) => row.id === input.mergedId);
    if (!kept || !merged) throw new CandidateRefusal("not-found", "There is no such candidate.");
    if (
      kept.updatedAt.toISOString() !== input.keptUpdatedAt ||
      merged.updatedAt.toISOString() !== input.mergedUpdatedAt
    ) {
      throw new CandidateRefusal(
        "stale-form",
        "One of the candidates changed since you opened the comparison: review it again.",
      );
    }
    // One person is in at most one running or placed trial (server/db/trials.ts).
    const engaged = await tx
      .select({ candidateId: trials.candidateId })
      .from(trials)
      .where(
        and(inArray(trials.status, ["running", "placed"]), inArray(trials.candidateId, [kept.id, merged.id])),
      );
    if (engaged.length > 1) {
      throw new CandidateRefusal(
        "closed",
        "Both candidates are hired, in a trial or placed: record one trial's outcome before merging them.",
      );
    }
    const stage = await mergedStage(tx, kept, merged);
    const dropped = {
      shortlistPasses: await dropDuplicatePasses(tx, kept, merged),
      interviewHolds: await releaseDuplicateHolds(tx, kept, merged, input.actorId),
    };

    const moved: Record<string, number> = {};
    for (const reference of candidateReferences()) {
      const rows = parseRows(
        `move ${reference.table}.${reference.column} to the kept candidate`,
        z.unknown(),
        await tx.execute(sql`update ${ident(reference.table)} set ${ident(reference.column)} = ${kept.id}::uuid
          where ${ident(reference.column)} = ${merged.id}::uuid returning 1`),
      );
      moved[`${reference.table}.${reference.column}`] = rows.length;
    }
    // Queued e-mails about the merged candidate go on as the kept one's (erasure finds them by it).
    moved["outbox.ref_id"] = parseRows(
      "move queued e-mails to the kept candidate",
      z.unknown(),
      await tx.execute(
        sql`update outbox set ref_id = ${kept.id}::uuid where ref_id = ${merged.id}::uuid returning 1`,
      ),
    ).length;
    // The merged candidate's timeline (its audit entries) becomes part of the kept one's.
    moved["audit_log.target_id"] = parseRows(
      "move audit entries to the kept candidate",
      z.unknown(),
      await tx.execute(sql`update audit_log set target_id = ${kept.id}
        where target_type = 'candidate' and target_id = ${merged.id} returning 1`),
    ).length;

    await tx.delete(candidates).where(sql`${candidates.id} = ${merged.id}::uuid`);
    // The merged address now names the kept candidate: an application from it joins them.
    await tx
      .insert(candidateAddresses)
      .values({ email: merged.email, candidateId: kept.id })
      .onConflictDoUpdate({ target: candidateAddresses.email, set: { candidateId: kept.id } });
    await tx
      .update(candidates)
      .set({
        country: kept.country ?? merged.country,
        timeZone: kept.timeZone ?? merged.timeZone,
        languages: union(kept.languages, merged.languages),
        englishLevel: kept.englishLevel ?? merged.englishLevel,
        category: kept.category ?? merged.category,
        stacks: union(kept.stacks, merged.stacks),
        seniority: kept.seniority ?? merged.seniority,
        yearsOfExperience: kept.yearsOfExperience ?? merged.yearsOfExperience,
        hourlyRateUsd: kept.hourlyRateUsd ?? merged.hourlyRateUsd,
        hoursPerWeek: kept.hoursPerWeek ?? merged.hoursPerWeek,
        earliestStart: kept.earliestStart ?? merged.earliestStart,
        links: union(kept.links, merged.links),
        poolConsentUntil: kept.poolConsentUntil ?? merged.poolConsentUntil,
        consentsChangedAt: kept.consentsChangedAt ?? merged.consentsChangedAt,
        ownerId: kept.ownerId ?? merged.ownerId,
        tags: union(kept.tags, merged.tags),
        notes: [kept.notes, merged.notes].filter((note) => note.trim() !== "").join("\n\n"),
        stage: stage.stage,
        stageChangedAt: stage.stageChangedAt,
        createdAt: new Date(Math.min(kept.createdAt.getTime(), merged.createdAt.getTime())),
        updatedAt: sql`clock_timestamp()`,
        lastActivityAt: sql`now()`,
      })
      .where(sql`${candidates.id} = ${kept.id}::uuid`);
    // Ids, counts and stages only: the merged candidate's name and address stay out of the log.
    await recordAudit(tx, {
      actorId: input.actorId,
      action: "candidate.merged",
      targetType: "candidate",
      targetId: kept.id,
      detail: {
        mergedId: merged.id,
        moved,
        dropped,
        stage: stage.stage,
        stageFrom: stage.from,
        keptStage: kept.stage,
        mergedStage: merged.stage,
      },
    });
    return {
      keptId: kept.id,
      mergedId: merged.id,
      moved,
      dropped,
      stage: stage.stage,
      stageFrom: stage.from,
    };
  });
}

/** The sentence that tells the team which stage the merge kept, and why. */
export function mergeStageSentence(result: Pick<MergeResult, "stage" | "stageFrom">): string {
  const label = STAGE_LABELS[result.stage];
  return result.stageFrom === "merged"
    ? `Kept ${label}, the merged candidate's stage: they had got further along.`
    : `Kept ${label}, this candidate's stage: the merged one had not got further along.`;
}
