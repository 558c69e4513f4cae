import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { Delivery } from "../lib/deliveries.server";
import { LEAD_KIND_LABELS } from "../lib/pipelines";
import { CsrfField } from "./csrf-field";

const COLUMNS = "md:grid-cols-[2fr_1.3fr_0.8fr_1.2fr_2fr_auto] md:gap-4";

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

const CHANNEL_LABELS: Readonly<Record<string, string>> = { email: "E-mail", webhook: "Webhook" };

const STATUS_LABELS: Readonly<Record<Delivery["status"], string>> = {
  failed: "Failed",
  pending: "Waiting",
  sending: "Sending",
  suppressed: "Not sent",
};

/** The time shown for a job and what it means. */
function whenOf(delivery: Delivery): { label: string; at: string } {
  if (delivery.status === "failed") return { label: "Gave up", at: delivery.updatedAt };
  if (delivery.status === "suppressed") return { label: "Held back", at: delivery.updatedAt };
  return { label: "Next attempt", at: delivery.nextAttemptAt };
}

function Cell({
  label,
  children,
  className,
}: {
  label: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("min-w-0", className)}>
      <span className="text-xs text-muted-foreground md:sr-only">{label}: </span>
      {children}
    </div>
  );
}

/** One job per row: a card on phones, a table-like row from md up (the lead list's pattern). */
export function DeliveryListView({ deliveries, csrf }: { deliveries: Delivery[]; csrf: string }) {
  if (deliveries.length === 0) {
    return (
      <p className="mt-4 rounded-xl border bg-background p-6 text-center text-muted-foreground">
        Every notification has been delivered.
      </p>
    );
  }
  return (
    <div className="mt-4 md:rounded-xl md:border md:bg-background">
      <div
        aria-hidden="true"
        className={cn(
          COLUMNS,
          "hidden border-b px-4 py-2 text-xs font-semibold text-muted-foreground md:grid",
        )}
      >
        <span>Lead</span>
        <span>Event</span>
        <span>Status</span>
        <span>When</span>
        <span>Last error</span>
        <span className="w-16" />
      </div>
      <ul className="grid gap-2 md:gap-0 md:divide-y wrap-anywhere">
        {deliveries.map((delivery) => (
          <li
            key={delivery.id}
            className={cn(
              COLUMNS,
              "grid gap-1.5 rounded-xl border bg-background p-4 text-sm md:items-start md:rounded-none md:border-0 md:px-4 md:py-3",
            )}
          >
            <Cell label="Lead">
              {delivery.lead ? (
                <>
                  <Link
                    to={`/inbox/leads/${delivery.lead.kind}/${delivery.lead.id}`}
                    className="font-semibold text-primary hover:underline"
                  >
                    {delivery.lead.label}
                  </Link>
                  <span className="block text-muted-foreground">
                    {LEAD_KIND_LABELS[delivery.lead.kind].singular}
                  </span>
                </>
              ) : (
                <span className="text-muted-foreground">Lead deleted</span>
              )}
            </Cell>
            <Cell label="Event">
              <span className="break-all">{delivery.event}</span>
              <span className="block text-muted-foreground">
                {CHANNEL_LABELS[delivery.channel] ?? delivery.channel}
              </span>
            </Cell>
            <Cell label="Status">
              <span
                className={cn(
                  "rounded px-2 py-0.5",
                  delivery.status === "failed" || delivery.status === "suppressed"
                    ? "bg-destructive/10 text-destructive"
                    : "bg-secondary",
                )}
              >
                {STATUS_LABELS[delivery.status]}
              </span>
              <span className="block text-muted-foreground">
                {delivery.attempts} {delivery.attempts === 1 ? "attempt" : "attempts"}
              </span>
            </Cell>
            <Cell label={whenOf(delivery).label}>
              <time dateTime={whenOf(delivery).at}>{dateTime(whenOf(delivery).at)}</time>
            </Cell>
            <Cell label="Last error">
              <span>
                {delivery.status === "suppressed"
                  ? `Not sent: ${delivery.lastError ?? "held back"}`
                  : (delivery.lastError ?? "—")}
              </span>
            </Cell>
            <div className="md:w-16">
              {delivery.status === "failed" ? (
                <Form method="post">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="id" value={delivery.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant="outline"
                    aria-label={`Retry ${delivery.event} to ${delivery.lead?.label ?? "a deleted lead"}`}
                  >
                    Retry
                  </Button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
