import { data, useActionData } from "react-router";
import { DeliveryListView } from "../components/delivery-list-view";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { listDeliveries, retryDelivery } from "../lib/deliveries.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.deliveries";

export const meta = () => inboxMeta("Deliveries");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  return { csrf: session.csrfToken, ...(await listDeliveries(inbox.db)) };
}

/** Retry: a failed job goes back to the queue, due now. */
export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const result = await retryDelivery(inbox, { id: form.get("id"), actorId: session.user.id });
  if (!result.ok) return data({ ok: false, message: result.message }, { status: result.status });
  return { ok: true, message: "Queued again: the notification is being sent now." };
}

export default function InboxDeliveries({ loaderData }: Route.ComponentProps) {
  const { deliveries, failed, waiting, suppressed, csrf } = loaderData;
  const result = useActionData<typeof action>();
  const shown = deliveries.length;
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Deliveries</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Notifications not delivered yet: {failed} failed, {waiting} waiting for their next attempt;{" "}
        {suppressed} e-mails to visitors not sent (past a sending limit, or from a form sent too fast).
        {shown < failed + waiting + suppressed ? ` Showing the first ${shown}.` : ""} Retry sends a failed one
        once more, now.
      </p>
      <div aria-live="polite">
        {result ? (
          <p
            role={result.ok ? "status" : "alert"}
            className={
              result.ok
                ? "mt-3 rounded-lg bg-secondary px-3 py-2 text-sm font-medium"
                : "mt-3 rounded-lg bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
            }
          >
            {result.message}
          </p>
        ) : null}
      </div>
      <DeliveryListView deliveries={deliveries} csrf={csrf} />
    </section>
  );
}
