import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clientNetwork } from "../../app/lib/client-network.server";
import { type Database, type DatabaseHandle, openDatabase, rowsOf } from "../db/client";
import { testDatabases } from "../db/test-databases";
import { applyMailBudget, createMailBudget, type VisitorMail } from "./mail-budget.server";

describe("client network", () => {
  it("keeps an IPv4 address, and counts an IPv6 address by its /64", () => {
    expect(clientNetwork(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientNetwork("2001:db8:aa:bb:1:2:3:4")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:DB8:AA:BB::FFFF")).toBe("2001:db8:aa:bb::/64");
    expect(clientNetwork("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientNetwork("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("::ffff:198.51.100.9")).toBe("198.51.100.9");
    expect(clientNetwork("64:ff9b::198.51.100.9")).toBe("64:ff9b:0:0::/64");
    expect(clientNetwork("unknown")).toBe("unknown");
  });
});

const databases = await testDatabases("mail-budget");

async function counters(db: Database) {
  const result = await db.execute(sql`select key, hits from rate_limits order by key`);
  return rowsOf<{ key: string; hits: number }>(result).map((row) => ({
    key: row.key,
    hits: Number(row.hits),
  }));
}

describe.each(databases)("visitor mail budget on $name", (database) => {
  let handle: DatabaseHandle;
  let db: Database;
  const budget = createMailBudget({ perAddress: 3, confirmationsPerAddress: 1, perClient: 5 });
  const mail = (overrides: Partial<VisitorMail> = {}): VisitorMail => ({
    to: "stranger@victim.example",
    kind: "estimate",
    clientIp: "203.0.113.7",
    ...overrides,
  });

  beforeAll(async () => {
    handle = await openDatabase({
      databaseUrl: database.databaseUrl,
      pgliteDir: path.join(database.dataDir, "db"),
      poolSize: 12,
    });
    db = handle.db;
  });
  afterEach(() => db.execute(sql`truncate rate_limits`));
  afterAll(async () => {
    await handle?.close();
    await database.drop();
  });

  it("lets out 3 e-mails a day to one address, compared trimmed and lower-cased, across kinds and clients", async () => {
    const decisions = [];
    for (const [index, to] of [
      "stranger@victim.example",
      " STRANGER@Victim.example",
      "Stranger@victim.example ",
    ].entries()) {
      decisions.push(await budget.take(db, mail({ to, clientIp: `198.51.100.${index}` })));
    }
    decisions.push(await budget.take(db, mail({ kind: "booking", clientIp: "198.51.100.9" })));
    expect(decisions).toEqual([
      { send: true },
      { send: true },
      { send: true },
      { send: false, reason: "this address already got 3 e-mails from the site in 24 hours" },
    ]);
    expect(await budget.take(db, mail({ to: "someone-else@victim.example" }))).toEqual({ send: true });
    // The counters name no address.
    expect(JSON.stringify(await counters(db))).not.toMatch(/victim/);
  });

  it("counts one mailbox however its address is spelled: capitals and +tags reach the same inbox", async () => {
    const variants = [
      "Stranger@victim.example",
      "stranger@victim.example",
      "stranger+a@victim.example",
      "stranger+b@victim.example",
    ];
    const decisions = [];
    for (const [index, to] of variants.entries()) {
      decisions.push(await budget.take(db, mail({ to, clientIp: `198.51.100.${index}` })));
    }
    expect(decisions.filter((decision) => decision.send)).toHaveLength(3);
    expect(decisions.at(-1)).toEqual({
      send: false,
      reason: "this address already got 3 e-mails from the site in 24 hours",
    });
  });

  it("sends one newsletter confirmation per address a day, which also counts against the address's budget", async () => {
    const confirmation = mail({ kind: "newsletter-confirmation" });
    expect(await budget.take(db, confirmation)).toEqual({ send: true });
    expect(await budget.take(db, confirmation)).toEqual({
      send: false,
      reason: "this address already got 1 confirmation e-mail in 24 hours",
    });
    // The refused confirmation took nothing from the address's daily three.
    expect(await budget.take(db, mail())).toEqual({ send: true });
    expect(await budget.take(db, mail())).toEqual({ send: true });
    expect((await budget.take(db, mail())).send).toBe(false);
  });

  it("counts a candidate's vetting e-mails apart: a day of acknowledgments never holds back an outcome", async () => {
    const candidate = (kind: VisitorMail["kind"]) =>
      mail({ to: "applicant@example.com", kind, clientIp: null });
    for (let sent = 0; sent < 3; sent++) {
      expect(await budget.take(db, candidate("candidate-acknowledgment"))).toEqual({ send: true });
    }
    expect(await budget.take(db, candidate("candidate-acknowledgment"))).toMatchObject({ send: false });
    const stages = [];
    for (let sent = 0; sent < 4; sent++) stages.push(await budget.take(db, candidate("candidate-stage")));
    expect(stages.map((decision) => decision.send)).toEqual([true, true, true, false]);
    expect(stages[3]).toMatchObject({ reason: expect.stringContaining("3 vetting e-mails") });
  });

  it("lets one client network ask for 5 e-mails an hour, whatever the addresses", async () => {
    const decisions = [];
    for (let index = 0; index < 7; index += 1) {
      decisions.push(
        await budget.take(
          db,
          mail({ to: `person${index}@victim.example`, clientIp: `2001:db8:1:2::${index + 1}` }),
        ),
      );
    }
    expect(decisions.map((decision) => decision.send)).toEqual([true, true, true, true, true, false, false]);
    expect(decisions[6]).toEqual({
      send: false,
      reason: "the visitor's network (2001:db8:1:2::/64) already asked for 5 e-mails in an hour",
    });
    // The held-back e-mails took nothing from their addresses' budgets.
    for (const index of [5, 6]) {
      for (let round = 0; round < 3; round += 1) {
        expect(await budget.take(db, mail({ to: `person${index}@victim.example`, clientIp: null }))).toEqual({
          send: true,
        });
      }
    }
  });

  it("never lets out more than the budget when requests race", async () => {
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        budget.take(db, mail({ clientIp: `192.0.2.${index}`, kind: index % 2 ? "booking" : "match-report" })),
      ),
    );
    expect(decisions.filter((decision) => decision.send)).toHaveLength(3);
    const sameClient = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        budget.take(db, mail({ to: `racer${index}@victim.example`, clientIp: "192.0.2.250" })),
      ),
    );
    expect(sameClient.filter((decision) => decision.send)).toHaveLength(5);
  });

  it("starts a new day once the window has passed, and gives back an e-mail that was not queued", async () => {
    for (let index = 0; index < 3; index += 1) await budget.take(db, mail({ clientIp: null }));
    expect((await budget.take(db, mail({ clientIp: null }))).send).toBe(false);
    await budget.giveBack(db, mail({ clientIp: null }));
    expect((await budget.take(db, mail({ clientIp: null }))).send).toBe(true);
    expect((await budget.take(db, mail({ clientIp: null }))).send).toBe(false);
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second'`);
    expect((await budget.take(db, mail({ clientIp: null }))).send).toBe(true);
  });

  it("holds back an e-mail with a hold without counting it, and applies the decision to the jobs", async () => {
    const jobs = [
      { to: "visitor", event: "booking.confirmed" },
      { to: "host", event: "booking.confirmed" },
      { to: "visitor", event: "booking.reminder" },
    ];
    const isVisitor = (job: { to: string }) => job.to === "visitor";
    const held = await applyMailBudget(
      db,
      budget,
      mail({ hold: "sent 5 ms after opening" }),
      jobs,
      isVisitor,
    );
    expect(held).toEqual([
      { ...jobs[0], status: "suppressed", lastError: "sent 5 ms after opening" },
      jobs[1],
      { ...jobs[2], status: "suppressed", lastError: "sent 5 ms after opening" },
    ]);
    expect(await counters(db)).toEqual([]);
    for (let index = 0; index < 3; index += 1) {
      expect(await applyMailBudget(db, budget, mail(), jobs, isVisitor)).toEqual(jobs);
    }
    const over = await applyMailBudget(db, budget, mail(), jobs, isVisitor);
    expect(over.map((job) => job.status ?? "pending")).toEqual(["suppressed", "pending", "suppressed"]);
    // No budget configured: only a hold keeps an e-mail back.
    expect(await applyMailBudget(db, undefined, mail(), jobs)).toEqual(jobs);
  });
});
