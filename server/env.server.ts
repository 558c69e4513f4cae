import path from "node:path";
import { z } from "zod";
import { DEFAULT_PORTAL_URL, DEFAULT_SITE_ORIGIN } from "../build-env";
import { parseTrustProxy } from "./trust-proxy";

const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine(
      (value) => value === undefined || protocols.some((protocol) => value.startsWith(`${protocol}:`)),
      {
        message: `must start with ${protocols.map((protocol) => `${protocol}://`).join(" or ")}`,
      },
    )
    .refine((value) => value === undefined || URL.canParse(value), { message: "must be a valid URL" });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default("0.0.0.0"),
    BUILD_DIR: z.string().trim().min(1).default("build"),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
    SMTP_URL: optionalUrl(["smtp", "smtps"]),
    NOTIFY_TO: z.email().default("sales@latammatch.example"),
    /** Where visitors' replies to automatic e-mails go; unset, NOTIFY_TO. */
    REPLY_TO: z.email().optional(),
    MAIL_FROM: z.string().trim().min(3).default("LatamMatch Website <no-reply@latammatch.example>"),
    SITE_ORIGIN: z
      .url()
      .default(DEFAULT_SITE_ORIGIN)
      .transform((value) => value.replace(/\/+$/, "")),
    PORTAL_URL: z.url().default(DEFAULT_PORTAL_URL),
    STORAGE_DIR: z.string().trim().min(1).default("./storage"),
    LEAD_WEBHOOK_URL: optionalUrl(["http", "https"]),
    LEAD_WEBHOOK_SECRET: z.string().optional(),
    /**
     * Where uploaded files (résumés) go when no S3 bucket is set: `files` under DATA_DIR/files (the
     * default beside the embedded database), `database` in the database (the default on PostgreSQL).
     */
    FILE_STORAGE: z.enum(["files", "database"]).optional(),
    /** An S3-compatible service for uploaded files (résumés), whatever the database. */
    S3_ENDPOINT: optionalUrl(["http", "https"]),
    S3_BUCKET: z.string().trim().optional(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().trim().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Signs form tokens and links; unset, secrets are generated once and kept in the database. */
    FORM_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The FORM_TOKEN_SECRET before a rotation: it still verifies, and signs nothing. */
    FORM_TOKEN_PREVIOUS_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** One minimum fill time for every form, in ms, instead of each form's own (1.5-4 s); tests set 0. */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
    /** E-mails to visitors allowed per recipient address in 24 hours, all kinds together; 0 turns it off. */
    MAIL_BUDGET_PER_ADDRESS: z.coerce.number().int().min(0).max(1000).default(3),
    /** Newsletter confirmation e-mails allowed per address in 24 hours; 0 turns it off. */
    MAIL_BUDGET_CONFIRMATIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(1000).default(1),
    /** E-mails to visitors one client network (IPv4 address, IPv6 /64) may ask for per hour; 0 turns it off. */
    MAIL_BUDGET_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(20),
    /** Submissions allowed per client IP and window on each form endpoint; 0 turns the limit off. */
    RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(10),
    RATE_LIMIT_WINDOW_MS: positiveInt(10 * 60 * 1000),
    /** Résumé uploads allowed per client IP and RATE_LIMIT_WINDOW_MS; 0 turns the limit off. */
    RESUME_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(5),
    /** Résumés attached to applications per e-mail address in 24 hours; 0 turns the limit off. */
    RESUME_MAX_PER_ADDRESS: z.coerce.number().int().min(0).max(1000).default(3),
    /** Open (confirmed, future) discovery-call bookings allowed per e-mail address; 0 turns the limit off. */
    BOOKING_MAX_OPEN_PER_EMAIL: z.coerce.number().int().min(0).max(1000).default(1),
    /** Open discovery-call bookings allowed per client network (IPv4 address, IPv6 /64); 0 turns it off. */
    BOOKING_MAX_OPEN_PER_IP: z.coerce.number().int().min(0).max(1000).default(3),
    /** The link visitors join discovery calls at (a video room), in the invitations, e-mails and confirmation. */
    BOOKING_MEETING_URL: optionalUrl(["https"]),
    /** Where discovery calls take place, in words ("Google Meet", "Zoom, the link is in the invitation"). */
    BOOKING_MEETING_PLACE: z
      .string()
      .optional()
      .transform((value) => value?.replace(/\s+/g, " ").trim() || undefined)
      .refine((value) => value === undefined || value.length <= 200, {
        message: "must be at most 200 characters",
      }),
    /** Days a shortlist link sent to a client opens its page (/shortlists/{token}). */
    SHORTLIST_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** Views and posts of shortlist pages per client IP and RATE_LIMIT_WINDOW_MS; 0 turns the limit off. */
    SHORTLIST_VIEW_RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(60),
    /** Leads (hiring requests, candidate applications) are deleted this many months after they arrived. */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).default(24),
    /** The .eml copies of notifications in DATA_DIR/mail are deleted after this many days. */
    MAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
    /**
     * Milliseconds between two digests of one job alert (a week); the server checks for due
     * digests hourly, or as often as this when it is shorter (a test's few seconds).
     */
    JOB_ALERT_DIGEST_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(7 * 24 * 60 * 60 * 1000),
    /**
     * The reverse proxies whose X-Forwarded-For, -Proto and -Host are trusted: a number of hops
     * (0 = none), or their addresses and ranges (server/trust-proxy.ts).
     */
    TRUST_PROXY: z
      .string()
      .default("0")
      .transform((value, ctx) => {
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: (error as Error).message });
          return z.NEVER;
        }
      }),
    /** 1: inbox admins must turn on two-step verification before anything else in the inbox. */
    INBOX_REQUIRE_2FA: z
      .enum(["0", "1", "false", "true"], { message: "must be 0 or 1" })
      .default("0")
      .transform((value) => value === "1" || value === "true"),
    /** Turns on GET /metrics for requests carrying `Authorization: Bearer <this token>`; unset, it is off (404). */
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      .regex(/^[A-Za-z0-9\-._~+/]+=*$/, "must be letters, digits and - . _ ~ + / only (a bearer token)")
      .optional(),
    /** Extra origins allowed to POST to the form endpoints, comma separated. */
    ALLOWED_ORIGINS: z
      .string()
      .default("")
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim().replace(/\/+$/, ""))
          .filter(Boolean),
      )
      // Compared with the browser's Origin header as they are: anything but an origin never matches.
      .refine(
        (origins) => origins.every((origin) => URL.canParse(origin) && new URL(origin).origin === origin),
        {
          message:
            "must be origins (scheme and host, and a port if not the default), e.g. https://staging.example.com",
        },
      ),
  })
  .refine((env) => !env.S3_ENDPOINT || (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_ENDPOINT is set",
    path: ["S3_ENDPOINT"],
  })
  // Files in one instance's DATA_DIR would be missing on every other instance of the database.
  .refine((env) => !(env.DATABASE_URL && env.FILE_STORAGE === "files"), {
    message:
      "FILE_STORAGE=files keeps files on one instance: with DATABASE_URL use the database or S3_ENDPOINT",
    path: ["FILE_STORAGE"],
  })
  .refine((env) => !env.LEAD_WEBHOOK_URL || (env.LEAD_WEBHOOK_SECRET?.length ?? 0) >= 16, {
    message: "LEAD_WEBHOOK_SECRET of at least 16 characters is required when LEAD_WEBHOOK_URL is set",
    path: ["LEAD_WEBHOOK_SECRET"],
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; storageDir: string; buildDir: string };

export class EnvError extends Error {}

/** Reads and validates the environment once. Throws an EnvError naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const blankToUndefined = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, value === "" ? undefined : value]),
  );
  const result = EnvSchema.safeParse(blankToUndefined);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    storageDir: path.resolve(env.STORAGE_DIR),
    buildDir: path.resolve(env.BUILD_DIR),
  };
}
