/**
 * The team's shortlist for a hiring request: the candidates of its current version in order, each
 * with the team's pitch, and the brief the pool is ranked by. Every change names the shortlist's
 * revision the form was shown at (a stale form is refused), runs in one transaction with its audit
 * entry, and sends a ready shortlist back to draft; a change to a sent shortlist's candidates makes
 * its next version, a draft, and the client keeps the sent one until it is sent
 * (shortlist-links.ts). "Ready" is refused, with nothing written,
 * unless 3 to 5 distinct candidates are on it, each vetted and consenting to the pool.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "./audit";
import { isIanaTimeZone } from "./candidate-availability";
import { type Database, rowsOf } from "./client";
import {
  SHORTLIST_DRAFT_MAX_ENTRIES,
  SHORTLIST_PITCH_MAX_CHARS,
  type ShortlistEntryRow,
  type ShortlistRow,
  type ShortlistStatus,
  shortlistEntries,
  shortlists,
} from "./schema";

/** How many candidates a ready shortlist holds (SPEC: 3-5 pre-vetted candidates). */
const SHORTLIST_SIZE = { min: 3, max: 5 } as const;

/** A change the shortlist's rules refused; nothing was written. */
export class ShortlistRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "ShortlistRefusal";
  }
}

const RATE_MAX_USD = 99_999.99;
const revision = z.coerce.number().int().min(1).max(2_147_483_647);
const candidateId = z.uuid();

/** The brief's fields as a plain POST sends them: empty means "not noted". */
const briefFields = {
  stacks: z
    .string()
    .max(400)
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((stack) => stack.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z.array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Stacks are slugs like react or node.")).max(10),
    ),
  seniority: z.enum(["", "junior", "mid", "senior"]),
  timeZone: z.string().refine((zone) => zone === "" || isIanaTimeZone(zone), "Not an IANA time zone."),
  maxRateUsd: z
    .string()
    .refine((value) => value === "" || /^\d{1,5}(\.\d{1,2})?$/.test(value), "A rate in dollars, like 55.")
    .transform((value) => (value === "" ? null : Number(value)))
    .refine((value) => value === null || (value > 0 && value <= RATE_MAX_USD), "A rate above zero."),
};

/** Every change the inbox's shortlist forms make, each with the revision it was shown at. */
const ShortlistChangeSchema = z.discriminatedUnion("intent", [
  z.strictObject({ intent: z.literal("shortlist-add"), revision, candidateId }),
  z.strictObject({ intent: z.literal("shortlist-remove"), revision, candidateId }),
  z.strictObject({
    intent: z.literal("shortlist-move"),
    revision,
    candidateId,
    direction: z.enum(["up", "down"]),
  }),
  z.strictObject({
    intent: z.literal("shortlist-pitch"),
    revision,
    candidateId,
    pitch: z
      .string()
      .transform((value) => value.trim())
      .pipe(
        z
          .string()
          .max(SHORTLIST_PITCH_MAX_CHARS, `Keep a pitch within ${SHORTLIST_PITCH_MAX_CHARS} characters.`),
      ),
  }),
  z.strictObject({ intent: z.literal("shortlist-brief"), revision, ...briefFields }),
  z.strictObject({ intent: z.literal("shortlist-ready"), revision }),
]);

export interface Shortlist {
  shortlist: ShortlistRow | null;
  /** The current version's entries, first first. */
  entries: ShortlistEntryRow[];
}

/** The request's shortlist and its current entries (no shortlist yet: null and none). */
export async function shortlistOf(db: Database, hiringRequestId: string): Promise<Shortlist> {
  const [shortlist] = await db
    .select()
    .from(shortlists)
    .where(eq(shortlists.hiringRequestId, hiringRequestId));
  if (!shortlist) return { shortlist: null, entries: [] };
  return { shortlist, entries: await currentEntries(db, shortlist) };
}

function currentEntries(db: Database, shortlist: ShortlistRow): Promise<ShortlistEntryRow[]> {
  return versionEntries(db, shortlist.id, shortlist.version);
}

