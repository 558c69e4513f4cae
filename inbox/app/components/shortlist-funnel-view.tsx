import type { FunnelWindow } from "../lib/shortlist-funnel.server";
import { Card, TableScroller } from "./dashboard-view";

const share = (part: number, whole: number) =>
  whole === 0 ? `${part}` : `${part} (${Math.round((part / whole) * 100)} %)`;

/**
 * The funnel after the shortlist, per window: shortlists sent, then requests with a confirmed interview, a
 * hire and a trial passed, each with its share of those sent; and the measured trial conversion
 * and search success beside the figures the site claims.
 */
export function ShortlistFunnelView({
  funnel,
  claimed,
}: {
  funnel: FunnelWindow[];
  claimed: { trialConversion: string; matchSuccess: string };
}) {
  const steps: [label: string, value: (window: FunnelWindow) => string][] = [
    ["Shortlists sent", (window) => String(window.sent)],
    ["With a confirmed interview", (window) => share(window.interviewed, window.sent)],
    ["Hired", (window) => share(window.hired, window.sent)],
    ["Trial passed", (window) => share(window.placed, window.sent)],
    [
      "Trial conversion",
      (window) =>
        window.trialsDecided === 0
          ? "—"
          : `${Math.round((window.trialsPlaced / window.trialsDecided) * 100)} % of ${window.trialsDecided}`,
    ],
  ];
  return (
    <div className="mt-4 grid grid-cols-1 gap-4">
      <Card title="From shortlist to placement" id="dashboard-shortlist-funnel">
        <p className="mt-1 text-sm text-muted-foreground">
          Requests whose shortlist was first sent to the client in the window, each counted once per step,
          whenever it got there: an interview the candidate confirmed, a hire, a placement confirmed after the
          trial. Claimed: trial conversion {claimed.trialConversion}, searches ending in a hire{" "}
          {claimed.matchSuccess}.
        </p>
        <TableScroller label="Shortlist funnel">
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-muted-foreground">
                <th scope="col" className="py-1 pr-3 font-medium">
                  Step
                </th>
                {funnel.map((window) => (
                  <th key={window.days} scope="col" className="py-1 pr-3 font-medium">
                    Last {window.days} days
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {steps.map(([label, value]) => (
                <tr key={label} className="border-t">
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {label}
                  </th>
                  {funnel.map((window) => (
                    <td key={window.days} className="py-1 pr-3 tabular-nums">
                      {value(window)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </Card>
    </div>
  );
}
