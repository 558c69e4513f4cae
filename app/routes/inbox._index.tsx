import { requireInboxSession } from "~/features/inbox/auth.server";
import { ExportLink } from "~/features/inbox/export-link";
import { inboxMeta, requestContext } from "~/features/inbox/inbox-meta";
import { KindTabs, LeadFilters } from "~/features/inbox/lead-filters";
import { listLeads, parseLeadListQuery } from "~/features/inbox/lead-list.server";
import { LeadListView, Pagination } from "~/features/inbox/lead-list-view";
import { listActiveInboxUsers } from "~/features/inbox/users.server";
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