/** The request's shortlist locked for a change, made on its first change (revision 1 then). */
async function lockShortlist(tx: Database, hiringRequestId: string, actorId: string): Promise<ShortlistRow> {
  const [request] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from hiring_requests where id = ${hiringRequestId}::uuid for update`),
  );
  if (!request) throw new ShortlistRefusal(404, "There is no such hiring request.");
  const [existing] = await tx
    .select()
    .from(shortlists)
    .where(eq(shortlists.hiringRequestId, hiringRequestId))
    .for("update");
  if (existing) return existing;
  const [created] = await tx.insert(shortlists).values({ hiringRequestId, createdById: actorId }).returning();
  if (!created) throw new Error("The shortlist was not created.");
  return created;
}

/** The reasons a candidate cannot be on a ready shortlist, by candidate id. */
async function unfitCandidates(tx: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = rowsOf<{ id: string; name: string; stage: string; consenting: boolean }>(
    await tx.execute(sql`select id, name, stage, coalesce(pool_consent_until > now(), false) as consenting
      from candidates where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) for update`),
  );
  const unfit = new Map<string, string>();
  for (const row of rows) {
    if (row.stage === "withdrawn") unfit.set(row.id, `${row.name} has withdrawn.`);
    else if (row.stage === "rejected") unfit.set(row.id, `${row.name} was rejected.`);
    else if (row.stage !== "vetted") unfit.set(row.id, `${row.name} is not vetted yet.`);
    else if (!row.consenting) unfit.set(row.id, `${row.name} has not consented to the pool.`);
  }
  for (const id of ids)
    if (!rows.some((row) => row.id === id)) unfit.set(id, "A candidate is no longer in the pool.");
  return unfit;
}

/**
 * Applies one change from the inbox's forms (`fields`: the form's values with its intent) to the
 * request's shortlist. Returns the shortlist as it is now; refuses with a ShortlistRefusal.
 */
export async function changeShortlist(
  db: Database,
  input: { hiringRequestId: string; actorId: string; fields: Record<string, unknown> },
): Promise<Shortlist> {
  if (!candidateId.safeParse(input.hiringRequestId).success) {
    throw new ShortlistRefusal(404, "There is no such hiring request.");
  }
  const parsed = ShortlistChangeSchema.safeParse(input.fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.code === "unrecognized_keys" || issue?.code === "invalid_union"
        ? "The shortlist form sent fields it does not have."
        : (issue?.message ?? "The shortlist form is incomplete.");
    throw new ShortlistRefusal(
      400,
      message.startsWith("Invalid") ? "The shortlist form is incomplete." : message,
    );
  }
  const change = parsed.data;
  return db.transaction(async (tx) => {
    let shortlist = await lockShortlist(tx, input.hiringRequestId, input.actorId);
    if (shortlist.revision !== change.revision) {
      throw new ShortlistRefusal(409, "Someone changed this shortlist since you opened the page: reload it.");
    }
    if (change.intent === "shortlist-ready" && shortlist.status === "sent") {
      throw new ShortlistRefusal(409, "The shortlist is already sent: change it to make a new version.");
    }
    // The client keeps the version they were sent: a change to its candidates makes the next one.
    if (shortlist.status === "sent" && change.intent !== "shortlist-brief") {
      shortlist = await startNextVersion(tx, shortlist);
    }
    const entries = await currentEntries(tx, shortlist);
    const entry =
      "candidateId" in change ? entries.find((row) => row.candidateId === change.candidateId) : undefined;
    const detail: Record<string, unknown> = { shortlistId: shortlist.id, version: shortlist.version };
    let order = entries.map((row) => row.candidateId);
    let status: ShortlistStatus =
      shortlist.status === "ready" || (shortlist.status === "sent" && change.intent !== "shortlist-brief")
        ? "draft"
        : shortlist.status;
    let readyAt = shortlist.readyAt;
    const brief: Partial<ShortlistRow> = {};

    if (change.intent === "shortlist-add") {
      if (entry) throw new ShortlistRefusal(409, "That candidate is already on the shortlist.");
      if (entries.length >= SHORTLIST_DRAFT_MAX_ENTRIES) {
        throw new ShortlistRefusal(409, `A draft holds at most ${SHORTLIST_DRAFT_MAX_ENTRIES} candidates.`);
      }
      const [found] = rowsOf<{ id: string }>(
        await tx.execute(sql`select id from candidates where id = ${change.candidateId}::uuid`),
      );
      if (!found) throw new ShortlistRefusal(404, "There is no such candidate.");
      order = [...order, change.candidateId];
      detail.candidateId = change.candidateId;
    } else if (change.intent === "shortlist-remove" || change.intent === "shortlist-move") {
      if (!entry) throw new ShortlistRefusal(409, "That candidate is not on the shortlist.");
      detail.candidateId = change.candidateId;
      if (change.intent === "shortlist-remove") order = order.filter((id) => id !== change.candidateId);
      else {
        const from = order.indexOf(change.candidateId);
        const to = change.direction === "up" ? from - 1 : from + 1;
        if (to < 0 || to >= order.length)
          throw new ShortlistRefusal(409, "The candidate cannot move further.");
        [order[from], order[to]] = [order[to] as string, order[from] as string];
        detail.direction = change.direction;
      }
    } else if (change.intent === "shortlist-pitch") {
      if (!entry) throw new ShortlistRefusal(409, "That candidate is not on the shortlist.");
      await tx.update(shortlistEntries).set({ pitch: change.pitch }).where(eq(shortlistEntries.id, entry.id));
      detail.candidateId = change.candidateId;
      detail.pitchLength = change.pitch.length;
    } else if (change.intent === "shortlist-brief") {
      Object.assign(brief, {
        briefStacks: change.stacks,
        briefSeniority: change.seniority || null,
        briefTimeZone: change.timeZone || null,
        briefMaxRateUsd: change.maxRateUsd,
      });
      detail.stacks = change.stacks.length;
    } else {
      if (shortlist.status !== "draft") throw new ShortlistRefusal(409, "The shortlist is already ready.");
      if (entries.length < SHORTLIST_SIZE.min || entries.length > SHORTLIST_SIZE.max) {
        throw new ShortlistRefusal(
          409,
          `A shortlist holds ${SHORTLIST_SIZE.min} to ${SHORTLIST_SIZE.max} candidates; this one has ${entries.length}.`,
        );
      }
      // Two entries of one person can follow a merge of two candidates who were both on it.
      if (new Set(order).size !== order.length) {
        throw new ShortlistRefusal(
          409,
          "A candidate is on the shortlist twice: remove one of the entries first.",
        );
      }
      const unfit = await unfitCandidates(tx, order);
      const first = order.map((id) => unfit.get(id)).find(Boolean);
      if (first) throw new ShortlistRefusal(409, `${first} Take them off the shortlist first.`);
      status = "ready";
      readyAt ??= new Date();
      detail.candidates = entries.length;
    }

    if (order.join() !== entries.map((row) => row.candidateId).join()) {
      await rewriteOrder(tx, shortlist, entries, order);
    }
    const [updated] = await tx
      .update(shortlists)
      .set({
        ...brief,
        status,
        readyAt,
        version: shortlist.version,
        revision: shortlist.revision + 1,
        updatedAt: sql`now()`,
      })
      .where(eq(shortlists.id, shortlist.id))
      .returning();
    if (!updated) throw new Error("The shortlist was not updated.");
    await recordAudit(tx, {
      actorId: input.actorId,
      action: `shortlist.${change.intent.slice("shortlist-".length)}`,
      targetType: "hiring-requests",
      targetId: input.hiringRequestId,
      detail,
    });
    return { shortlist: updated, entries: await currentEntries(tx, updated) };
  });
}

/**
 * The next version of a sent shortlist, starting as a copy of the sent one (its order and pitches):
 * the change at hand then applies to the copy, and the client's page keeps the sent version until
 * the team sends the new one.
 */
async function startNextVersion(tx: Database, shortlist: ShortlistRow): Promise<ShortlistRow> {
  const next = { ...shortlist, version: shortlist.version + 1 };
  const entries = await currentEntries(tx, shortlist);
  if (entries.length > 0) {
    await tx.insert(shortlistEntries).values(
      entries.map((entry) => ({
        shortlistId: shortlist.id,
        version: next.version,
        candidateId: entry.candidateId,
        position: entry.position,
        pitch: entry.pitch,
      })),
    );
  }
  return next;
}

/** The entries of one version of a shortlist, first first (the version a client was sent). */
export function versionEntries(
  db: Database,
  shortlistId: string,
  version: number,
): Promise<ShortlistEntryRow[]> {
  return db
    .select()
    .from(shortlistEntries)
    .where(and(eq(shortlistEntries.shortlistId, shortlistId), eq(shortlistEntries.version, version)))
    .orderBy(asc(shortlistEntries.position));
}

/** Writes the current version's entries in `order`, keeping each kept candidate's pitch. */
async function rewriteOrder(
  tx: Database,
  shortlist: ShortlistRow,
  entries: readonly ShortlistEntryRow[],
  order: readonly string[],
): Promise<void> {
  const pitches = new Map(entries.map((row) => [row.candidateId, row.pitch]));
  await tx
    .delete(shortlistEntries)
    .where(
      and(eq(shortlistEntries.shortlistId, shortlist.id), eq(shortlistEntries.version, shortlist.version)),
    );
  if (order.length === 0) return;
  await tx.insert(shortlistEntries).values(
    order.map((id, index) => ({
      shortlistId: shortlist.id,
      version: shortlist.version,
      candidateId: id,
      position: index + 1,
      pitch: pitches.get(id) ?? "",
    })),
  );
}
