import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import type { JobStatus } from "~/content/job-openings";
import { listOpeningsForInbox } from "~/features/jobs/openings.server";
import { OpeningListView, OpeningStatusTabs } from "../components/opening-list-view";
import { requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { isJobStatus } from "../lib/openings.server";
import type { Route } from "./+types/inbox.openings";

export const meta = () => inboxMeta("Openings");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const params = new URL(request.url).searchParams;
  const status = params.get("status");
  const current: JobStatus | "" = isJobStatus(status) ? status : "";
  const page = await listOpeningsForInbox(inbox.db, {
    status: current,
    page: Number(params.get("page")) || 1,
  });
  const notice = params.get("notice") === "deleted" ? "Deleted the opening." : null;
  return { current, notice, ...page };
}

export default function InboxOpenings({ loaderData }: Route.ComponentProps) {
  const { current, notice, openings, counts, page, pageCount } = loaderData;
  const pageHref = (number: number) =>
    `/inbox/openings?${new URLSearchParams({ ...(current ? { status: current } : {}), page: String(number) })}`;
  return (
    <section className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">Openings</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            The roles candidates can apply to. A draft is seen by the team only; a published opening by
            candidates; a closed one by nobody, until it is reopened.
          </p>
        </div>
        <Link to="/inbox/openings/new" className={buttonVariants()}>
          New opening
        </Link>
      </div>
      {notice ? (
        <p role="status" className="rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
          {notice}
        </p>
      ) : null}
      <OpeningStatusTabs current={current} counts={counts} />
      <OpeningListView openings={openings} />
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center gap-3 text-sm">
          {page > 1 ? <Link to={pageHref(page - 1)}>Previous page</Link> : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? <Link to={pageHref(page + 1)}>Next page</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
