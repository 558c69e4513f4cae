/**
 * The candidate's status page, /candidate/{token} in their language: what it shows for a token
 * and what its plain form posts do. Every form carries the record's version, so a form older
 * than the record is refused (409) and nothing written; the vetting's rules (server/db) decide
 * the rest. A wrong, malformed or revoked token gets the 404 page, whose one form mails a fresh
 * link to the address on file and answers the same whether or not there is one.
 *
 * Its answers are never cached, indexed or sent on as a referrer: the token in the path opens
 * the candidate's record. The server's metrics never label a request with it (astro-pages.ts).
 */
import { z } from "zod";
import type { StatusNotice } from "~/content/candidate-status-page";
import type { InterviewNotice } from "~/content/interviews";
import type { RateLimiter } from "~/features/submissions/rate-limit.server";
import type { Locale } from "~/lib/i18n/locales";
import { updateCandidateAvailability } from "~server/db/candidate-availability";
import {
  attachOwnResume,
  changeOwnConsents,
  checkOwnResumeForm,
  withdrawOwnCandidacy,
} from "~server/db/candidate-own-actions";
import { type CandidateStatus, candidateStatus } from "~server/db/candidate-status";
import { enqueueStatusLinkEmail } from "~server/db/candidate-status-link";
import { candidateIdForStatusToken } from "~server/db/candidate-tokens";
import { CandidateRefusal, type CandidateRefusalCode, candidateByEmail } from "~server/db/candidates";
import type { Database } from "~server/db/client";
import type { ResumeStore } from "~server/db/resumes";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import {
  type InterviewSection,
  interviewRefusalNotice,
  interviewSection,
  isInterviewIntent,
  runInterviewForm,
} from "../interviews/status-section.server";
import { displayFileName } from "../resumes/file-name";
import { RESUME_FIELD, RESUME_MAX_BYTES } from "../resumes/limits";
import { sniffResume } from "../resumes/sniff.server";
import { type LinkPageAnswer, linkPageAnswer } from "../subscriptions/link-page";

/** The headers of the page and of every answer to its forms. */
export const STATUS_PAGE_HEADERS = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "no-referrer",
} as const;

/** What the page says of the last form sent, and for which form. */
export interface Notice {
  tone: "success" | "error";
  key: StatusNotice;
  /** The form the notice belongs to, shown beside it. */
  intent: Intent | null;
}

/** What the interviews section says of its last form sent. */
export interface InterviewFormNotice {
  tone: "success" | "error";
  key: InterviewNotice;
}

export type StatusPageState =
  | {
      state: "status";
      token: string;
      status: CandidateStatus;
      notice: Notice | null;
      interviews: InterviewSection;
      interviewNotice: InterviewFormNotice | null;
    }
  | { state: "not-found"; notice: Notice | null };

/** What the status page needs of the server. */
export interface CandidateStatusPages {
  db: Database;
  /** Every e-mail to a visitor counts against it (server/outbox/mail-budget.server.ts). */
  mailBudget: MailBudget;
  /** The fresh-link form's requests per client network. */
  linkLimiter: RateLimiter;
  /** Where a new résumé is stored, with the same checks and limit as every upload. */
  resumes: ResumeStore;
  resumeLimiter: RateLimiter;
  /** Told when an e-mail was queued, so the outbox sends it at once. */
  onQueued?: () => void;
  /** Told when queuing a fresh link failed after the answer went out. */
  onError?: (error: unknown) => void;
}

const INTENTS = ["availability", "consents", "withdraw", "resume", "fresh-link"] as const;
type Intent = (typeof INTENTS)[number];

/** The fresh-link form: one address, as long as an address can be. */
const FreshLinkSchema = z.strictObject({ email: z.email().max(254) });
/** The withdrawal's own confirmation, ticked on the page; the rest goes to the vetting's rule. */
const WithdrawConfirmSchema = z.looseObject({ confirm: z.literal("on") });

const REFUSAL_NOTICES: Partial<Record<CandidateRefusalCode, StatusNotice>> = {
  "stale-form": "stale-form",
  "invalid-availability": "invalid-availability",
  closed: "closed",
};

class FormRefusal extends Error {
  constructor(
    readonly status: number,
    readonly key: StatusNotice,
  ) {
    super(key);
  }
}

