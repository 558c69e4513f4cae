/**
 * The client's shortlist page, /shortlists/{token}: what it shows for a token and what its plain
 * "Pass" form does. A malformed, tampered or unknown token gets the 404 page; an expired or
 * revoked link the 410 page with the request owner's address. Views and posts count against one
 * limit per client network (kept in the database, shared by instances); the first view through
 * a link is audited and mailed to the owner.
 *
 * Its answers are never cached, indexed or sent on as a referrer: the token in the path opens the
 * shortlist. The server's metrics never label a request with it (app/content/astro-pages.ts).
 */

import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { type ShortlistNotice, shortlistPageText } from "~/content/shortlist-room";
import {
  cancelInterview,
  InterviewRefusal,
  interviewSlots,
  requestInterview,
} from "~/features/interviews/interviews.server";
import type { RateLimiter } from "~/features/submissions/rate-limit.server";
import type { SignedTokens } from "~/lib/signed-token.server";
import { recordAudit } from "~server/db/audit";
import type { Database } from "~server/db/client";
import type { ResumeStore } from "~server/db/resumes";
import { interviews } from "~server/db/schema";
import {
  enqueueClientActionEmail,
  openLinkOfRequest,
  openShortlistLink,
  openShortlistLinkById,
  recordFirstView,
  requestOwnerEmail,
  type ShortlistClientAction,
} from "~server/db/shortlist-links";
import {
  passOnCandidate,
  type ShortlistCard,
  ShortlistPassRefusal,
  type ShortlistRoom,
  sharedResumeCandidate,
  shortlistRoom,
} from "~server/db/shortlist-room";
import { type HirePrecondition, hireCandidate, recordTrialOutcome, TrialRefusal } from "~server/db/trials";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import { resumeAttachment } from "../resumes/download.server";
import { type LinkPageAnswer, linkPageAnswer } from "../subscriptions/link-page";

export type { ShortlistCard, ShortlistRoom };

/** The purpose a signed way back to a shortlist link is signed for. */
const SIGNED_LINK_PURPOSE = "shortlist-link";
const signedLinkPayload = z.object({ l: z.uuid() });

/**
 * What a path's token opens: the link's own random token (the one its e-mail carries), or a token
 * the server signed naming a link (the interview e-mails' "Open your shortlist"). Either opens
 * the link only while it is open: a signed way back closes when its link is revoked or expires.
 */
function openLink(pages: ShortlistRoomPages, token: string | undefined) {
  const signed =
    token && pages.tokens
      ? signedLinkPayload.safeParse(pages.tokens.verify(SIGNED_LINK_PURPOSE, token))
      : null;
  return signed?.success
    ? openShortlistLinkById(pages.db, signed.data.l)
    : openShortlistLink(pages.db, token);
}

/**
 * The way back to a request's shortlist for its client's interview e-mails: the newest open
 * link, signed; none when every link is closed.
 */
export async function clientShortlistUrl(
  db: Database,
  tokens: SignedTokens,
  siteOrigin: string,
  hiringRequestId: string,
): Promise<string | undefined> {
  const linkId = await openLinkOfRequest(db, hiringRequestId);
  return linkId
    ? new URL(`/shortlists/${tokens.sign(SIGNED_LINK_PURPOSE, { l: linkId })}`, siteOrigin).href
    : undefined;
}

/** The headers of the page and of every answer to its form. */
const SHORTLIST_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

export interface ShortlistRoomPages {
  db: Database;
  /** The candidates' résumés, downloaded by a client only with the candidate's consent to share them. */
  resumes: ResumeStore;
  /** Views and posts per client network. */
  viewLimiter: RateLimiter;
  /** Signs and reads the links the server writes itself (an interview invitation's way back). */
  tokens?: SignedTokens;
  /** The per-address budgets of the interview and trial e-mails a client's action queues. */
  mailBudget?: MailBudget;
  /** Told when an e-mail to the owner was queued, so the outbox sends it at once. */
  onQueued?: () => void;
}

export interface ShortlistPageNotice {
  tone: "success" | "error";
  key: ShortlistNotice;
  /** The card the notice belongs to. */
  candidateId: string | null;
  /** The rule's own words for a refused interview or hire, shown instead of the key's text. */
  message?: string;
}

/** How far ahead a client may pick interview times (the candidate's hours, in days). */
const INTERVIEW_PICK_DAYS = 14;

export type ShortlistPageState =
  | {
      state: "room";
      room: ShortlistRoom;
      notice: ShortlistPageNotice | null;
      /** The résumé download of each card that offers one, by candidate. */
      resumeLinks: Record<string, string>;
      /**
       * The interview times the client can pick on the card they opened "Request interview" on
       * (one at a time, so the page stays light), by candidate; a refused request shows them again.
       */
      interviewSlots: Record<string, string[]>;
    }
  | { state: "gone"; why: "expired" | "revoked"; contact: string | null }
  | { state: "not-found" }
  | { state: "rate-limited" };

class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: ShortlistNotice,
  ) {
    super(key);
  }
}

