import type { ShortlistClockFigures } from "../lib/shortlist-dashboard.server";
import { Card, formatDuration } from "./dashboard-view";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The 48-hour clock on the dashboard: open requests by due time, the on-time share, the median. */
export function ShortlistDashboardView({
  clock,
  claimed,
}: {
  clock: ShortlistClockFigures;
  claimed: string;
}) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <h2 className="text-xl font-bold tracking-tight lg:col-span-2">
        Shortlists ({clock.dueHours}-hour clock)
      </h2>
      <Card title="Open requests by due time" id="dashboard-shortlist-open">
        {clock.open.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">No open request is waiting for a shortlist.</p>
        ) : (
          <ol className="mt-3 grid gap-1 text-sm">
            {clock.open.map((item) => (
              <li key={item.id} className="flex min-w-0 flex-wrap justify-between gap-2 wrap-anywhere">
                <a
                  href={`/inbox/leads/hiring-requests/${item.id}`}
                  className="min-w-0 font-medium text-primary hover:underline"
                >
                  {item.company}
                </a>
                <span className="tabular-nums">
                  due {when(item.dueAt)}
                  {item.overdue ? <strong className="ml-2 text-destructive">Overdue</strong> : null}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
      <Card title="Shortlists sent on time" id="dashboard-shortlist-on-time">
        <dl className="mt-3 grid grid-cols-3 gap-2">
          {clock.onTime.map((window) => (
            <div key={window.days}>
              <dt className="text-sm text-muted-foreground">Last {window.days} days</dt>
              <dd className="text-2xl font-bold tabular-nums">
                {window.decided === 0 ? "—" : `${Math.round((window.onTime / window.decided) * 100)} %`}
              </dd>
              <dd className="text-xs text-muted-foreground">
                {window.onTime} of {window.decided}
              </dd>
            </div>
          ))}
          <div>
            <dt className="text-sm text-muted-foreground">Median time (90 days)</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {clock.medianSeconds === null ? "—" : formatDuration(clock.medianSeconds)}
            </dd>
            <dd className="text-xs text-muted-foreground">claimed: {claimed}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
