/** The shortlist tests' fresh start: an empty pool, one inbox user and one hiring request. */
import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { hiringRequests, inboxUsers } from "../../server/db/schema";
import { hiringFields } from "./form-payloads";

/** Empties the tables a shortlist touches and stores the user who acts and the request, received at `receivedAt`. */
export async function freshShortlistRequest(
  db: Database,
  receivedAt: Date = new Date(),
): Promise<{ actorId: string; requestId: string }> {
  await db.execute(sql`truncate hiring_requests, candidates, audit_log, inbox_users cascade`);
  const [user] = await db
    .insert(inboxUsers)
    .values({ email: "sam@latammatch.example", role: "sales", passwordHash: "x" })
    .returning();
  const [request] = await db
    .insert(hiringRequests)
    .values({ ...hiringFields(), primaryGoal: "Hire LATAM developers", receivedAt })
    .returning();
  return { actorId: user!.id, requestId: request!.id };
}
