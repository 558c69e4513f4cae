/**
 * Closing interviews on the pool's behalf (a hire elsewhere, a merge of duplicates): their held
 * times are released and each is cancelled by the pool, its invitation's SEQUENCE one more. The
 * caller has locked the rows and writes the audit entry that says why.
 */
import { inArray, sql } from "drizzle-orm";
import type { Database } from "./client";
import { interviewHolds, interviews } from "./schema";

export async function closeInterviewsForPool(tx: Database, interviewIds: readonly string[]): Promise<void> {
  if (interviewIds.length === 0) return;
  const ids = [...interviewIds];
  await tx.delete(interviewHolds).where(inArray(interviewHolds.interviewId, ids));
  await tx
    .update(interviews)
    .set({
      status: "cancelled",
      closedBy: "pool",
      closedAt: sql`now()`,
      updatedAt: sql`clock_timestamp()`,
      calendarSequence: sql`${interviews.calendarSequence} + 1`,
    })
    .where(inArray(interviews.id, ids));
}
