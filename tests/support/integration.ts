/** Shared helpers of the integration tests, browser tests and benchmarks (not a test file itself). */
import { sql } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import type { FormKind } from "../../app/content/forms/form-kinds";
import { createFormTokens } from "../../app/features/submissions/form-token.server";
import { answerUnsubscribePage } from "../../app/features/subscriptions/unsubscribe.server";
import { createSignedTokens } from "../../app/lib/signed-token.server";
import type { Database } from "../../server/db/client";
import { type Env, parseEnv } from "../../server/env.server";
import { type AppServices, createLoadContext, type RequestContext } from "../../server/load-context";
import { candidateApplicationBody, hiringRequestBody, subscriptionBody } from "./form-payloads";

export const SITE_ORIGIN = "https://latammatch.example";
export const TEST_FORM_TOKEN_SECRET = "integration-test-form-token-secret-0123456789";

/** A form token as the test server would have issued it `ageMs` ago (a person's pace by default). */
export function formTokenFor(form: FormKind, ageMs = 60_000, secret = TEST_FORM_TOKEN_SECRET): string {
  const tokens = createFormTokens({ tokens: createSignedTokens(secret), now: () => Date.now() - ageMs });
  return tokens.issue(form).token;
}

export function testEnv(overrides: Record<string, string | undefined>): Env {
  return parseEnv({
    NODE_ENV: "test",
    SITE_ORIGIN,
    RATE_LIMIT_MAX: "0",
    // Like the rate limit, the visitor e-mail budgets are tested where they are turned on.
    MAIL_BUDGET_PER_ADDRESS: "0",
    MAIL_BUDGET_CONFIRMATIONS_PER_ADDRESS: "0",
    MAIL_BUDGET_PER_IP: "0",
    NOTIFY_TO: "sales@latammatch.example",
    MAIL_FROM: "LatamMatch Website <no-reply@latammatch.example>",
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ...overrides,
  });
}

/** The request context the site's endpoints get (server/site-endpoints.ts). */
export function requestContextFor(services: AppServices, clientIp = "203.0.113.7"): RequestContext {
  return { services, clientIp, cspNonce: "test" };
}

/** The same context, as the inbox's loaders and actions get it from React Router. */
export function contextFor(services: AppServices, clientIp = "203.0.113.7"): RouterContextProvider {
  return createLoadContext(requestContextFor(services, clientIp));
}

export function validHiringRequest(overrides: Record<string, unknown> = {}) {
  return hiringRequestBody(formTokenFor("hiringRequest"), {
    roles: ["Engineering", "Product"],
    primaryGoal: "Hire LATAM developers",
    additionalInfo: "Two senior React engineers <script>alert(1)</script> & a designer",
    attribution: { utmSource: "newsletter", utmCampaign: "spring", landingPage: "/saas" },
    ...overrides,
  });
}

export function validCandidateApplication(overrides: Record<string, unknown> = {}) {
  return candidateApplicationBody(formTokenFor("candidateApplication"), overrides);
}

export function validSubscription(overrides: Record<string, unknown> = {}) {
  return subscriptionBody(formTokenFor("subscription"), overrides);
}

export function jsonPost(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  method = "POST",
): Request {
  return new Request(`http://127.0.0.1:4410${path}`, {
    method,
    headers: { "Content-Type": "application/json", "User-Agent": "integration-test", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function rowCounts(db: Database) {
  const result = await db.execute<{ table: string; count: number }>(sql`
    select 'hiring_requests' as "table", count(*)::int as count from hiring_requests
    union all select 'candidate_applications', count(*)::int from candidate_applications
    union all select 'subscriptions', count(*)::int from subscriptions
    union all select 'outbox', count(*)::int from outbox`);
  const rows = (result as unknown as { rows: { table: string; count: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.table, Number(row.count)])) as Record<
    "hiring_requests" | "candidate_applications" | "subscriptions" | "outbox",
    number
  >;
}

export async function clearTables(db: Database) {
  await db.execute(
    sql`truncate hiring_requests, candidate_applications, subscriptions, outbox, lead_events, bookings, estimate_requests, resumes, stored_files, shortlists, shortlist_entries, shortlist_links, shortlist_passes, interviews, interview_holds, trials`,
  );
}

/** RFC 8058: the POST a mailbox provider sends to a message's List-Unsubscribe link. */
export function oneClickUnsubscribe(link: string, services: Parameters<typeof answerUnsubscribePage>[1]) {
  return answerUnsubscribePage(
    new Request(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    }),
    services,
  );
}
