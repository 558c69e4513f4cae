/**
 * The inbox's error page: what went wrong, in the team's words, and the way back. Used by the
 * signed-in layout (routes/inbox.tsx) and by the root for every other inbox page.
 */
export function InboxErrorPage({ status, notFoundMessage }: { status?: number; notFoundMessage: string }) {
  const message =
    status === 403
      ? "You do not have access to this page, or the form had expired. Reload and try again."
      : status === 404
        ? notFoundMessage
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
