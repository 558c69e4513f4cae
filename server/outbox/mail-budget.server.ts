/**
 * How many e-mails the site sends to visitors: anyone can type a stranger's address into a form,
 * so every e-mail to a visitor (the newsletter's confirmation, the match report, the estimate, the
 * candidate's and the hiring requester's acknowledgments, the candidate's stage changes, the booking e-mails, a hire's trial e-mails) counts against a budget per recipient address
 * (the stage changes against one of their own) and one per client network, kept in the rate_limits table so instances sharing the database
 * share them. Past a budget the submission is still stored and answered as usual; only its
 * e-mail is held back: its outbox job is stored as "suppressed" with the reason in last_error,
 * which the inbox shows. E-mails to the team (NOTIFY_TO, the call's host) are never counted.
 */
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { clientNetwork } from "../../app/lib/client-network.server";
import { mailboxKey } from "../../app/lib/mailbox";
import { type Database, parseRows } from "../db/client";

export type VisitorMailKind =
  | "newsletter-confirmation"
  | "job-alert-confirmation"
  | "match-report"
  | "estimate"
  | "candidate-acknowledgment"
  | "candidate-stage"
  | "pilot-request-acknowledgment"
  | "hiring-acknowledgment"
  | "candidate-status-link"
  | "shortlist-link"
  | "booking"
  | "interview"
  | "trial";

export interface VisitorMail {
  /** The recipient; counted by its mailbox (`mailboxKey`), so a +tag or capital is the same one. */
  to: string;
  kind: VisitorMailKind;
  /** The client that asked for the e-mail; null counts it against the address's budget only. */
  clientIp: string | null;
  /** Why this e-mail must not go out whatever the budgets say (e.g. a form sent faster than a person can). */
  hold?: string | null;
}

export type MailDecision = { send: true } | { send: false; reason: string };

