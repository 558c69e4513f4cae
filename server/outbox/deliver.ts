import type { OutboxRow } from "../db/schema";
import type { ComposeEmail } from "../emails/visitor-emails.server";
import { isLeadCreatedEvent, leadEventSchema } from "./lead-event";
import type { Mailer, MailMessage } from "./mailer";
import { renderLeadNotification } from "./notification";
import { jobPayload } from "./payload";
import type { WebhookSender } from "./webhook";

/** Sends one outbox job through its channel; throws to have it retried. */
export function createDeliver(channels: {
  mailer: Mailer;
  webhook?: WebhookSender | undefined;
  /** The site's origin, for the links in e-mails. */
  siteOrigin: string;
  /**
   * E-mails by outbox event (e.g. "match_report.requested"), each checking its job's payload; the
   * lead events ("hiring_request.created" …) are the team's notifications. A job of any other
   * event fails: it is never sent as a lead notification. A composer may answer null: the e-mail
   * is no longer due (a reminder of a cancelled call) and the job ends without sending.
   */
  emails?: Readonly<Record<string, ComposeEmail | ((job: OutboxRow) => Promise<MailMessage | null>)>>;
}) {
  return async (job: OutboxRow): Promise<void> => {
    // Payloads are cleared once delivered; a job put back to "pending" by hand has nothing to send.
    if (Object.keys(job.payload).length === 0) {
      throw new Error("The job's payload was cleared after an earlier delivery; there is nothing to send");
    }
    const leadEvent = () => {
      if (!isLeadCreatedEvent(job.event)) throw new Error(`Unknown outbox event "${job.event}"`);
      return jobPayload(job, leadEventSchema);
    };
    if (job.channel === "email") {
      const compose =
        channels.emails && Object.hasOwn(channels.emails, job.event) ? channels.emails[job.event] : undefined;
      const message = compose
        ? await compose(job)
        : await renderLeadNotification(leadEvent(), channels.siteOrigin);
      if (message) await channels.mailer.send(message);
      return;
    }
    if (job.channel === "webhook") {
      // Jobs queued while a webhook was configured stay queued (and fail visibly) if it is removed.
      if (!channels.webhook) throw new Error("LEAD_WEBHOOK_URL is not configured");
      const event = leadEvent();
      await channels.webhook.send({
        deliveryId: job.id,
        event: job.event,
        occurredAt: event.receivedAt,
        data: event,
      });
      return;
    }
    throw new Error(`Unknown outbox channel "${String(job.channel)}"`);
  };
}
