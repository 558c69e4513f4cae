import { cn } from "~/lib/cn";
import type { DashboardFigures } from "../lib/dashboard.server";
import { LEAD_KIND_LABELS, LEAD_KINDS, statusLabel } from "../lib/pipelines";

/** "45 min", "3 h 20 min", "2 d 4 h": the precision a person reads a response time at. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** One colour per lead kind, in LEAD_KINDS order. */
const KIND_COLORS = ["bg-primary", "bg-accent", "bg-navy-900/40", "bg-primary/40", "bg-accent/40"];

const KIND_COLUMNS = LEAD_KINDS.map((kind, index) => ({
  key: kind,
  label: LEAD_KIND_LABELS[kind].plural,
  color: KIND_COLORS[index % KIND_COLORS.length],
}));

const weekLabel = (week: string) =>
  new Date(`${week}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

export function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border bg-background p-4">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A wide table scrolls inside its own box on a phone, never the page; keyboard users can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={`${label} (table)`} tabIndex={0} className="relative mt-3 overflow-x-auto">
      {children}
    </section>
  );
}

export const th = "px-2 py-1.5 text-left font-semibold";
export const td = "px-2 py-1.5 tabular-nums";

function WeeklyByKind({ weeks }: { weeks: DashboardFigures["weeks"] }) {
  const max = Math.max(1, ...weeks.map((week) => week.total));
  return (
    <Card title="New leads per week, by kind" id="dashboard-kinds">
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
        {KIND_COLUMNS.map((column) => (
          <li key={column.key} className="flex items-center gap-1.5">
            <span className={cn("inline-block size-2.5 rounded-sm", column.color)} />
            {column.label}
          </li>
        ))}
      </ul>
      <TableScroller label="New leads per week, by kind">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Leads received per week (weeks start on Monday, UTC), quarantined spam aside
          </caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={th}>
                Week of
              </th>
              {KIND_COLUMNS.map((column) => (
                <th key={column.key} scope="col" className={cn(th, "text-right")}>
                  {column.label}
                </th>
              ))}
              <th scope="col" className={cn(th, "text-right")}>
                Total
              </th>
              <th scope="col" className={cn(th, "w-1/4 min-w-24")}>
                <span className="sr-only">Bar</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week} className="border-b last:border-0">
                <th scope="row" className={cn(th, "font-normal whitespace-nowrap")}>
                  <time dateTime={week.week}>{weekLabel(week.week)}</time>
                </th>
                {KIND_COLUMNS.map((column) => (
                  <td key={column.key} className={cn(td, "text-right")}>
                    {week.counts[column.key]}
                  </td>
                ))}
                <td className={cn(td, "text-right font-semibold")}>{week.total}</td>
                <td className={td}>
                  <div className="flex h-3 overflow-hidden rounded-sm bg-muted" aria-hidden="true">
                    {KIND_COLUMNS.map((column) => (
                      <span
                        key={column.key}
                        className={column.color}
                        style={{ width: `${(week.counts[column.key] / max) * 100}%` }}
                      />
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Card>
  );
}

function WeeklyBySource({ sources, bySource }: Pick<DashboardFigures, "sources" | "bySource">) {
  return (
    <Card title="New leads per week, by UTM source" id="dashboard-sources">
      <p className="mt-1 text-sm text-muted-foreground">
        The {sources.length || ""} most frequent sources of the period; the rest are summed as “Other”.
      </p>
      <TableScroller label="New leads per week, by UTM source">
        <table className="w-full text-sm">
          <caption className="sr-only">Leads received per week by UTM source, quarantined spam aside</caption>
          <thead className="border-b text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={th}>
                Week of
              </th>
              {sources.map((source) => (
                <th key={source} scope="col" className={cn(th, "max-w-32 text-right break-all")}>
                  {source}
                </th>
              ))}
              <th scope="col" className={cn(th, "text-right")}>
                Other
              </th>
              <th scope="col" className={cn(th, "text-right")}>
                No source
              </th>
            </tr>
          </thead>
          <tbody>
            {bySource.map((week) => (
              <tr key={week.week} className="border-b last:border-0">
                <th scope="row" className={cn(th, "font-normal whitespace-nowrap")}>
                  <time dateTime={week.week}>{weekLabel(week.week)}</time>
                </th>
                {week.counts.map((count, index) => (
                  <td key={sources[index]} className={cn(td, "text-right")}>
                    {count}
                  </td>
                ))}
                <td className={cn(td, "text-right")}>{week.other}</td>
                <td className={cn(td, "text-right")}>{week.none}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </Card>
  );
}

function Outcomes({ hiringStatuses, won, lost }: Pick<DashboardFigures, "hiringStatuses" | "won" | "lost">) {
  const max = Math.max(1, ...hiringStatuses.map((row) => row.count));
  const decided = won + lost;
  return (
    <Card title="Hiring requests won and lost" id="dashboard-outcomes">
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Won</dt>
          <dd className="text-2xl font-bold tabular-nums">{won}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Lost</dt>
          <dd className="text-2xl font-bold tabular-nums">{lost}</dd>
        </div>
        <div className="rounded-lg bg-muted p-2">
          <dt className="text-xs text-muted-foreground">Win rate</dt>
          <dd className="text-2xl font-bold tabular-nums">
            {decided ? `${Math.round((won / decided) * 100)}%` : "—"}
          </dd>
        </div>
      </dl>
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">
          Hiring requests by current status, all time, quarantined spam aside
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Hiring requests</th>
            <th scope="col">Bar</th>
          </tr>
        </thead>
        <tbody>
          {hiringStatuses.map((row) => (
            <tr key={row.status}>
              <th scope="row" className={cn(th, "w-24 font-normal")}>
                {statusLabel("hiring-requests", row.status)}
              </th>
              <td className={cn(td, "w-12 text-right")}>{row.count}</td>
              <td className={td}>
                <div className="h-3 rounded-sm bg-muted" aria-hidden="true">
                  <div
                    className={cn(
                      "h-3 rounded-sm",
                      row.status === "won"
                        ? "bg-primary"
                        : row.status === "lost"
                          ? "bg-destructive"
                          : "bg-accent",
                    )}
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">All time, by current status.</p>
    </Card>
  );
}

function SpeedToLead({ speedToLead }: Pick<DashboardFigures, "speedToLead">) {
  const { requests, handled, medianSeconds } = speedToLead;
  return (
    <Card title="Speed to lead" id="dashboard-speed">
      <p className="mt-3 text-3xl font-bold tabular-nums">
        {medianSeconds === null ? "—" : formatDuration(medianSeconds)}
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        Median time from a hiring request’s arrival to its first status change, over the {handled} of{" "}
        {requests} requests of the period that have had one.
        {requests > handled ? ` ${requests - handled} still have their first status.` : ""}
      </p>
    </Card>
  );
}

export function DashboardView({ figures }: { figures: DashboardFigures }) {
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="min-w-0 lg:col-span-2">
        <WeeklyByKind weeks={figures.weeks} />
      </div>
      <Outcomes hiringStatuses={figures.hiringStatuses} won={figures.won} lost={figures.lost} />
      <SpeedToLead speedToLead={figures.speedToLead} />
      <div className="min-w-0 lg:col-span-2">
        <WeeklyBySource sources={figures.sources} bySource={figures.bySource} />
      </div>
    </div>
  );
}
