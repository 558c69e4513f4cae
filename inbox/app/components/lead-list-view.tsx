import { Link } from "react-router";
import type { LeadSummary } from "../lib/lead-list.server";
import { statusLabel } from "../lib/pipelines";
import { type ListState, listHref } from "./lead-filters";
import { PageLinks } from "./page-links";
import { SpamBadge } from "./spam-badge";

const dateTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** One lead per row: a card on phones, a table row from md up (same markup, a grid that widens). */
export function LeadListView({ state, leads }: { state: ListState; leads: LeadSummary[] }) {
  if (leads.length === 0) {
    return (
      <p className="mt-6 rounded-xl border bg-background p-6 text-center text-muted-foreground">
        No leads match.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-2 md:gap-0 md:divide-y md:rounded-xl md:border md:bg-background wrap-anywhere">
      {leads.map((lead) => {
        const title = lead.name ?? lead.email;
        return (
          <li
            key={lead.id}
            className="grid gap-1 rounded-xl border bg-background p-4 text-sm md:grid-cols-[2fr_2fr_1fr_1fr_1.2fr] md:items-center md:gap-4 md:rounded-none md:border-0 md:px-4 md:py-3"
          >
            <div className="min-w-0">
              <Link
                to={`/inbox/leads/${state.kind}/${lead.id}`}
                className="font-semibold text-primary hover:underline"
              >
                {title}
              </Link>
              {lead.company ? <p className="truncate text-muted-foreground">{lead.company}</p> : null}
            </div>
            <p className="min-w-0 truncate">{lead.email}</p>
            <p>
              {lead.status ? (
                <span className="rounded bg-secondary px-2 py-0.5">
                  {statusLabel(state.kind, lead.status)}
                </span>
              ) : null}{" "}
              <SpamBadge lead={lead} />
            </p>
            <p className="truncate text-muted-foreground">{lead.ownerEmail ?? "Unassigned"}</p>
            <p className="text-muted-foreground">
              <time dateTime={lead.receivedAt}>{dateTime(lead.receivedAt)}</time>
              {lead.utmSource ? <span className="block truncate">via {lead.utmSource}</span> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

export function Pagination({ state, pageCount }: { state: ListState; pageCount: number }) {
  return <PageLinks page={state.page} pageCount={pageCount} hrefFor={(page) => listHref(state, { page })} />;
}
