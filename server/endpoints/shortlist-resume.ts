import { answerShortlistResume } from "~/features/shortlist-room/shortlist-page.server";
import type { EndpointArgs } from "./endpoint";

/**
 * GET /shortlists/{token}/resume/{candidateId}: a shortlisted candidate's résumé for the client,
 * with the candidate's consent (app/features/shortlist-room/shortlist-page.server.ts). Its metrics
 * label is this route's pattern, never the path with its token.
 */
export function loader({ params, context }: EndpointArgs) {
  return answerShortlistResume(context.services.shortlistRoom, {
    token: params.token,
    candidateId: params.candidateId,
    clientIp: context.clientIp,
  });
}
