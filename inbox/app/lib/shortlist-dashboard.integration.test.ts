import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~server/db/client";
import { hiringRequests, shortlists } from "~server/db/schema";
import { testDatabases } from "~server/db/test-databases";
import { hiringFields } from "../../../tests/support/form-payloads";
import { shortlistClockFigures } from "./shortlist-dashboard.server";

/** The dashboard's 48-hour clock figures from known requests, on both databases. */
const databases = await testDatabases("shortlist-dashboard");
const HOUR_MS = 3_600_000;
const NOW = new Date("2026-06-15T12:00:00.000Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR_MS);

describe.each(databases)("the shortlist clock on $name", (database) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
    });
  });
  beforeEach(() => handle.db.execute(sql`truncate hiring_requests cascade`));
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  async function request(
    company: string,
    receivedHoursAgo: number,
    sentAfterHours: number | null,
    extra = {},
  ) {
    const [row] = await handle.db
      .insert(hiringRequests)
      .values({
        ...hiringFields({ company }),
        primaryGoal: "Hire LATAM developers",
        receivedAt: ago(receivedHoursAgo),
        ...extra,
      })
      .returning();
    if (sentAfterHours !== null) {
      await handle.db.insert(shortlists).values({
        hiringRequestId: row!.id,
        status: "sent",
        readyAt: ago(receivedHoursAgo - sentAfterHours),
        sentAt: ago(receivedHoursAgo - sentAfterHours),
      });
    }
    return row!.id;
  }

  it("lists open requests overdue first and counts on-time shortlists and the median over 30 and 90 days", async () => {
    const late = await request("Late Co", 60, null);
    const fresh = await request("Fresh Co", 5, null);
    await request("Spam Co", 70, null, { spam: true });
    await request("Lost Co", 80, null, { status: "lost" });
    await request("Quick Co", 10 * 24, 20); // on time, within 30 days
    await request("Slow Co", 20 * 24, 50); // late, within 30 days
    await request("Old Co", 60 * 24, 30); // on time, within 90 days only
    await request("Ancient Co", 200 * 24, 10); // outside both windows
    const figures = await shortlistClockFigures(handle.db, NOW);
    expect(figures.dueHours).toBe(48);
    expect(figures.open).toEqual([
      { id: late, company: "Late Co", dueAt: ago(12).toISOString(), overdue: true },
      {
        id: fresh,
        company: "Fresh Co",
        dueAt: new Date(ago(5).getTime() + 48 * HOUR_MS).toISOString(),
        overdue: false,
      },
    ]);
    // 30 days: Late and Lost (past due, never sent: missed), Quick, Slow; Fresh's clock still runs.
    expect(figures.onTime).toEqual([
      { days: 30, decided: 4, onTime: 1 },
      { days: 90, decided: 5, onTime: 2 },
    ]);
    // Sent after 20, 30 and 50 hours within 90 days: the median is 30 hours.
    expect(figures.medianSeconds).toBe(30 * 3600);
  });
});
