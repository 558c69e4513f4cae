import { Outlet } from "react-router";
import { requireInboxSession } from "~/features/inbox/auth.server";
import { InboxHeader } from "~/features/inbox/inbox-header";
import { requestContext } from "~/features/inbox/inbox-meta";
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
  const status = (error as { status?: number }).status;
  const message =
    status === 403
      ? "You do not have access to this page, or the form had expired. Reload and try again."
      : status === 404
        ? "There is nothing here: the lead may have been deleted."
        : "Something went wrong. Reload the page to try again.";
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <title>Inbox | LatamMatch</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="text-2xl font-bold">
        {status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Error"}
      </h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <a href="/inbox" className="mt-6 inline-block font-semibold text-primary underline">
        Back to the inbox
      </a>
    </div>
  );
}
