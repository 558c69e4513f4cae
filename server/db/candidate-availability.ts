/**
 * What a candidate changes themself on their status page: availability (hours a week, earliest
 * start), expected rate and IANA time zone. The form carries the record's version (its
 * `updatedAt` when the page was rendered): a form older than the record, or with a value out of
 * bounds, is refused with a CandidateRefusal and nothing is written.
 */
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "./audit";
import { CandidateRefusal } from "./candidates";
import type { Database } from "./client";
import { type CandidateRow, candidates } from "./schema";

const TIME_ZONES: ReadonlySet<string> = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);

/** True for a canonical IANA time zone name (or "UTC"), as the pool stores them. */
export function isIanaTimeZone(zone: string): boolean {
  return TIME_ZONES.has(zone);
}

/** The highest rate the column holds (numeric(7, 2)). */
const RATE_MAX_USD = 99_999.99;

/** The form's answers, as strings from a plain POST, with the record's version. */
const CandidateAvailabilitySchema = z.strictObject({
  hoursPerWeek: z.coerce.number().int().min(1).max(168),
  /** A real calendar day, YYYY-MM-DD (zod's ISO date knows the length of each month). */
  earliestStart: z.iso.date(),
  hourlyRateUsd: z.coerce
    .number()
    .positive()
    .max(RATE_MAX_USD)
    .refine((rate) => Math.round(rate * 100) === rate * 100, "At most two decimals."),
  timeZone: z.string().refine(isIanaTimeZone, "Not an IANA time zone."),
  version: z.iso.datetime({ offset: true }),
});

/** The version a status page's forms carry for the record. */
export function candidateVersion(row: Pick<CandidateRow, "updatedAt">): string {
  return row.updatedAt.toISOString();
}

/**
 * The candidate row locked for a change from their status page, refused as stale when it changed
 * since the page carrying `version` was rendered.
 */
export async function lockUnchangedCandidate(
  tx: Database,
  candidateId: string,
  version: string,
): Promise<CandidateRow> {
  const [row] = z.uuid().safeParse(candidateId).success
    ? await tx.select().from(candidates).where(eq(candidates.id, candidateId)).for("update")
    : [];
  if (!row) throw new CandidateRefusal("not-found", "There is no such candidate.");
  if (candidateVersion(row) !== new Date(version).toISOString()) {
    throw new CandidateRefusal("stale-form", "The record changed since this page was opened: reload it.");
  }
  return row;
}

/** Stores the candidate's own availability, rate and time zone, with its audit entry. */
export async function updateCandidateAvailability(
  db: Database,
  input: { candidateId: string; fields: unknown },
): Promise<CandidateRow> {
  const parsed = CandidateAvailabilitySchema.safeParse(input.fields);
  if (!parsed.success) {
    throw new CandidateRefusal(
      "invalid-availability",
      "Check the availability, rate and time zone.",
      z.flattenError(parsed.error).fieldErrors,
    );
  }
  const fields = parsed.data;
  return db.transaction(async (tx) => {
    const row = await lockUnchangedCandidate(tx, input.candidateId, fields.version);
    const [updated] = await tx
      .update(candidates)
      .set({
        hoursPerWeek: fields.hoursPerWeek,
        earliestStart: fields.earliestStart,
        hourlyRateUsd: fields.hourlyRateUsd,
        timeZone: fields.timeZone,
        updatedAt: sql`clock_timestamp()`,
        lastActivityAt: sql`now()`,
      })
      .where(eq(candidates.id, row.id))
      .returning();
    if (!updated) throw new Error("The candidate's availability was not stored");
    await recordAudit(tx, {
      actorId: null,
      action: "candidate.availability_changed",
      targetType: "candidate",
      targetId: row.id,
      detail: { by: "candidate" },
    });
    return updated;
  });
}