export interface MailBudgetSettings {
  /** E-mails to one address per 24 hours, all kinds together; 0 turns the budget off. */
  perAddress: number;
  /** Newsletter confirmation e-mails to one address per 24 hours; 0 turns the budget off. */
  confirmationsPerAddress: number;
  /** E-mails asked for from one client network (IPv4 address, IPv6 /64) per hour; 0 turns it off. */
  perClient: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** A database or a transaction: the budget is best taken in the transaction that queues the e-mail. */
type Executor = Pick<Database, "execute">;

export interface MailBudget {
  /**
   * Counts one e-mail against its budgets and answers whether it may go out. Atomic: of many
   * concurrent requests, no more than a budget's worth get `send: true`. Called in the
   * transaction that queues the e-mail, a rollback gives the counts back.
   */
  take(db: Executor, mail: VisitorMail): Promise<MailDecision>;
  /** Gives back an e-mail `take` let out that was not queued after all (a retried request, a failed write). */
  giveBack(db: Executor, mail: VisitorMail): Promise<void>;
}

interface Counter {
  key: string;
  max: number;
  windowMs: number;
  /** Why an e-mail is held back when this counter is full. */
  reason: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Hashed, so the counters never hold a person's address. */
function addressKey(prefix: string, to: string): string {
  return `${prefix}:${createHash("sha256").update(mailboxKey(to)).digest("base64url").slice(0, 32)}`;
}

/** The keys of the counters an address's e-mails count against: erasure deletes them. */
export function addressCounterKeys(address: string): string[] {
  return ["mail-address", "mail-candidate-stage", "mail-confirmation"].map((prefix) =>
    addressKey(prefix, address),
  );
}

export function createMailBudget(settings: MailBudgetSettings): MailBudget {
  /** The counters one e-mail counts against, in the order their reasons are reported. */
  function countersOf(mail: VisitorMail): Counter[] {
    const counters: Counter[] = [];
    // A candidate's vetting e-mails follow the team's moves, not a form anyone can fill: they have
    // their own count per address, so acknowledgments earlier that day never hold back an outcome.
    const stage = mail.kind === "candidate-stage";
    if (settings.perAddress > 0) {
      counters.push({
        key: addressKey(stage ? "mail-candidate-stage" : "mail-address", mail.to),
        max: settings.perAddress,
        windowMs: DAY_MS,
        reason: `this address already got ${plural(settings.perAddress, stage ? "vetting e-mail" : "e-mail")} from the site in 24 hours`,
      });
    }
    const confirmation = mail.kind === "newsletter-confirmation" || mail.kind === "job-alert-confirmation";
    if (confirmation && settings.confirmationsPerAddress > 0) {
      counters.push({
        key: addressKey("mail-confirmation", mail.to),
        max: settings.confirmationsPerAddress,
        windowMs: DAY_MS,
        reason: `this address already got ${plural(settings.confirmationsPerAddress, "confirmation e-mail")} in 24 hours`,
      });
    }
    const network = mail.clientIp ? clientNetwork(mail.clientIp) : "";
    if (network && settings.perClient > 0) {
      counters.push({
        key: `mail-client:${network}`,
        max: settings.perClient,
        windowMs: HOUR_MS,
        reason: `the visitor's network (${network}) already asked for ${plural(settings.perClient, "e-mail")} in an hour`,
      });
    }
    return counters;
  }

  const valuesOf = (counters: Counter[], columns: (counter: Counter) => SQL) =>
    sql.join(
      counters.map((counter) => sql`(${columns(counter)})`),
      sql`, `,
    );

  /** Takes one back from each counter (a count past the budget was never taken). */
  async function release(db: Executor, counters: Counter[]): Promise<void> {
    if (counters.length === 0) return;
    await db.execute(sql`
      update rate_limits as counter
      set hits = greatest(least(counter.hits, wanted.max) - 1, 0)
      from (values ${valuesOf(counters, (counter) => sql`${counter.key}::text, ${counter.max}::int`)})
        as wanted (key, max)
      where counter.key = wanted.key and counter.reset_at > now()`);
  }

  return {
    async take(db, mail) {
      if (mail.hold) return { send: false, reason: mail.hold };
      // Sorted, so that transactions taking several counters always lock them in one order.
      const counters = countersOf(mail).sort((a, b) => (a.key < b.key ? -1 : 1));
      if (counters.length === 0) return { send: true };
      // One statement for all the counters: each row is inserted, counted up while its window is
      // open, or restarted once it has passed; a count stops one past its budget ("full").
      const result = await db.execute(sql`
        with wanted (key, max, window_ms) as (
          values ${valuesOf(
            counters,
            (counter) => sql`${counter.key}::text, ${counter.max}::int, ${counter.windowMs}::float8`,
          )}
        )
        insert into rate_limits as counter (key, hits, reset_at)
        select key, 1, now() + window_ms * interval '1 millisecond' from wanted order by key
        on conflict (key) do update set
          hits = case when counter.reset_at <= now() then 1
            else least(counter.hits + 1, (select wanted.max + 1 from wanted where wanted.key = counter.key)) end,
          reset_at = case when counter.reset_at <= now() then excluded.reset_at else counter.reset_at end
        returning key, hits`);
      const hits = new Map(
        parseRows("count mail budget", z.object({ key: z.string(), hits: z.number() }), result).map((row) => [
          row.key,
          Number(row.hits),
        ]),
      );
      const full = countersOf(mail).find((counter) => (hits.get(counter.key) ?? 0) > counter.max);
      if (!full) return { send: true };
      // Held back: the other budgets keep what this e-mail took from them.
      await release(
        db,
        counters.filter((counter) => (hits.get(counter.key) ?? 0) <= counter.max),
      );
      return { send: false, reason: full.reason };
    },

    async giveBack(db, mail) {
      if (mail.hold) return;
      await release(
        db,
        countersOf(mail).sort((a, b) => (a.key < b.key ? -1 : 1)),
      );
    },
  };
}

/** The budget's decision, or, without a budget (tools, tests), only the hold's. */
export async function decideVisitorMail(
  db: Executor,
  budget: MailBudget | undefined,
  mail: VisitorMail,
): Promise<MailDecision> {
  if (budget) return budget.take(db, mail);
  return mail.hold ? { send: false, reason: mail.hold } : { send: true };
}

/** The outbox columns of a job that must not go out, or none. */
export function suppressedColumns(
  decision: MailDecision,
): { status: "suppressed"; lastError: string } | null {
  return decision.send ? null : { status: "suppressed", lastError: decision.reason };
}

/**
 * Applies the budget to the outbox jobs written with one visitor e-mail: the first job that
 * `isVisitorMail` picks is the e-mail counted against the budgets; the others it picks are its
 * follow-ups (a booking's reminders), not counted, held back with it; the rest (the team's
 * e-mails) pass as they are. Without a budget (tools, tests) only a hold applies.
 */
export async function applyMailBudget<Job extends object>(
  db: Executor,
  budget: MailBudget | undefined,
  mail: VisitorMail,
  jobs: readonly Job[],
  isVisitorMail: (job: Job) => boolean = () => true,
): Promise<(Job & { status?: "suppressed"; lastError?: string })[]> {
  if (!jobs.some(isVisitorMail)) return [...jobs];
  const held = suppressedColumns(await decideVisitorMail(db, budget, mail));
  if (!held) return [...jobs];
  return jobs.map((job) => (isVisitorMail(job) ? { ...job, ...held } : job));
}
