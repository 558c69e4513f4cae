/**
 * The candidate page's admin tools: merging a duplicate into this candidate (found by address or
 * by a search of the pool, compared side by side before the merge, server/db/candidate-merge.ts)
 * and deleting the candidate through the privacy erasure (privacy.server.ts). Only admins see
 * them; a member's post is refused with a 403.
 */
import { eq, sql } from "drizzle-orm";
import { mergeCandidates, mergeStageSentence } from "~server/db/candidate-merge";
import { CandidateRefusal, candidateByEmail } from "~server/db/candidates";
import type { Database } from "~server/db/client";
import { candidates } from "~server/db/schema";
import { STAGE_LABELS } from "~server/db/vetting";
import { listCandidates, parseCandidateListQuery } from "./candidate-list.server";
import { type CandidateActionResult, fieldsOf, refused } from "./candidate-page.server";
import type { InboxServices } from "./inbox-services.server";
import { isUuid } from "./lead-tables.server";
import { eraseCandidate } from "./privacy.server";

/** The intents this module answers on the candidate page. */
export const ADMIN_INTENTS = ["merge", "delete"] as const;

const SEARCH_MAX_LENGTH = 254;
const MATCHES_SHOWN = 10;

/** One side of the comparison: what tells two records of one person apart. */
export interface CandidateSide {
  id: string;
  name: string;
  email: string;
  stageLabel: string;
  country: string;
  stacks: string;
  seniority: string;
  rate: string;
  hoursPerWeek: string;
  tags: string;
  applications: number;
  scorecards: number;
  createdAt: string;
  updatedAt: string;
}

async function sideOf(db: Database, id: string): Promise<CandidateSide | undefined> {
  const [row] = await db
    .select({
      candidate: candidates,
      applications:
        sql`(select count(*)::int from candidate_applications a where a.candidate_id = candidates.id)`.mapWith(
          Number,
        ),
      scorecards:
        sql`(select count(*)::int from candidate_scorecards s where s.candidate_id = candidates.id)`.mapWith(
          Number,
        ),
    })
    .from(candidates)
    .where(eq(candidates.id, id));
  if (!row) return undefined;
  const { candidate } = row;
  return {
    id: candidate.id,
    name: candidate.name,
    email: candidate.email,
    stageLabel: STAGE_LABELS[candidate.stage],
    country: candidate.country ?? "",
    stacks: candidate.stacks.join(", "),
    seniority: candidate.seniority ?? "",
    rate: candidate.hourlyRateUsd === null ? "" : `$${candidate.hourlyRateUsd}/h`,
    hoursPerWeek: candidate.hoursPerWeek === null ? "" : String(candidate.hoursPerWeek),
    tags: candidate.tags.join(", "),
    applications: row.applications,
    scorecards: row.scorecards,
    createdAt: candidate.createdAt.toISOString().slice(0, 10),
    updatedAt: candidate.updatedAt.toISOString(),
  };
}

/**
 * What the admin tools show, from the page's URL: `merge` searches the pool (an address finds its
 * candidate, other words search names, stacks and notes), `mergeWith` compares one candidate with
 * this one.
 */
export async function candidateAdminPanel(db: Database, id: string, params: URLSearchParams) {
  const search = (params.get("merge") ?? "").trim().slice(0, SEARCH_MAX_LENGTH);
  const mergeWith = params.get("mergeWith") ?? "";
  let matches: { id: string; name: string; email: string; stageLabel: string }[] = [];
  if (search.includes("@")) {
    const found = await candidateByEmail(db, search);
    matches = found && found.id !== id ? [{ ...found, stageLabel: STAGE_LABELS[found.stage] }] : [];
  } else if (search) {
    // The pool list's own search, so both find the same candidates.
    const page = await listCandidates(db, parseCandidateListQuery(new URLSearchParams({ q: search })));
    matches = page.candidates
      .filter((candidate) => candidate.id !== id)
      .slice(0, MATCHES_SHOWN)
      .map(({ id, name, email, stageLabel }) => ({ id, name, email, stageLabel }));
  }
  const compare =
    isUuid(mergeWith) && mergeWith !== id
      ? await Promise.all([sideOf(db, id), sideOf(db, mergeWith)])
      : undefined;
  return {
    search,
    searched: params.has("merge"),
    matches,
    compare: compare?.[0] && compare[1] ? { kept: compare[0], merged: compare[1] } : null,
  };
}
export type CandidateAdminPanel = Awaited<ReturnType<typeof candidateAdminPanel>>;

export type CandidateAdminResult = CandidateActionResult | { ok: true; deleted: true; message: string };

/** Runs a merge or a deletion posted from the candidate page, for an admin only. */
export async function runCandidateAdminAction(
  inbox: InboxServices,
  input: { id: string; form: FormData; actorId: string; isAdmin: boolean },
): Promise<CandidateAdminResult> {
  const { id, form, actorId } = input;
  if (!input.isAdmin) return refused(403, "Only an admin merges or deletes candidates.");
  if (!isUuid(id)) return refused(404, "There is no such candidate.");
  const intent = form.get("intent");
  if (intent === "merge") {
    const fields = fieldsOf(form, (key) => ["mergedId", "keptUpdatedAt", "mergedUpdatedAt"].includes(key));
    if (typeof fields === "string") return refused(400, fields);
    try {
      const result = await mergeCandidates(inbox.db, {
        keptId: id,
        mergedId: fields.mergedId ?? "",
        keptUpdatedAt: fields.keptUpdatedAt ?? "",
        mergedUpdatedAt: fields.mergedUpdatedAt ?? "",
        actorId,
      });
      const moved = result.moved["candidate_applications.candidate_id"] ?? 0;
      return {
        ok: true,
        message: `Merged the duplicate: ${moved} ${moved === 1 ? "application" : "applications"} moved here. ${mergeStageSentence(result)}`,
      };
    } catch (error) {
      if (error instanceof CandidateRefusal) return refused(error.status, error.message);
      throw error;
    }
  }
  if (intent === "delete") {
    const fields = fieldsOf(form, (key) => key === "confirm");
    if (typeof fields === "string") return refused(400, fields);
    if (fields.confirm !== "delete") {
      return refused(400, "Tick the box to confirm that the candidate is deleted for good.", {
        confirm: "Confirm the deletion.",
      });
    }
    const erased = await eraseCandidate(inbox.db, {
      actorId,
      candidateId: id,
      mailDir: inbox.mailDir,
      secret: inbox.secret,
      files: inbox.files,
    });
    if (!erased) return refused(404, "There is no such candidate.");
    return { ok: true, deleted: true, message: "Deleted the candidate and every trace of their addresses." };
  }
  return refused(400, "Unknown action.");
}
