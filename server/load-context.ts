import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { FormKind } from "../app/content/forms/form-kinds";
import type { BookingService } from "../app/features/booking/bookings.server";
import type { CandidateStatusPages } from "../app/features/candidate-status/status-page.server";
import type { JobBoard } from "../app/features/jobs/job-board.server";
import type { ShortlistRoomPages } from "../app/features/shortlist-room/shortlist-page.server";
import type { FormTokens } from "../app/features/submissions/form-token.server";
import type { RateLimiter } from "../app/features/submissions/rate-limit.server";
import type { MailingList } from "../app/features/subscriptions/unsubscribe.server";
import type { SignedTokens } from "../app/lib/signed-token.server";
import type { InboxServices } from "../inbox/app/lib/inbox-services.server";
import type { ResumeStore } from "./db/resumes";
import type { SubmissionStore } from "./db/submissions";
import type { Env } from "./env.server";
import type { Logger } from "./logger.server";

/** The server's long-lived dependencies, shared by every request. */
export interface AppServices {
  env: Env;
  /** Durable storage of form submissions (each with its notification jobs, in one transaction). */
  submissions: SubmissionStore;
  /** One limiter per form endpoint, keyed by client IP, counted in the database (shared by instances). */
  rateLimiters: Record<FormKind, RateLimiter>;
  /** Résumé uploads (metadata and bytes), attached to applications by the submission store. */
  resumes: ResumeStore;
  /** Résumé uploads per client IP, counted in the database like the form limits. */
  resumeUploadLimiter: RateLimiter;
  /** Issues and checks the signed form tokens. */
  formTokens: FormTokens;
  /** Signs and verifies tokens with the server's secret (form tokens, unsubscribe links …). */
  signedTokens: SignedTokens;
  /** Unsubscribe links and headers for e-mails to subscribers, and the unsubscription itself. */
  mailingList: MailingList;
  /** The leads inbox: its database access, sign-in throttle and notification channels. */
  inbox: InboxServices;
  /** Discovery-call slots and bookings, with their cancel/reschedule links. */
  bookings: BookingService;
  /** The public job board: its database, clock and the cache of its rendered pages. */
  jobBoard: JobBoard;
  /** The candidate's status page: its database, mail budget and fresh-link limit. */
  candidateStatus: CandidateStatusPages;
  /** The client's shortlist page: its database and view limit. */
  shortlistRoom: ShortlistRoomPages;
  /** Throws when a dependency (the database) does not answer; used by /healthz. */
  checkHealth?: () => Promise<void>;
}

/** What the server hands to every loader and action, per request. */
export interface RequestContext {
  services: AppServices;
  /** The client's address, as resolved by Express (honours TRUST_PROXY). */
  clientIp: string;
  /** Nonce for the inline scripts of this server-rendered response. */
  cspNonce: string;
  /** This request's logger: every line carries the request id (sent as X-Request-Id). */
  log?: Logger;
}

const REQUEST_CONTEXT_KEY = Symbol.for("latammatch.request-context");
type WithRequestContextKey = { [REQUEST_CONTEXT_KEY]?: RouterContext<RequestContext> };

/**
 * The typed key under which loaders and actions find the request context. The Express entry and
 * the React Router build are bundled separately, so each holds its own copy of this module; the
 * key is kept on the global object so that both copies use the same one.
 */
const globalKeys = globalThis as WithRequestContextKey;
globalKeys[REQUEST_CONTEXT_KEY] ??= createContext<RequestContext>();
export const requestContext: RouterContext<RequestContext> = globalKeys[REQUEST_CONTEXT_KEY];

export function createLoadContext(value: RequestContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestContext, value]]));
}
