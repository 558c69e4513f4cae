import { DownloadIcon } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import {
  CandidateFilters,
  CandidateListView,
  CandidatePagination,
  candidateListHref,
} from "../components/candidate-list-view";
import { requireInboxSession } from "../lib/auth.server";
import {
  candidateFilterOptions,
  listCandidates,
  parseCandidateListQuery,
} from "../lib/candidate-list.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { listActiveInboxUsers } from "../lib/users.server";
import type { Route } from "./+types/inbox.candidates";

export const meta = () => inboxMeta("Candidates");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const params = new URL(request.url).searchParams;
  const query = parseCandidateListQuery(params);
  const [page, users] = await Promise.all([listCandidates(inbox.db, query), listActiveInboxUsers(inbox.db)]);
  return {
    query,
    page,
    users: users.map((user) => ({ id: user.id, email: user.email })),
    options: candidateFilterOptions(),
    // Set by the candidate page's deletion, which lands here.
    deleted: params.get("deleted") === "1",
  };
}

export default function InboxCandidates({ loaderData }: Route.ComponentProps) {
  const { query, page, users, options, deleted } = loaderData;
  return (
    <section>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">
          Candidates <span className="text-base font-normal text-muted-foreground">({page.total})</span>
        </h1>
        {/* A plain link: the file is a download, not a page the router could render. */}
        <a
          href={candidateListHref(query, { page: 1 }, "/inbox/candidates/export.csv")}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <DownloadIcon aria-hidden="true" />
          Export CSV
        </a>
      </div>
      {deleted ? (
        <p role="status" className="mb-3 rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
          Deleted the candidate and every trace of their addresses.
        </p>
      ) : null}
      <CandidateFilters key={JSON.stringify(query)} state={query} users={users} options={options} />
      <CandidateListView candidates={page.candidates} />
      <CandidatePagination state={query} pageCount={page.pageCount} />
    </section>
  );
}
