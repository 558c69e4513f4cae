import type { RateLimiter } from "../app/features/submissions/rate-limit.server";
import type { FormKind } from "../app/features/submissions/spam.server";
import type { SubmissionStore } from "./db/submissions";
import type { Env } from "./env.server";

/** What the server hands to every loader and action (React Router's load context). */
export interface AppServices {
  env: Env;
  /** Durable storage of form submissions (each with its notification jobs, in one transaction). */
  submissions: SubmissionStore;
  /** One in-memory limiter per form endpoint, keyed by client IP. */
  rateLimiters: Record<FormKind, RateLimiter>;
  /** Throws when a dependency (the database) does not answer; used by /healthz. */
  checkHealth?: () => Promise<void>;
}

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The client's address, as resolved by Express (honours TRUST_PROXY). */
    clientIp: string;
    /** Nonce for the inline scripts of this server-rendered response. */
    cspNonce: string;
  }
}
