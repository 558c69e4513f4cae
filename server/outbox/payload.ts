/**
 * Every outbox job's payload is checked against its event's schema when the worker takes it, so a
 * job of an unknown shape fails visibly (retried, then failed in the inbox) instead of being sent
 * half-filled. The schemas live beside the payloads they describe.
 */
import { z } from "zod";
import type { OutboxRow } from "../db/schema";

/** The job's payload as its event's schema reads it; throws when it does not match. */
export function jobPayload<Schema extends z.ZodType>(
  job: Pick<OutboxRow, "event" | "payload">,
  schema: Schema,
) {
  const result = schema.safeParse(job.payload);
  if (!result.success) {
    throw new Error(
      `The ${job.event} job's payload does not match its event: ${z.prettifyError(result.error)}`,
    );
  }
  return result.data as z.output<Schema>;
}
