import type { PoolFigures } from "../lib/pool-dashboard.server";
import { Card, formatDuration, TableScroller, td, th } from "./dashboard-view";

/** "12.5 %" of a share, or "—" without a denominator. */
function percent(part: number, whole: number): string {
  if (whole === 0) return "—";
  const value = (part / whole) * 100;
  return `${value >= 10 || value === 0 ? Math.round(value) : value.toFixed(1)} %`;
}

/** The talent pool's cards on the dashboard: the whole pool, all time. */
export function PoolDashboardView({ pool }: { pool: PoolFigures }) {
  const { firstDecision, approval } = pool;
  return (
    <div className="mt-4 grid grid-cols-1 gap-4 lg:grid-cols-2">
      <h2 className="text-xl font-bold tracking-tight lg:col-span-2">Talent pool (all time)</h2>
      <Card title="Candidates by stage" id="dashboard-pool-stages">
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {pool.byStage.map((row) => (
            <div key={row.stage} className="contents">
              <dt>{row.label}</dt>
              <dd className="text-right tabular-nums">{row.count}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card title="Wait for a first decision" id="dashboard-pool-wait">
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-muted-foreground">Median</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {firstDecision.medianSeconds === null ? "—" : formatDuration(firstDecision.medianSeconds)}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">90th percentile</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {firstDecision.p90Seconds === null ? "—" : formatDuration(firstDecision.p90Seconds)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">
          From joining the pool to the first move out of Applied or a rejection, over the{" "}
          {firstDecision.decided} decided applicants and the {firstDecision.waiting} still waiting in Applied,
          who count at their wait so far (so the figures are a lower bound while anyone waits). Those who
          withdrew before a decision are left out.
        </p>
      </Card>
      <Card title="Pass rate by stage" id="dashboard-pool-pass">
        <TableScroller label="Pass rate by stage">
          <table className="w-full text-sm">
            <caption className="sr-only">
              Of the candidates who reached each stage, how many moved past it
            </caption>
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th scope="col" className={th}>
                  Stage
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Reached
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Moved past
                </th>
                <th scope="col" className={`${th} text-right`}>
                  Pass rate
                </th>
              </tr>
            </thead>
            <tbody>
              {pool.passRates.map((row) => (
                <tr key={row.stage} className="border-b last:border-0">
                  <th scope="row" className={`${th} font-normal`}>
                    {row.label}
                  </th>
                  <td className={`${td} text-right`}>{row.reached}</td>
                  <td className={`${td} text-right`}>{row.passed}</td>
                  <td className={`${td} text-right`}>{percent(row.passed, row.reached)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
        <p className="mt-2 text-sm text-muted-foreground">
          Candidates still in a stage count as reached, not yet passed.
        </p>
      </Card>
      <Card title="Approval rate" id="dashboard-pool-approval">
        <dl className="mt-3 grid grid-cols-2 gap-2">
          <div>
            <dt className="text-sm text-muted-foreground">Measured</dt>
            <dd className="text-3xl font-bold tabular-nums">{percent(approval.vetted, approval.decided)}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted-foreground">Claimed on the site</dt>
            <dd className="text-3xl font-bold tabular-nums">{approval.claimed}</dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-muted-foreground">
          Measured: {approval.vetted} vetted of {approval.decided} decided (vetted or rejected; withdrawals
          and those still in the process aside). Claimed: “{approval.claimLabel}: {approval.claimed}{" "}
          {approval.claimQualifier}”.
        </p>
      </Card>
    </div>
  );
}
