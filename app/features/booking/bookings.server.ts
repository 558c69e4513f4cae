/**
 * Discovery-call bookings: the free slots, booking one, cancelling and rescheduling through the
 * signed link, each change written with its e-mail and reminder jobs in one transaction.
 *
 * No double booking: a confirmed booking's (host, start) is unique in the database (a partial
 * unique index), so of two requests for one slot, in one instance or several, exactly one commits;
 * the other gets a "slot taken" answer with the slots still free.
 *
 * No draining by script: a visitor's open bookings (confirmed, not started yet) are limited per
 * e-mail address and per client network, counted inside the booking's transaction under a lock
 * per address and per network, so concurrent requests cannot overshoot either limit.
 */

import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { FORM_TOKEN_FIELD } from "~/content/forms/form-token";
import { bookingCalendarUrl } from "~/lib/calendar-links";
import { clientNetwork } from "~/lib/client-network.server";
import { mailboxKey } from "~/lib/mailbox";
import type { SignedTokens } from "~/lib/signed-token.server";
import { type Database, parseRows } from "~server/db/client";
import { type BookingRow, bookings, hiringRequests, outbox } from "~server/db/schema";
import type { StoreResult, SubmissionMeta } from "~server/db/submissions";
import { applyMailBudget, type MailBudget, type VisitorMail } from "~server/outbox/mail-budget.server";
import type { MeetingPlace } from "./api";
import type { Booking, Reschedule } from "./schema";
import {
  type AvailabilityConfig,
  type BookingHost,
  type BusyInterval,
  checkSlot,
  freeSlots,
  oneSlotPerTime,
  SLOT_CHECK_MESSAGES,
  type Slot,
} from "./slots";

/** Where busy times come from: today the bookings themselves; a calendar provider can be added. */
export interface BusyTimes {
  list(hostIds: string[], fromMs: number, toMs: number): Promise<BusyInterval[]>;
}

/** The confirmed bookings as busy times. */
function bookingBusyTimes(db: Database): BusyTimes {
  return {
    async list(hostIds, fromMs, toMs) {
      if (hostIds.length === 0) return [];
      const rows = await db
        .select({ hostId: bookings.hostId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.status, "confirmed"),
            inArray(bookings.hostId, hostIds),
            lt(bookings.startsAt, new Date(toMs)),
            gt(bookings.endsAt, new Date(fromMs)),
          ),
        );
      return rows.map((row) => ({
        hostId: row.hostId,
        startMs: row.startsAt.getTime(),
        endMs: row.endsAt.getTime(),
      }));
    },
  };
}

export const BOOKING_EVENTS = {
  confirmed: "booking.confirmed",
  rescheduled: "booking.rescheduled",
  cancelled: "booking.cancelled",
  reminder: "booking.reminder",
} as const;

/** Reminders go to the visitor this many hours before the call (skipped when already closer). */
export const REMINDER_HOURS = [24, 1] as const;

export type BookingRecipient = "visitor" | "host";

/** The payload of every booking job: what to send to whom; the rest is read from the booking. */
/** What each booking job's payload holds; the e-mail reads the booking as it is when sent. */
export const bookingJobPayloadSchema = z.object({
  bookingId: z.string().min(1),
  recipient: z.enum(["visitor", "host"]) satisfies z.ZodType<BookingRecipient>,
  hoursBefore: z.number().positive().optional(),
});
export type BookingJobPayload = z.infer<typeof bookingJobPayloadSchema>;

const TOKEN_PURPOSE = "booking";

/** A booking as the manage pages and e-mails show it. */
export interface BookingView {
  id: string;
  status: BookingRow["status"];
  startsAt: string;
  endsAt: string;
  name: string;
  email: string;
  company: string;
  timeZone: string;
  host: { id: string; name: string; email: string };
  hiringRequestId: string | null;
  calendarUid: string;
  calendarSequence: number;
  /** Set when the team cancelled the call from the inbox: the reason the visitor is sent. */
  cancellationReason: string | null;
  cancelledByTeam: boolean;
}

