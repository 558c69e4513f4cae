import { data } from "react-router";
import { CandidateDetailView } from "../components/candidate-detail-view";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { candidatePage, runCandidateAction } from "../lib/candidate-page.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.candidates.$id";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  inboxMeta(loaderData?.page.candidate.name ?? "Candidate");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const page = await candidatePage(inbox.db, params.id);
  if (!page) throw data({ message: "There is no such candidate." }, { status: 404 });
  return { csrf: session.csrfToken, isAdmin: session.user.role === "admin", page };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const result = await runCandidateAction(inbox.db, { id: params.id, form, actorId: session.user.id });
  const intent = String(form.get("intent") ?? "");
  if (!result.ok) return data({ ...result, intent }, { status: result.status });
  // Revoking the links queued the e-mail with a new one: the outbox sends it now.
  if (intent === "revoke-links") inbox.onQueued();
  return { ...result, intent, errors: {} as Record<string, string> };
}

export default function CandidatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, csrf, isAdmin } = loaderData;
  return <CandidateDetailView {...page} csrf={csrf} isAdmin={isAdmin} result={actionData ?? null} />;
}
