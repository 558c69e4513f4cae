import { recordAudit } from "../lib/audit.server";
import { requireInboxSession } from "../lib/auth.server";
import {
  candidateExportAuditDetail,
  candidatesCsvStream,
  parseCandidateListQuery,
} from "../lib/candidate-list.server";
import { requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.candidates.export[.]csv";

/**
 * The candidates of the pool list's current filter (same query string as /inbox/candidates), as a
 * CSV download, audited like the leads' export.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const query = parseCandidateListQuery(new URL(request.url).searchParams);
  await recordAudit(inbox.db, {
    actorId: session.user.id,
    action: "candidates.exported",
    targetType: "candidate",
    targetId: null,
    detail: candidateExportAuditDetail(query),
  });
  return new Response(candidatesCsvStream(inbox.db, query), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="candidates-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
