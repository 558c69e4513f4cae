import { claimValue } from "~/content/claims";
import { DashboardView } from "../components/dashboard-view";
import { PoolDashboardView } from "../components/pool-dashboard-view";
import { ShortlistDashboardView } from "../components/shortlist-dashboard-view";
import { ShortlistFunnelView } from "../components/shortlist-funnel-view";
import { requireInboxSession } from "../lib/auth.server";
import { DASHBOARD_WEEKS, dashboardFigures } from "../lib/dashboard.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { poolFigures } from "../lib/pool-dashboard.server";
import { shortlistClockFigures } from "../lib/shortlist-dashboard.server";
import { shortlistFunnel } from "../lib/shortlist-funnel.server";
import type { Route } from "./+types/inbox.dashboard";

export const meta = () => inboxMeta("Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  await requireInboxSession(request, inbox);
  const [figures, pool, clock, funnel] = await Promise.all([
    dashboardFigures(inbox.db),
    poolFigures(inbox.db),
    shortlistClockFigures(inbox.db),
    shortlistFunnel(inbox.db),
  ]);
  return {
    figures,
    pool,
    clock,
    claimedShortlistTime: claimValue("shortlistTime"),
    funnel,
    claimedFunnel: {
      trialConversion: claimValue("trialConversion"),
      matchSuccess: claimValue("matchSuccess"),
    },
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
      <ShortlistFunnelView funnel={loaderData.funnel} claimed={loaderData.claimedFunnel} />
      <PoolDashboardView pool={loaderData.pool} />
    </section>
  );
}