export type CancelResult =
  | { kind: "cancelled"; booking: BookingView }
  | { kind: "not-confirmed"; booking: BookingView }
  | { kind: "invalid-link" };

export type TeamCancelResult =
  | { kind: "cancelled"; booking: BookingView }
  | { kind: "not-confirmed"; booking: BookingView }
  | { kind: "past"; booking: BookingView }
  | { kind: "not-found" };

/** Open bookings allowed at once; 0 turns a limit off. */
export interface BookingLimits {
  perEmail: number;
  /** Per client network: the IPv4 address, or the /64 of an IPv6 one. */
  perNetwork: number;
}

export interface BookingService {
  readonly config: AvailabilityConfig;
  /** Where the calls take place: in the invitations, the e-mails and the confirmation. */
  readonly meeting: MeetingPlace;
  /** Free slots, one per start time. */
  listSlots(): Promise<Slot[]>;
  book(fields: Booking, meta: SubmissionMeta): Promise<StoreResult>;
  reschedule(
    fields: Omit<Reschedule, "website" | "formToken" | "fillTimeMs" | "attribution">,
    meta: SubmissionMeta,
  ): Promise<StoreResult>;
  cancel(token: string): Promise<CancelResult>;
  /**
   * Cancels a confirmed call that has not started, for the team: the slot is freed, reminders
   * withdrawn and the visitor and host e-mailed, with the reason. `inTransaction` runs in the
   * same transaction (the caller's audit entries), so they exist exactly when the cancellation does.
   */
  cancelByTeam(
    input: { id: string; actorId: string; reason: string },
    inTransaction?: (tx: Database, booking: BookingView) => Promise<void>,
  ): Promise<TeamCancelResult>;
  /** The booking a cancel/reschedule link stands for, or null for a link we did not sign. */
  findByToken(token: string): Promise<BookingView | null>;
  find(id: string): Promise<BookingView | null>;
  manageToken(bookingId: string): string;
  /** The visitor's signed links: cancel, reschedule and the call's .ics download. */
  manageLinks(bookingId: string): { cancel: string; reschedule: string; calendar: string };
}

export interface BookingServiceOptions {
  db: Database;
  config: AvailabilityConfig;
  tokens: SignedTokens;
  siteOrigin: string;
  /** Where the calls take place (the host's BOOKING_MEETING_URL and BOOKING_MEETING_PLACE). */
  meeting?: MeetingPlace;
  busyTimes?: BusyTimes;
  /** The budgets every e-mail to a visitor counts against (reminders follow their confirmation). */
  mailBudget?: MailBudget;
  /** Open bookings allowed per e-mail address and per client network; none when absent. */
  limits?: BookingLimits;
  now?: () => number;
  /** Called after a commit that queued jobs due now. */
  onQueued?: () => void;
}

/** The name of the unique constraint a database error broke, if it is one. */
function violatedConstraint(error: unknown): string | null {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
  }
  return null;
}

const SLOT_CONSTRAINT = "bookings_host_slot_idx";
const TAKEN_MESSAGE = "Sorry, that time was just taken. Please pick another one.";

/** The answers past a booking limit (429 with `reason: "booking-limit"`), shown by the slot picker. */
const BOOKING_LIMIT_MESSAGES = {
  email: (limit: number) =>
    `${limit === 1 ? "You already have a discovery call booked" : `You already have ${limit} discovery calls booked`} with this e-mail address. To change the time, use the link in your confirmation e-mail.`,
  network:
    "Too many discovery calls are booked from your network right now. Please try again after one of them has taken place, or write to us.",
} as const;

/** A reschedule the spam rules would quarantine is refused: it moves a booking, it is not a lead. */
const UNVERIFIED_RESCHEDULE_MESSAGE =
  "We could not verify this request. Please try again; if it keeps failing, reload the page.";

