import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { auditLog } from "./schema";

export interface AuditInput {
  /** The signed-in user who acted, or null (e.g. a failed login for an unknown address). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  /** Ids, counts, from/to values: never passwords, codes, secrets or a person's data. */
  detail?: Record<string, unknown>;
}

/**
 * Writes one audit entry. Pass the transaction that makes the change, so the entry exists exactly
 * when the change does. The time is the clock's, not the transaction's start, so entries written
 * in one transaction keep their order.
 */
export async function recordAudit(db: Database, input: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: input.actorId,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    detail: input.detail ?? {},
    createdAt: sql`clock_timestamp()`,
  });
}