/** A plain form's fields as strings, and the one file a résumé form carries. */
interface PostedForm {
  fields: Record<string, string>;
  file: File | null;
}

/**
 * A plain form's fields as one object of strings: a field sent twice, or a file other than the
 * résumé form's one, is not a form of this page. Object.fromEntries defines each key as its own
 * property, so "__proto__" is one more unknown key for the strict schemas to refuse.
 */
async function formOf(request: Request): Promise<PostedForm> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new FormRefusal(400, "invalid-form");
  }
  const entries: [string, string][] = [];
  const seen = new Set<string>();
  let file: File | null = null;
  for (const [name, value] of form) {
    if (seen.has(name)) throw new FormRefusal(400, "invalid-form");
    seen.add(name);
    if (typeof value === "string") entries.push([name, value]);
    else if (name === RESUME_FIELD) file = value;
    else throw new FormRefusal(400, "invalid-form");
  }
  const fields = Object.fromEntries(entries);
  if (file && fields.intent !== "resume") throw new FormRefusal(400, "invalid-form");
  return { fields, file };
}

function withoutKey(fields: Record<string, string>, key: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== key));
}

/** Queues the fresh link's e-mail when the address is on file. */
async function mailFreshLink(pages: CandidateStatusPages, email: string, clientIp: string): Promise<void> {
  const candidate = await candidateByEmail(pages.db, email);
  if (!candidate) return;
  const queued = await pages.db.transaction((tx) =>
    enqueueStatusLinkEmail(tx, candidate.id, { mailBudget: pages.mailBudget, clientIp }),
  );
  if (queued) pages.onQueued?.();
}

/**
 * Mails a fresh link when the address is on file; the answer never says whether it is, neither by
 * its words nor by its time: the address is looked up once the answer is decided, and the answer
 * does not wait for it (awaited, an address on file was answered a few milliseconds later).
 */
async function requestFreshLink(
  pages: CandidateStatusPages,
  fields: Record<string, string>,
  clientIp: string,
): Promise<void> {
  const limit = await pages.linkLimiter.hit(clientIp);
  if (!limit.allowed) throw new FormRefusal(429, "rate-limited");
  const parsed = FreshLinkSchema.safeParse(fields);
  if (!parsed.success) throw new FormRefusal(400, "invalid-email");
  void mailFreshLink(pages, parsed.data.email, clientIp).catch((error: unknown) => pages.onError?.(error));
}

/**
 * Stores a new résumé with the checks of every upload (one PDF or DOCX of at most 5 MB, by its
 * content, under the upload limit per client) and makes it the candidate's newest.
 */
async function storeOwnResume(
  pages: CandidateStatusPages,
  candidateId: string,
  fields: Record<string, string>,
  file: File | null,
  clientIp: string,
): Promise<void> {
  checkOwnResumeForm(fields);
  const limit = await pages.resumeLimiter.hit(clientIp);
  if (!limit.allowed) throw new FormRefusal(429, "rate-limited");
  if (!file || file.size === 0) throw new FormRefusal(400, "invalid-resume");
  if (file.size > RESUME_MAX_BYTES) throw new FormRefusal(413, "invalid-resume");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffResume(bytes);
  if (sniffed.kind === null) throw new FormRefusal(415, "invalid-resume");
  const resumeId = await pages.resumes.save({
    bytes,
    kind: sniffed.kind,
    fileName: displayFileName(file.name, sniffed.kind),
    clientIp: clientIp || null,
  });
  await attachOwnResume(pages.db, { candidateId, resumeId, fields });
}

/** Runs one of the candidate's own forms; throws a CandidateRefusal or a FormRefusal. */
async function runOwnForm(
  pages: CandidateStatusPages,
  candidateId: string,
  intent: Exclude<Intent, "fresh-link" | "resume">,
  fields: Record<string, string>,
): Promise<StatusNotice> {
  if (intent === "availability") {
    await updateCandidateAvailability(pages.db, { candidateId, fields });
    return "availability-saved";
  }
  if (intent === "consents") {
    await changeOwnConsents(pages.db, { candidateId, fields });
    return "consents-saved";
  }
  if (!WithdrawConfirmSchema.safeParse(fields).success) throw new FormRefusal(400, "invalid-form");
  await withdrawOwnCandidacy(pages.db, {
    candidateId,
    fields: withoutKey(fields, "confirm"),
    mailBudget: pages.mailBudget,
  });
  // The withdrawal's confirmation e-mail is queued with it: the outbox sends it now.
  pages.onQueued?.();
  return "withdrawn";
}

