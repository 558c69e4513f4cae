import { DashboardView } from "../components/dashboard-view";
import { PoolDashboardView } from "../components/pool-dashboard-view";
import { requireInboxSession } from "../lib/auth.server";
import { DASHBOARD_WEEKS, dashboardFigures } from "../lib/dashboard.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { poolFigures } from "../lib/pool-dashboard.server";
import type { Route } from "./+types/inbox.dashboard";

export const meta = () => inboxMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const [figures, pool] = await Promise.all([dashboardFigures(inbox.db), poolFigures(inbox.db)]);
  return { figures, pool, weekCount: DASHBOARD_WEEKS };
}

export default function InboxDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-2xl font-bold tracking-tight">Dashboard</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        The last {loaderData.weekCount} weeks (weeks start on Monday, UTC). Quarantined spam is not counted.
      </p>
      <DashboardView figures={loaderData.figures} />
      <PoolDashboardView pool={loaderData.pool} />
    </section>
  );
}