export function createBookingService(options: BookingServiceOptions): BookingService {
  const { db, config, tokens } = options;
  const now = options.now ?? Date.now;
  const busyTimes = options.busyTimes ?? bookingBusyTimes(db);
  const limits = options.limits ?? { perEmail: 0, perNetwork: 0 };
  const hostById = (id: string) => config.hosts.find((host) => host.id === id);

  async function listSlots(): Promise<Slot[]> {
    const nowMs = now();
    // Past the horizon's last day at most two weeks and a half of weekends and holidays.
    const toMs = nowMs + (config.horizonBusinessDays * 2 + 14) * 86_400_000;
    const busy = await busyTimes.list(
      config.hosts.map((host) => host.id),
      nowMs,
      toMs,
    );
    return oneSlotPerTime(freeSlots(config, nowMs, busy));
  }

  async function taken(): Promise<StoreResult> {
    return {
      kind: "refused",
      status: 409,
      error: TAKEN_MESSAGE,
      extra: { reason: "slot-taken", slots: await listSlots() },
    };
  }

  function view(row: BookingRow): BookingView {
    const host: BookingHost | undefined = hostById(row.hostId);
    return {
      id: row.id,
      status: row.status,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      name: row.name,
      email: row.email,
      company: row.company,
      timeZone: row.timeZone,
      host: { id: row.hostId, name: host?.name ?? "LatamMatch sales", email: host?.email ?? "" },
      hiringRequestId: row.hiringRequestId,
      calendarUid: row.calendarUid,
      calendarSequence: row.calendarSequence,
      cancellationReason: row.cancellationReason,
      cancelledByTeam: row.cancelledById !== null,
    };
  }

  /**
   * Refuses a booking past a limit, counted in the booking's own transaction. Each address and
   * network has its own lock, taken in a fixed order (address first) and held until the
   * transaction ends, so concurrent bookings of one visitor or network are counted one after the
   * other, in any instance, while other visitors' bookings go on in parallel.
   */
  async function overLimit(
    tx: Database,
    who: { email: string; network: string | null },
    movingId?: string,
  ): Promise<StoreResult | null> {
    const email = mailboxKey(who.email);
    const network = limits.perNetwork > 0 && who.network ? who.network : null;
    const perEmail = limits.perEmail > 0;
    if (!perEmail && !network) return null;
    if (perEmail)
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`booking-mailbox:${email}`}, 0))`);
    if (network)
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`booking-network:${network}`}, 0))`,
      );
    const [counts] = parseRows(
      "confirmed bookings of a mailbox and a network",
      z.object({ by_email: z.number(), by_network: z.number() }),
      await tx.execute(sql`
        select count(*) filter (where ${bookings.mailbox} = ${email})::int as by_email,
          count(*) filter (where ${bookings.clientNetwork} = ${network})::int as by_network
        from ${bookings}
        where ${bookings.status} = 'confirmed'
          and ${bookings.startsAt} > ${new Date(now()).toISOString()}::timestamptz
          and (${bookings.mailbox} = ${email} or ${bookings.clientNetwork} = ${network})
          ${movingId ? sql`and ${bookings.id} <> ${movingId}::uuid` : sql``}`),
    );
    const refused = (error: string): StoreResult => ({
      kind: "refused",
      status: 429,
      error,
      extra: { reason: "booking-limit" },
    });
    if (perEmail && Number(counts?.by_email ?? 0) >= limits.perEmail)
      return refused(BOOKING_LIMIT_MESSAGES.email(limits.perEmail));
    if (network && Number(counts?.by_network ?? 0) >= limits.perNetwork)
      return refused(BOOKING_LIMIT_MESSAGES.network);
    return null;
  }

  function jobsFor(booking: { id: string; startsAt: Date }, event: string) {
    const nowMs = now();
    const rows: (typeof outbox.$inferInsert)[] = (["visitor", "host"] as const).map((recipient) => ({
      channel: "email" as const,
      event,
      refId: booking.id,
      payload: { bookingId: booking.id, recipient } satisfies BookingJobPayload,
    }));
    if (event === BOOKING_EVENTS.cancelled) return rows;
    for (const hoursBefore of REMINDER_HOURS) {
      const runAt = booking.startsAt.getTime() - hoursBefore * 3_600_000;
      if (runAt <= nowMs) continue;
      rows.push({
        channel: "email",
        event: BOOKING_EVENTS.reminder,
        refId: booking.id,
        payload: { bookingId: booking.id, recipient: "visitor", hoursBefore } satisfies BookingJobPayload,
        // The worker claims a job once next_attempt_at has come: the reminder's run-at time.
        nextAttemptAt: new Date(runAt),
      });
    }
    return rows;
  }

  /**
   * The visitor's e-mail counts against the mail budget and its reminders share its fate (no
   * reminder of a call the visitor was not told about); the host's e-mail always goes.
   */
  const budgeted = (
    tx: Pick<Database, "execute">,
    jobs: (typeof outbox.$inferInsert)[],
    to: string,
    meta: Pick<SubmissionMeta, "clientIp" | "visitorMailHold">,
  ) => {
    const mail: VisitorMail = { to, kind: "booking", clientIp: meta.clientIp, hold: meta.visitorMailHold };
    return applyMailBudget(tx, options.mailBudget, mail, jobs, (job) => job.payload.recipient === "visitor");
  };

  /** Reminders not sent yet are withdrawn with the booking they remind of. */
  const withdrawReminders = (tx: Pick<Database, "delete">, bookingId: string) =>
    tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.refId, bookingId),
          eq(outbox.event, BOOKING_EVENTS.reminder),
          eq(outbox.status, "pending"),
        ),
      );

  async function replayed(meta: SubmissionMeta): Promise<StoreResult | null> {
    if (!meta.idempotencyKey) return null;
    const [first] = await db
      .select({ id: bookings.id, requestHash: bookings.requestHash })
      .from(bookings)
      .where(eq(bookings.idempotencyKey, meta.idempotencyKey));
    if (!first) return null;
    if (first.requestHash !== meta.requestHash) return { kind: "idempotency-conflict" };
    return { kind: "stored", id: first.id, created: false };
  }

  function checked(hostId: string, start: string) {
    const check = checkSlot(config, hostId, Date.parse(start), now());
    if (!check.ok)
      return {
        refused: { kind: "refused", status: 400, error: SLOT_CHECK_MESSAGES[check.reason] } as StoreResult,
      };
    return { slot: check };
  }

  /** Busy for another reason than `own` (the booking being moved). */
  async function isBusy(hostId: string, startMs: number, endMs: number, own?: BookingRow) {
    const busy = await busyTimes.list([hostId], startMs, endMs);
    return busy.some(
      (interval) =>
        interval.startMs < endMs &&
        startMs < interval.endMs &&
        !(own && own.hostId === interval.hostId && own.startsAt.getTime() === interval.startMs),
    );
  }

  /** Runs a write; a clash on the slot's unique index becomes the "slot taken" answer. */
  async function writeOrTaken(meta: SubmissionMeta, write: () => Promise<StoreResult>): Promise<StoreResult> {
    try {
      const result = await write();
      if (result.kind === "stored") options.onQueued?.();
      return result;
    } catch (error) {
      const constraint = violatedConstraint(error);
      if (constraint === null) throw error;
      if (constraint === SLOT_CONSTRAINT || (constraint === "" && !meta.idempotencyKey)) return taken();
      // A concurrent retry with the same idempotency key stored it first.
      const again = await replayed(meta);
      if (again) return again;
      return taken();
    }
  }

  async function linkedHiringRequest(id: string | undefined, email: string): Promise<string | null> {
    if (!id) return null;
    // Linked only to the visitor's own request: an id alone proves nothing.
    const [row] = await db
      .select({ id: hiringRequests.id })
      .from(hiringRequests)
      .where(and(eq(hiringRequests.id, id), sql`lower(${hiringRequests.email}) = lower(${email})`));
    return row?.id ?? null;
  }

  return {
    config,
    meeting: options.meeting ?? {},
    listSlots,

    async book(fields, meta) {
      const again = await replayed(meta);
      if (again) return again;
      const result = checked(fields.hostId, fields.start);
      if (result.refused) return result.refused;
      const { startMs, endMs } = result.slot;
      const id = randomUUID();
      const hiringRequestId = await linkedHiringRequest(fields.hiringRequestId, fields.email);
      const row = {
        id,
        hostId: fields.hostId,
        startsAt: new Date(startMs),
        endsAt: new Date(endMs),
        name: fields.name,
        email: fields.email,
        mailbox: mailboxKey(fields.email),
        company: fields.company,
        timeZone: fields.timeZone,
        hiringRequestId,
        calendarUid: `${id}@latammatch`,
        spam: meta.spam,
        spamReason: meta.spamReason,
        attribution: meta.attribution,
        userAgent: meta.userAgent,
        clientIp: meta.clientIp,
        clientNetwork: meta.clientIp ? clientNetwork(meta.clientIp) : null,
        idempotencyKey: meta.idempotencyKey,
        requestHash: meta.requestHash,
      };
      if (meta.spam) {
        // Quarantined: stored, never announced, and it holds no slot.
        await db.insert(bookings).values({ ...row, status: "quarantined" });
        return { kind: "stored", id, created: true };
      }
      if (await isBusy(fields.hostId, startMs, endMs)) return taken();
      return writeOrTaken(meta, () =>
        db.transaction(async (tx): Promise<StoreResult> => {
          const refused = await overLimit(tx, { email: row.email, network: row.clientNetwork });
          if (refused) return refused;
          await tx.insert(bookings).values(row);
          const jobs = jobsFor({ id, startsAt: row.startsAt }, BOOKING_EVENTS.confirmed);
          await tx.insert(outbox).values(await budgeted(tx, jobs, row.email, meta));
          return { kind: "stored", id, created: true };
        }),
      );
    },

    async reschedule(fields, meta) {
      const again = await replayed(meta);
      if (again) return again;
      // The field error makes the slot picker drop its token and fetch a new one for the retry.
      if (meta.spam)
        return {
          kind: "refused",
          status: 400,
          error: UNVERIFIED_RESCHEDULE_MESSAGE,
          extra: { fieldErrors: { [FORM_TOKEN_FIELD]: [UNVERIFIED_RESCHEDULE_MESSAGE] } },
        };
      const oldId = readToken(fields.token);
      if (!oldId)
        return {
          kind: "refused",
          status: 400,
          error: "This link is not valid. Use the link in your confirmation e-mail.",
        };
      const result = checked(fields.hostId, fields.start);
      if (result.refused) return result.refused;
      const { startMs, endMs } = result.slot;
      const current = await db.select().from(bookings).where(eq(bookings.id, oldId));
      // Read before the transaction: the embedded database runs one statement at a time.
      if (current[0] && (await isBusy(fields.hostId, startMs, endMs, current[0]))) return taken();
      const id = randomUUID();
      return writeOrTaken(meta, () =>
        db.transaction(async (tx): Promise<StoreResult> => {
          const [old] = await tx.select().from(bookings).where(eq(bookings.id, oldId)).for("update");
          if (!old) return { kind: "refused", status: 404, error: "We could not find this booking." };
          if (old.status !== "confirmed") {
            return {
              kind: "refused",
              status: 410,
              error: "This call was cancelled or moved already. Book a new time instead.",
            };
          }
          const network = meta.clientIp ? clientNetwork(meta.clientIp) : null;
          const refused = await overLimit(tx, { email: old.email, network }, old.id);
          if (refused) return refused;
          // The old slot is freed first, so the visitor may even pick it again.
          await tx
            .update(bookings)
            .set({ status: "rescheduled", cancelledAt: new Date(now()) })
            .where(eq(bookings.id, old.id));
          await withdrawReminders(tx, old.id);
          const startsAt = new Date(startMs);
          await tx.insert(bookings).values({
            id,
            hostId: fields.hostId,
            startsAt,
            endsAt: new Date(endMs),
            name: old.name,
            email: old.email,
            mailbox: old.mailbox,
            company: old.company,
            timeZone: fields.timeZone,
            hiringRequestId: old.hiringRequestId,
            rescheduledFromId: old.id,
            calendarUid: old.calendarUid,
            calendarSequence: old.calendarSequence + 1,
            attribution: old.attribution,
            userAgent: meta.userAgent,
            clientIp: meta.clientIp,
            clientNetwork: network,
            idempotencyKey: meta.idempotencyKey,
            requestHash: meta.requestHash,
          });
          const jobs = jobsFor({ id, startsAt }, BOOKING_EVENTS.rescheduled);
          await tx.insert(outbox).values(await budgeted(tx, jobs, old.email, meta));
          return { kind: "stored", id, created: true };
        }),
      );
    },

    async cancel(token) {
      const id = readToken(token);
      if (!id) return { kind: "invalid-link" };
      const outcome = await db.transaction(async (tx): Promise<CancelResult> => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
        if (!row) return { kind: "invalid-link" };
        if (row.status !== "confirmed") return { kind: "not-confirmed", booking: view(row) };
        const [cancelled] = await tx
          .update(bookings)
          .set({ status: "cancelled", cancelledAt: new Date(now()) })
          .where(eq(bookings.id, id))
          .returning();
        await withdrawReminders(tx, id);
        // Only the visitor holds the signed link: the address's budget counts it, no client's does.
        const jobs = jobsFor(row, BOOKING_EVENTS.cancelled);
        await tx.insert(outbox).values(await budgeted(tx, jobs, row.email, { clientIp: null }));
        return { kind: "cancelled", booking: view(cancelled ?? row) };
      });
      if (outcome.kind === "cancelled") options.onQueued?.();
      return outcome;
    },

    async cancelByTeam(input, inTransaction) {
      const outcome = await db.transaction(async (tx): Promise<TeamCancelResult> => {
        const [row] = await tx.select().from(bookings).where(eq(bookings.id, input.id)).for("update");
        if (!row) return { kind: "not-found" };
        if (row.status !== "confirmed") return { kind: "not-confirmed", booking: view(row) };
        if (row.startsAt.getTime() <= now()) return { kind: "past", booking: view(row) };
        const [cancelled] = await tx
          .update(bookings)
          .set({
            status: "cancelled",
            cancelledAt: new Date(now()),
            cancelledById: input.actorId,
            cancellationReason: input.reason,
          })
          .where(eq(bookings.id, row.id))
          .returning();
        const booking = view(cancelled ?? row);
        // As the visitor's own cancel link does: reminders withdrawn, both sides e-mailed. The team's
        // decision is always told, so the visitor's mail budget does not hold this one back.
        await withdrawReminders(tx, row.id);
        await tx.insert(outbox).values(jobsFor(row, BOOKING_EVENTS.cancelled));
        await inTransaction?.(tx, booking);
        return { kind: "cancelled", booking };
      });
      if (outcome.kind === "cancelled") options.onQueued?.();
      return outcome;
    },

    async findByToken(token) {
      const id = readToken(token);
      return id ? this.find(id) : null;
    },

    async find(id) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
      return row ? view(row) : null;
    },

    manageToken,
    manageLinks(bookingId) {
      const token = encodeURIComponent(manageToken(bookingId));
      return {
        cancel: `${options.siteOrigin}/book-a-call/cancel?token=${token}`,
        reschedule: `${options.siteOrigin}/book-a-call/reschedule?token=${token}`,
        calendar: bookingCalendarUrl(options.siteOrigin, manageToken(bookingId)),
      };
    },
  };

  function manageToken(bookingId: string): string {
    return tokens.sign(TOKEN_PURPOSE, { bookingId });
  }

  function readToken(token: string): string | null {
    const payload = tokens.verify(TOKEN_PURPOSE, token.trim()) as { bookingId?: unknown } | null;
    const id = payload?.bookingId;
    return typeof id === "string" && /^[0-9a-f-]{36}$/.test(id) ? id : null;
  }
}
