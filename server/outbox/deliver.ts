import type { OutboxRow } from "../db/schema";
import type { Mailer } from "./mailer";
import { type LeadEvent, renderLeadNotification } from "./notification";
import type { WebhookSender } from "./webhook";

/** Sends one outbox job through its channel; throws to have it retried. */
export function createDeliver(channels: { mailer: Mailer; webhook?: WebhookSender | undefined }) {
  return async (job: OutboxRow): Promise<void> => {
    // Payloads are cleared once delivered; a job put back to "pending" by hand has nothing to send.
    if (Object.keys(job.payload).length === 0) {
      throw new Error("The job's payload was cleared after an earlier delivery; there is nothing to send");
    }
    const event = job.payload as unknown as LeadEvent;
    if (job.channel === "email") {
      await channels.mailer.send(renderLeadNotification(event));
      return;
    }
    if (job.channel === "webhook") {
      // Jobs queued while a webhook was configured stay queued (and fail visibly) if it is removed.
      if (!channels.webhook) throw new Error("LEAD_WEBHOOK_URL is not configured");
      await channels.webhook.send({
        deliveryId: job.id,
        event: job.event,
        occurredAt: event.receivedAt,
        data: event as unknown as Record<string, unknown>,
      });
      return;
    }
    throw new Error(`Unknown outbox channel "${String(job.channel)}"`);
  };
}
