import { Outlet } from "react-router";
import { InboxErrorPage } from "../components/error-page";
import { InboxHeader } from "../components/inbox-header";
import { requireInboxSession } from "../lib/auth.server";
import { requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireInboxSession(request, context.get(requestContext).services.inbox);
  return { email: session.user.email, isAdmin: session.user.role === "admin", csrf: session.csrfToken };
}

export default function InboxLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-screen bg-muted">
      <InboxHeader email={loaderData.email} isAdmin={loaderData.isAdmin} csrf={loaderData.csrf} />
      <div className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <InboxErrorPage
      status={(error as { status?: number }).status}
      notFoundMessage="There is nothing here: the lead may have been deleted."
    />
  );
}