/** The form's fields as strings: a field twice, or a file, is not this page's form. */
async function formOf(request: Request): Promise<Record<string, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new FormRefusal(400, "invalid-form");
  }
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of form) {
    if (seen.has(name) || typeof value !== "string") throw new FormRefusal(400, "invalid-form");
    seen.add(name);
    entries.push([name, value]);
  }
  // Each key its own property: "__proto__" is one more unknown key for the strict schema.
  return Object.fromEntries(entries);
}

/**
 * The page's answer: GET and HEAD show it (the zone the client picked in `zone`), POST runs the
 * pass form and shows the page again with the outcome; other methods get 405.
 */
export async function answerShortlistPage(
  request: Request,
  pages: ShortlistRoomPages,
  input: {
    token: string | undefined;
    clientIp: string;
    zone: string | null;
    /** The candidate whose "Request interview" the client opened (`?interview=`), if any. */
    picking?: string | null;
  },
): Promise<LinkPageAnswer<ShortlistPageState>> {
  const answer = (page: ShortlistPageState, status: number, headers: Record<string, string> = {}) =>
    linkPageAnswer(page, status, { ...SHORTLIST_PAGE_HEADERS, ...headers });
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
    return answer({ state: "not-found" }, 405, { Allow: "GET, HEAD, POST" });
  }
  const limit = await pages.viewLimiter.hit(input.clientIp);
  if (!limit.allowed) return answer({ state: "rate-limited" }, 429);
  const opened = await openLink(pages, input.token);
  if (opened.state === "unknown") return answer({ state: "not-found" }, 404);
  if (opened.state === "gone") {
    const contact = await requestOwnerEmail(pages.db, opened.hiringRequestId);
    return answer({ state: "gone", why: opened.why, contact }, 410);
  }
  const show = async (status: number, notice: ShortlistPageNotice | null) => {
    const room = await shortlistRoom(pages.db, opened, input.zone);
    const resumeLinks: Record<string, string> = {};
    for (const card of room.cards) {
      if (
        card.sharesProfile &&
        card.available &&
        (await pages.resumes.listOfCandidate(card.candidateId)).length > 0
      ) {
        resumeLinks[card.candidateId] = shortlistResumePath(input.token ?? "", card.candidateId);
      }
    }
    const slots: Record<string, string[]> = {};
    const picking =
      notice?.key === "refused" && notice.candidateId ? notice.candidateId : (input.picking ?? null);
    for (const card of room.cards) {
      if (card.candidateId !== picking || !canRequestInterview(card)) continue;
      try {
        const found = await interviewSlots(pages.db, {
          hiringRequestId: opened.hiringRequestId,
          shortlistEntryId: card.entryId,
          days: INTERVIEW_PICK_DAYS,
        });
        slots[card.candidateId] = found.slots;
      } catch (error) {
        if (!(error instanceof InterviewRefusal)) throw error;
      }
    }
    return answer({ state: "room", room, notice, resumeLinks, interviewSlots: slots }, status);
  };

  if (request.method !== "POST") {
    if (await recordFirstView(pages.db, opened.link, opened.hiringRequestId)) pages.onQueued?.();
    return show(200, null);
  }
  let candidateId: string | null = null;
  try {
    const fields = await formOf(request);
    candidateId = typeof fields.candidateId === "string" ? fields.candidateId : null;
    const { intent, ...rest } = fields;
    if (intent === "pass") {
      const outcome = await passOnCandidate(pages.db, opened, rest);
      if (outcome === "passed") pages.onQueued?.();
      return await show(200, { tone: "success", key: outcome, candidateId });
    }
    const room = await shortlistRoom(pages.db, opened, input.zone);
    const card = room.cards.find((item) => item.candidateId === candidateId);
    if (!card) throw new FormRefusal(400, "invalid-form");
    const key = await runCardAction(pages, opened.hiringRequestId, room, card, intent, rest, input.clientIp);
    await enqueueClientActionEmail(pages.db, {
      hiringRequestId: opened.hiringRequestId,
      action: OWNER_MAIL_OF[key],
      candidateId: card.candidateId,
    });
    pages.onQueued?.();
    return await show(200, { tone: "success", key, candidateId });
  } catch (error) {
    if (error instanceof FormRefusal || error instanceof ShortlistPassRefusal) {
      return show(error.status, { tone: "error", key: error.key, candidateId });
    }
    if (error instanceof InterviewRefusal || error instanceof TrialRefusal) {
      return show(error.status, { tone: "error", key: "refused", candidateId, message: error.message });
    }
    throw error;
  }
}

/** The owner's e-mail each done card action queues. */
const OWNER_MAIL_OF = {
  "interview-requested": "interview-requested",
  "interview-cancelled": "interview-cancelled",
  hired: "hired",
  placed: "placed",
  "replacement-asked": "replacement",
} as const satisfies Record<string, ShortlistClientAction>;

/** A card offers "Request interview" while its candidate is available and nothing is open with them. */
export function canRequestInterview(card: ShortlistCard): boolean {
  return (
    card.available &&
    !card.passed &&
    !card.trial &&
    (!card.interview || card.interview.status === "other-times" || card.interview.status === "cancelled")
  );
}

