/**
 * The one intake pipeline behind every public form endpoint: method, origin, content type, rate
 * limit, size, JSON, schema, spam rules, idempotency key, then the endpoint's own store call.
 * Bad input always ends in a 4xx with a JSON `{ error, fieldErrors? }`, never in a 5xx.
 */
import type { z } from "zod";
import { type Attribution, HONEYPOT_FIELD, MAX_BODY_BYTES } from "~/content/forms/envelope";
import type { FormKind } from "~/content/forms/form-kinds";
import { FORM_TOKEN_FIELD } from "~/content/forms/form-token";
import { IDEMPOTENCY_HEADER } from "~/content/forms/idempotency";
import type { StoreResult, SubmissionMeta } from "~server/db/submissions";
import type { RequestContext } from "~server/load-context";
import { logger } from "~server/logger.server";
import {
  findUnstorableText,
  isAllowedOrigin,
  isJsonContentType,
  readIdempotencyKey,
  readJsonBody,
} from "./http-guards.server";
import { createOnePerToken } from "./one-per-token.server";
import { requestHash } from "./request-hash.server";
import { assessSpam, visitorMailHold } from "./spam.server";

export type { FormKind };

const MAX_USER_AGENT_LENGTH = 512;

export type FieldErrors = Record<string, string[]>;

interface EnvelopeFields {
  [HONEYPOT_FIELD]?: string | undefined;
  [FORM_TOKEN_FIELD]?: string | undefined;
  /** Accepted from pages cached before the form token, and ignored. */
  fillTimeMs?: number | undefined;
  attribution?: Attribution | undefined;
}

export interface IntakeOptions<T extends EnvelopeFields> {
  form: FormKind;
  /** The strict request schema: the form's fields plus the envelope. */
  schema: z.ZodType<T>;
  /** Stores the accepted submission. */
  store: (
    fields: Omit<T, keyof EnvelopeFields>,
    meta: SubmissionMeta,
    context: RequestContext,
  ) => Promise<StoreResult>;
  /** The answer for a record that already existed (a retry of a new record's request gets 201). */
  existingStatus: 200 | 201;
  /** What the answer carries besides the stored record's id (the same for a quarantined one). */
  answer?: (id: string, context: RequestContext) => Promise<Record<string, unknown>>;
}

/** What the intake read off a valid body: the envelope's parts and the form's own fields. */
interface Envelope<T extends EnvelopeFields> {
  honeypot: string | undefined;
  formToken: string | undefined;
  attribution: Attribution | undefined;
  fields: Omit<T, keyof EnvelopeFields>;
}

/** Submissions carrying one form token are counted and stored one at a time (see the module). */
const onePerToken = createOnePerToken();

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}, headers = {}) {
  return Response.json({ error, ...extra }, { status, headers: { ...NO_STORE, ...headers } });
}

/** What an endpoint gets for a request: the request itself and the server's request context. */
export interface EndpointArgs {
  request: Request;
  context: RequestContext;
}

/** GET and HEAD, which a form endpoint's `loader` answers. */
export function methodNotAllowed(): Response {
  return jsonError(405, "Method not allowed. Send the form with POST.", {}, { Allow: "POST" });
}

