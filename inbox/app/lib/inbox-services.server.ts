import type { Database } from "~server/db/client";
import { createDatabaseFileStorage, type FileStorage } from "~server/db/file-storage";
import type { OutboxChannel } from "~server/db/schema";
import { SHORTLIST_LINK_DEFAULT_DAYS } from "~server/db/shortlist-links";
import type { MailBudget } from "~server/outbox/mail-budget.server";
import { createInboxCookies, type InboxCookies } from "./cookies.server";
import { createLoginThrottle, type LoginThrottle, type LoginThrottleOptions } from "./login-throttle.server";

/** What the inbox's loaders and actions need from the server. */
export interface InboxServices {
  db: Database;
  throttle: LoginThrottle;
  /** The session and pending-login cookies; `Secure` when the site is served over https. */
  cookies: InboxCookies;
  siteOrigin: string;
  /** Channels a lead released from quarantine is announced on (as the intake would have). */
  channels: () => OutboxChannel[];
  /** Wakes the outbox worker after jobs were queued. */
  onQueued: () => void;
  /** The per-address budgets the candidates' e-mails of a stage move count against. */
  mailBudget: MailBudget | undefined;
  /** Tells the public job board an opening changed: its cached pages are purged on every instance. */
  onOpeningsChanged: () => Promise<void>;
  /** Where the .eml copies of notifications are written (privacy erasure looks through them). */
  mailDir: string;
  /** The server's token secret; keys for the second factor and privacy hashes are derived from it. */
  secret: string;
  /** INBOX_REQUIRE_2FA: admins must turn on two-step verification first. */
  requireTwoFactorForAdmins: boolean;
  /** Where uploaded files (résumés) are kept: the same storage the site's upload writes to. */
  files: FileStorage;
  /** Days a shortlist link sent to a client opens its page (SHORTLIST_LINK_DAYS). */
  shortlistLinkDays: number;
}

export function createInboxServices(options: {
  db: Database;
  siteOrigin: string;
  channels: () => OutboxChannel[];
  onQueued?: () => void;
  mailBudget?: MailBudget;
  onOpeningsChanged?: () => Promise<void>;
  throttle?: LoginThrottleOptions;
  mailDir: string;
  secret: string;
  requireTwoFactorForAdmins?: boolean;
  files?: FileStorage;
  shortlistLinkDays?: number;
}): InboxServices {
  return {
    db: options.db,
    throttle: createLoginThrottle(options.db, options.throttle),
    cookies: createInboxCookies(options.siteOrigin.startsWith("https:")),
    siteOrigin: options.siteOrigin,
    channels: options.channels,
    onQueued: options.onQueued ?? (() => {}),
    mailBudget: options.mailBudget,
    onOpeningsChanged: options.onOpeningsChanged ?? (async () => {}),
    mailDir: options.mailDir,
    secret: options.secret,
    requireTwoFactorForAdmins: options.requireTwoFactorForAdmins ?? false,
    files: options.files ?? createDatabaseFileStorage(options.db),
    shortlistLinkDays: options.shortlistLinkDays ?? SHORTLIST_LINK_DEFAULT_DAYS,
  };
}
