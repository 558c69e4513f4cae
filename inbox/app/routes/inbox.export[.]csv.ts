import { recordAudit } from "../lib/audit.server";
import { requireInboxSession } from "../lib/auth.server";
import { requestContext } from "../lib/inbox-meta";
import { exportAuditDetail, exportFileName, leadsCsvStream } from "../lib/lead-export.server";
import { parseLeadListQuery } from "../lib/lead-list.server";
import type { Route } from "./+types/inbox.export[.]csv";

/**
 * The leads of the list's current filter (same query string as /inbox), as a CSV download. The
 * server sends `Cache-Control: no-store` and `X-Robots-Tag: noindex` with every /inbox response.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const query = parseLeadListQuery(new URL(request.url).searchParams);
  await recordAudit(inbox.db, {
    actorId: session.user.id,
    action: "leads.exported",
    targetType: query.kind,
    targetId: null,
    detail: exportAuditDetail(query),
  });
  return new Response(leadsCsvStream(inbox.db, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName(query)}"`,
    },
  });
}
