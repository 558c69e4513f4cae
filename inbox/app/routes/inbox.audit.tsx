import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { listAudit } from "../lib/audit.server";
import { auditActionLabel, auditDetailParts } from "../lib/audit-actions";
import { requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { isLeadKind, LEAD_KIND_LABELS } from "../lib/pipelines";
import type { Route } from "./+types/inbox.audit";

export const meta = () => inboxMeta("Audit log");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox, { role: "admin" });
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return listAudit(inbox.db, page);
}

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

function targetLabel(entry: Route.ComponentProps["loaderData"]["entries"][number]): string {
  if (isLeadKind(entry.targetType)) {
    const labels = LEAD_KIND_LABELS[entry.targetType];
    return entry.targetId ? labels.singular : labels.plural;
  }
  if (entry.targetType === "delivery") return "A notification";
  if (entry.targetType === "user") return entry.targetEmail ?? "Unknown account";
  if (entry.targetType === "person") return "A person (by e-mail)";
  return entry.targetType;
}

export default function InboxAudit({ loaderData }: Route.ComponentProps) {
  const { entries, page, pageCount, total } = loaderData;
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Every sign-in, change to a lead, account change and privacy request, newest first ({total}{" "}
        {total === 1 ? "entry" : "entries"}). Failed sign-ins are summed per client address, account and hour.
      </p>
      {entries.length === 0 ? (
        <p className="mt-4 rounded-xl border bg-background p-6 text-center text-muted-foreground">
          Nothing recorded yet.
        </p>
      ) : (
        <ul className="mt-4 grid gap-2 md:gap-0 md:divide-y md:rounded-xl md:border md:bg-background wrap-anywhere">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 rounded-xl border bg-background p-4 text-sm md:grid-cols-[11rem_1fr_1.2fr_1.5fr] md:items-start md:gap-4 md:rounded-none md:border-0 md:px-4 md:py-3"
            >
              {entry.firstSeenAt ? (
                <p className="text-muted-foreground">
                  <time dateTime={entry.firstSeenAt}>{dateTime(entry.firstSeenAt)}</time> to{" "}
                  <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
                </p>
              ) : (
                <time dateTime={entry.createdAt} className="text-muted-foreground">
                  {dateTime(entry.createdAt)}
                </time>
              )}
              <p className="min-w-0 break-all">{entry.actorEmail ?? "Not signed in"}</p>
              <p className="min-w-0">
                <span className="font-semibold">
                  {auditActionLabel(entry.action)}
                  {entry.attempts !== null ? ` ×${entry.attempts}` : ""}
                </span>{" "}
                {entry.leadHref ? (
                  <Link to={entry.leadHref} className="font-medium text-primary underline break-all">
                    {targetLabel(entry)}
                  </Link>
                ) : (
                  <span className="break-all">
                    {targetLabel(entry)}
                    {isLeadKind(entry.targetType) && entry.targetId ? " (deleted)" : ""}
                  </span>
                )}
              </p>
              <p className="min-w-0 text-muted-foreground">{auditDetailParts(entry.detail).join(" · ")}</p>
            </li>
          ))}
        </ul>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-2 text-sm">
          {page > 1 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`?page=${page - 1}`}>Newer</Link>
            </Button>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`?page=${page + 1}`}>Older</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}
