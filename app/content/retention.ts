/**
 * The retention job's defaults (RETENTION_MONTHS, MAIL_RETENTION_DAYS in server/env.server.ts),
 * and how long a consent to stay in the talent pool keeps a candidate (server/db/vetting.ts).
 * A module of its own, free of the site's build values, so the database schema can read it.
 */
export const RETENTION = { leadMonths: 24, mailDays: 30, poolConsentMonths: 36 } as const;