/** Per-field messages keyed by the field's path (`attribution.utmSource`); unknown keys included. */
function toFieldErrors(error: z.ZodError): { fieldErrors: FieldErrors; formErrors: string[] } {
  // A Map, not an object: keys such as "__proto__" or "constructor" come from the visitor.
  const byField = new Map<string, string[]>();
  const formErrors: string[] = [];
  const add = (key: string, message: string) => {
    const list = byField.get(key) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(key, list);
  };
  for (const issue of error.issues) {
    // A list item's message belongs to the list's field (`roles`, not `roles.0`).
    const prefix = issue.path
      .filter((segment) => typeof segment !== "number")
      .map(String)
      .join(".");
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, "Unknown field");
    } else if (prefix) {
      add(prefix, issue.message);
    } else {
      formErrors.push(issue.message);
    }
  }
  // fromEntries defines own properties, so even "__proto__" stays an ordinary key.
  return { fieldErrors: Object.fromEntries(byField), formErrors };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export async function handleSubmission<T extends EnvelopeFields>(
  { request, context }: EndpointArgs,
  options: IntakeOptions<T>,
): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed();
  const { env } = context.services;

  if (!isAllowedOrigin(request, { siteOrigin: env.SITE_ORIGIN, allowedOrigins: env.ALLOWED_ORIGINS })) {
    return jsonError(403, "Cross-origin form submissions are not allowed.");
  }
  if (!isJsonContentType(request.headers.get("Content-Type"))) {
    return jsonError(415, "Send the form as JSON (Content-Type: application/json).");
  }
  const idempotency = readIdempotencyKey(request.headers.get(IDEMPOTENCY_HEADER));
  if (!idempotency.ok) return jsonError(400, idempotency.error);

  const limit = await context.services.rateLimiters[options.form].hit(context.clientIp);
  if (!limit.allowed) {
    return jsonError(
      429,
      "Too many submissions from your network. Please try again later.",
      {},
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const body = await readJsonBody(request, MAX_BODY_BYTES);
  if (!body.ok) return jsonError(body.status, body.error);
  if (!isPlainObject(body.value)) return jsonError(400, "The request body must be a JSON object.");
  const unstorable = findUnstorableText(body.value);
  if (unstorable) return jsonError(400, unstorable);

  const parsed = options.schema.safeParse(body.value);
  if (!parsed.success) {
    const { fieldErrors, formErrors } = toFieldErrors(parsed.error);
    return jsonError(400, formErrors[0] ?? "Some fields are missing or invalid.", { fieldErrors });
  }

  const {
    [HONEYPOT_FIELD]: honeypot,
    [FORM_TOKEN_FIELD]: formToken,
    fillTimeMs: _ignoredFillTime,
    attribution,
    ...fields
  } = parsed.data;
  return onePerToken(formToken, () =>
    redeemAndStore(request, context, options, { honeypot, formToken, attribution, fields }, idempotency.key),
  );
}

async function redeemAndStore<T extends EnvelopeFields>(
  request: Request,
  context: RequestContext,
  options: IntakeOptions<T>,
  { honeypot, formToken, attribution, fields }: Envelope<T>,
  idempotencyKey: string | null,
): Promise<Response> {
  const { formTokens } = context.services;
  // Counted in the database: a token that already carried a stored submission is a replay.
  const token = await formTokens.redeem(options.form, formToken);
  const verdict = assessSpam(options.form, { [HONEYPOT_FIELD]: honeypot, token });
  const userAgent = request.headers.get("User-Agent");
  const meta: SubmissionMeta = {
    spam: verdict.spam,
    spamReason: verdict.reason,
    visitorMailHold: visitorMailHold(token),
    attribution: attribution ?? {},
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    clientIp: context.clientIp || null,
    idempotencyKey,
    requestHash: requestHash(fields),
  };

  let stored: StoreResult;
  try {
    stored = await options.store(fields, meta, context);
  } catch (error) {
    // Database errors carry the query's parameters (the visitor's name, e-mail, phone) in their
    // message and detail: the logger keeps only the error's class and code.
    (context.log ?? logger).error({ err: error, form: options.form }, "Storing a submission failed");
    await formTokens.giveBack(options.form, formToken);
    return jsonError(
      503,
      "We could not save your submission just now. Please try again in a moment.",
      {},
      {
        "Retry-After": "5",
      },
    );
  }
  // Nothing was stored: the visitor may send the form again with the same token.
  if (stored.kind !== "stored") await formTokens.giveBack(options.form, formToken);
  if (stored.kind === "idempotency-conflict") {
    return jsonError(422, "This Idempotency-Key was used for a different request");
  }
  if (stored.kind === "refused") return jsonError(stored.status, stored.error, stored.extra);
  // A spam submission gets exactly the answer a real one gets, so bots learn nothing.
  const status = stored.created ? 201 : options.existingStatus;
  const extra = options.answer ? await options.answer(stored.id, context) : {};
  return Response.json({ ...extra, id: stored.id }, { status, headers: NO_STORE });
}