const isIntent = (value: string | undefined): value is Intent =>
  (INTENTS as readonly string[]).includes(value ?? "");

/**
 * The status page's answer to a request: GET and HEAD show it, POST runs the form its `intent`
 * names and shows the page again with the outcome; other methods get 405.
 */
export async function answerStatusPage(
  request: Request,
  pages: CandidateStatusPages,
  input: { token: string | undefined; locale: Locale; clientIp: string },
): Promise<LinkPageAnswer<StatusPageState>> {
  const candidateId = await candidateIdForStatusToken(pages.db, input.token);
  /** The page as it is now, with the outcome of a form; a page without a record is a 404 unless told. */
  const answer = async (
    status: number,
    notice: Notice | null,
    notFoundStatus = 404,
    interviewNotice: InterviewFormNotice | null = null,
  ): Promise<LinkPageAnswer<StatusPageState>> => {
    const token = input.token;
    const found = candidateId && token ? await candidateStatus(pages.db, candidateId, input.locale) : null;
    if (!found || !token || !candidateId)
      return linkPageAnswer<StatusPageState>(
        { state: "not-found", notice },
        notFoundStatus,
        STATUS_PAGE_HEADERS,
      );
    const interviews = await interviewSection(pages.db, candidateId);
    return linkPageAnswer(
      { state: "status", token, status: found, notice, interviews, interviewNotice },
      status,
      STATUS_PAGE_HEADERS,
    );
  };
  if (request.method === "GET" || request.method === "HEAD") return answer(200, null);
  if (request.method !== "POST") {
    return linkPageAnswer({ state: "not-found", notice: null }, 405, {
      ...STATUS_PAGE_HEADERS,
      Allow: "POST",
    });
  }

  let intent: Intent | null = null;
  try {
    const { fields, file } = await formOf(request);
    if (isInterviewIntent(fields.intent)) {
      if (!candidateId) return await answer(404, null);
      try {
        const key = await runInterviewForm(pages.db, {
          candidateId,
          intent: fields.intent,
          fields: withoutKey(fields, "intent"),
          mailBudget: pages.mailBudget,
        });
        pages.onQueued?.();
        return await answer(200, null, 404, { tone: "success", key });
      } catch (error) {
        if (error instanceof CandidateRefusal && error.code === "stale-form")
          return await answer(409, { tone: "error", key: "stale-form", intent: null });
        if (error instanceof CandidateRefusal && error.code === "not-found") return await answer(404, null);
        const refusal = interviewRefusalNotice(error);
        if (!refusal) throw error;
        return await answer(refusal.status, null, 404, { tone: "error", key: refusal.key });
      }
    }
    if (!isIntent(fields.intent)) throw new FormRefusal(400, "invalid-form");
    intent = fields.intent;
    const rest = withoutKey(fields, "intent");
    if (intent === "fresh-link") {
      await requestFreshLink(pages, rest, input.clientIp);
      return await answer(200, { tone: "success", key: "link-sent", intent }, 200);
    }
    if (!candidateId) return await answer(404, null);
    if (intent === "resume") {
      await storeOwnResume(pages, candidateId, rest, file, input.clientIp);
      return await answer(200, { tone: "success", key: "resume-saved", intent });
    }
    const done = await runOwnForm(pages, candidateId, intent, rest);
    return await answer(200, { tone: "success", key: done, intent });
  } catch (error) {
    if (error instanceof FormRefusal) {
      const notice = { tone: "error", key: error.key, intent } as const;
      // The fresh-link form's refusals keep their own status on the 404 page it is on.
      return answer(error.status, notice, intent === "fresh-link" ? error.status : 404);
    }
    if (error instanceof CandidateRefusal) {
      if (error.code === "not-found") return answer(404, null);
      const key = REFUSAL_NOTICES[error.code] ?? "invalid-form";
      return answer(error.status, { tone: "error", key, intent });
    }
    throw error;
  }
}