/** A card offers "Hire — start the trial" once an interview with the candidate is confirmed. */
export function canHire(card: ShortlistCard): boolean {
  return card.available && !card.passed && !card.trial && card.interview?.status === "confirmed";
}

/** The hire's own rule on this page: the client interviewed the candidate (a confirmed interview). */
const interviewedFirst =
  (hiringRequestId: string): HirePrecondition =>
  async (tx, hire) => {
    const [confirmed] = await tx
      .select({ id: interviews.id })
      .from(interviews)
      .where(
        and(
          eq(interviews.hiringRequestId, hiringRequestId),
          eq(interviews.candidateId, hire.candidateId),
          eq(interviews.status, "confirmed"),
        ),
      )
      .limit(1);
    return confirmed ? null : "Interview the candidate before you hire them.";
  };

/** The up to three times a "Request interview" form picked, in the order of its fields. */
function pickedTimes(fields: Record<string, string>): string[] {
  return ["time1", "time2", "time3"].map((name) => fields[name] ?? "").filter((time) => time !== "");
}

/** Runs one card's interview, hire or trial form; a refusal throws with the rule's words. */
async function runCardAction(
  pages: ShortlistRoomPages,
  hiringRequestId: string,
  room: ShortlistRoom,
  card: ShortlistCard,
  intent: string | undefined,
  fields: Record<string, string>,
  clientIp: string,
): Promise<keyof typeof OWNER_MAIL_OF> {
  const allowed = (names: string[]) => {
    if (Object.keys(fields).some((name) => name !== "candidateId" && !names.includes(name))) {
      throw new FormRefusal(400, "invalid-form");
    }
  };
  const options = { mailBudget: pages.mailBudget, clientIp };
  if (intent === "interview") {
    allowed(["time1", "time2", "time3"]);
    await requestInterview(
      pages.db,
      {
        hiringRequestId,
        shortlistEntryId: card.entryId,
        startTimes: pickedTimes(fields),
        clientTimeZone: room.zone.value,
      },
      options,
    );
    return "interview-requested";
  }
  if (intent === "cancel-interview" && card.interview) {
    allowed([]);
    await cancelInterview(
      pages.db,
      { interviewId: card.interview.id, party: { by: "client", hiringRequestId } },
      options,
    );
    return "interview-cancelled";
  }
  if (intent === "hire") {
    allowed(["startsOn"]);
    await hireCandidate(pages.db, {
      shortlistId: room.shortlistId,
      candidateId: card.candidateId,
      fields: { startsOn: fields.startsOn ?? "", timeZone: room.zone.value },
      actor: { kind: "client", clientIp },
      mailBudget: pages.mailBudget,
      precondition: interviewedFirst(hiringRequestId),
    });
    return "hired";
  }
  if (intent === "outcome" && card.trial) {
    allowed(["outcome", "note"]);
    const { trial } = await recordTrialOutcome(pages.db, {
      trialId: card.trial.id,
      fields: { outcome: fields.outcome ?? "", note: fields.note ?? "" },
      actor: { kind: "client", clientIp },
    });
    return trial.status === "replacement" ? "replacement-asked" : "placed";
  }
  throw new FormRefusal(400, "invalid-form");
}

/** The path of a card's résumé download (an endpoint of the server, server/endpoints/). */
function shortlistResumePath(token: string, candidateId: string): string {
  return `/shortlists/${token}/resume/${candidateId}`;
}

/**
 * GET /shortlists/{token}/resume/{candidateId}: the candidate's newest résumé, only while the link
 * is open and the candidate is on the version shown, available and consenting to share their
 * profile; audited. Anything else answers 404 (410 for a closed link), under the page's limit.
 */
export async function answerShortlistResume(
  pages: ShortlistRoomPages,
  input: { token: string | undefined; candidateId: string | undefined; clientIp: string },
): Promise<Response> {
  const refuse = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: { ...SHORTLIST_PAGE_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  const limit = await pages.viewLimiter.hit(input.clientIp);
  if (!limit.allowed) return refuse(429, shortlistPageText.notices["rate-limited"]);
  const opened = await openLink(pages, input.token);
  if (opened.state === "gone") return refuse(410, shortlistPageText.gone.title);
  if (opened.state !== "open") return refuse(404, shortlistPageText.notFound.title);
  const candidateId = await sharedResumeCandidate(pages.db, opened, input.candidateId);
  const [resume] = candidateId ? await pages.resumes.listOfCandidate(candidateId) : [];
  const bytes = resume ? await pages.resumes.bytesOf(resume) : null;
  if (!candidateId || !resume || !bytes) return refuse(404, "This résumé is not shared on this shortlist.");
  await recordAudit(pages.db, {
    actorId: null,
    action: "shortlist.client_resume_downloaded",
    targetType: "hiring-requests",
    targetId: opened.hiringRequestId,
    detail: { linkId: opened.link.id, candidateId, resumeId: resume.id },
  });
  return resumeAttachment(resume, bytes, { "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" });
}
