import { IDEMPOTENCY_HEADER } from "~/content/forms/idempotency";

export class SubmitError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "SubmitError";
  }
}

/**
 * POSTs a form's JSON to one of our endpoints. Resolves with the stored record's id and the whole
 * answer; rejects
 * with a SubmitError on a network failure or any non-2xx answer. Pass the same idempotency
 * key when retrying the same submission so the server stores it only once.
 */
export async function submitJson(
  url: string,
  body: unknown,
  idempotencyKey: string,
): Promise<{ id: string; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new SubmitError(error instanceof Error ? error.message : "Network error", null, null);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new SubmitError(`Request failed with status ${response.status}`, response.status, payload);
  const id = (payload as { id?: unknown } | null)?.id;
  return { id: typeof id === "string" ? id : String(id ?? ""), payload };
}

/**
 * The field errors of a 400 answer (`{ fieldErrors: { "<path>": [messages] } }`), first message
 * per path; empty for any other answer.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof SubmitError) || error.status !== 400) return {};
  const fieldErrors = (error.body as { fieldErrors?: unknown } | null)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== "object") return {};
  const messages: Record<string, string> = {};
  for (const [path, value] of Object.entries(fieldErrors)) {
    const message = Array.isArray(value) ? value.find((item) => typeof item === "string") : value;
    if (typeof message === "string" && message) messages[path] = message;
  }
  return messages;
}

/** A fresh key for one submission attempt sequence. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
