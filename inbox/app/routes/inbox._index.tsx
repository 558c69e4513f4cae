import { ExportLink } from "../components/export-link";
import { KindTabs, LeadFilters } from "../components/lead-filters";
import { LeadListView, Pagination } from "../components/lead-list-view";
import { requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { listLeads, parseLeadListQuery } from "../lib/lead-list.server";
import { listActiveInboxUsers } from "../lib/users.server";
import type { Route } from "./+types/inbox._index";

export const meta = () => inboxMeta("Leads");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  const [page, users] = await Promise.all([listLeads(inbox.db, query), listActiveInboxUsers(inbox.db)]);
  return { query, page, users: users.map((user) => ({ id: user.id, email: user.email })) };
}

export default function InboxLeads({ loaderData }: Route.ComponentProps) {
  const { query, page, users } = loaderData;
  return (
    <section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Leads</h1>
        <ExportLink state={query} />
      </div>
      <KindTabs state={query} total={page.total} />
      <LeadFilters key={JSON.stringify(query)} state={query} users={users} />
      <LeadListView state={query} leads={page.leads} />
      <Pagination state={query} pageCount={page.pageCount} />
    </section>
  );
}
