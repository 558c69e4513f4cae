import { claimValue } from "~/content/claims";
import { DashboardView } from "../components/dashboard-view";
import { PoolDashboardView } from "../components/pool-dashboard-view";
import { ShortlistDashboardView } from "../components/shortlist-dashboard-view";
import { requireInboxSession } from "../lib/auth.server";
import { DASHBOARD_WEEKS, dashboardFigures } from "../lib/dashboard.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { poolFigures } from "../lib/pool-dashboard.server";
import { shortlistClockFigures } from "../lib/shortlist-dashboard.server";
import type { Route } from "./+types/inbox.dashboard";

export const meta = () => inboxMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const [figures, pool, clock] = await Promise.all([
    dashboardFigures(inbox.db),
    poolFigures(inbox.db),
    shortlistClockFigures(inbox.db),
  ]);
  return {
    figures,
    pool,
    clock,
    claimedShortlistTime: claimValue("shortlistTime"),
    weekCount: DASHBOARD_WEEKS,
  };
}

export default function InboxDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        The last {loaderData.weekCount} weeks (weeks start on Monday, UTC). Quarantined spam is not counted.
      </p>
      <DashboardView figures={loaderData.figures} />
      <ShortlistDashboardView clock={loaderData.clock} claimed={loaderData.claimedShortlistTime} />
      <PoolDashboardView pool={loaderData.pool} />
    </section>
  );
}
