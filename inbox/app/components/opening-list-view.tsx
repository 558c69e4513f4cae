import { Link } from "react-router";
import { findStack } from "~/content/categories";
import { JOB_STATUSES, type JobStatus, jobStatusLabels } from "~/content/job-openings";
import type { InboxOpeningPage } from "~/features/jobs/openings.server";
import { cn } from "~/lib/cn";

const statusTone: Record<JobStatus, string> = {
  draft: "bg-muted text-foreground",
  published: "bg-emerald-100 text-emerald-900",
  closed: "bg-slate-200 text-slate-800",
};

export function OpeningStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={cn("rounded-full px-2 py-0.5 text-xs font-semibold", statusTone[status])}>
      {jobStatusLabels[status]}
    </span>
  );
}

/** All, Draft, Published, Closed with their counts; the chosen one is the current page. */
export function OpeningStatusTabs({
  current,
  counts,
}: {
  current: JobStatus | "";
  counts: InboxOpeningPage["counts"];
}) {
  const tabs: { value: JobStatus | ""; label: string; count: number }[] = [
    { value: "", label: "All", count: counts.all },
    ...JOB_STATUSES.map((status) => ({
      value: status,
      label: jobStatusLabels[status],
      count: counts[status],
    })),
  ];
  return (
    <nav aria-label="Openings by status" className="flex flex-wrap gap-2">
      {tabs.map((tab) => (
        <Link
          key={tab.value || "all"}
          to={tab.value ? `/inbox/openings?status=${tab.value}` : "/inbox/openings"}
          aria-current={tab.value === current ? "page" : undefined}
          className={cn(
            "rounded-lg border px-3 py-1.5 text-sm font-medium hover:bg-background",
            tab.value === current ? "border-primary bg-background" : "border-transparent",
          )}
        >
          {tab.label} <span className="text-muted-foreground">({tab.count})</span>
        </Link>
      ))}
    </nav>
  );
}

export function OpeningListView({ openings }: { openings: InboxOpeningPage["openings"] }) {
  if (openings.length === 0) {
    return (
      <p className="rounded-xl border bg-background p-4 text-sm text-muted-foreground">
        No openings here yet.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-background wrap-anywhere">
      {openings.map((opening) => {
        const found = findStack(opening.category, opening.stack);
        return (
          <li
            key={opening.id}
            className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/inbox/openings/${opening.id}`}
                  className="font-medium text-primary hover:underline"
                >
                  {opening.title}
                </Link>
                <OpeningStatusBadge status={opening.status} />
              </p>
              <p className="text-muted-foreground">
                {found
                  ? `${found.category.name} · ${found.stack.name}`
                  : `${opening.category} · ${opening.stack}`}{" "}
                · {opening.type} · ${opening.rateMin}
                {opening.rateMax !== opening.rateMin ? `-${opening.rateMax}` : ""}/hour
              </p>
            </div>
            <p className="text-muted-foreground">
              Changed <time dateTime={opening.updatedAt}>{opening.updatedAt.slice(0, 10)}</time>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
