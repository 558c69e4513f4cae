import { data, redirect } from "react-router";
import { CandidateAdminTools } from "../components/candidate-admin-tools";
import { CandidateDetailView } from "../components/candidate-detail-view";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { ADMIN_INTENTS, candidateAdminPanel, runCandidateAdminAction } from "../lib/candidate-admin.server";
import { candidatePage, runCandidateAction } from "../lib/candidate-page.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import type { Route } from "./+types/inbox.candidates.$id";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  inboxMeta(loaderData?.page.candidate.name ?? "Candidate");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const page = await candidatePage(inbox, params.id);
  if (!page) throw data({ message: "There is no such candidate." }, { status: 404 });
  const isAdmin = session.user.role === "admin";
  const admin = isAdmin
    ? await candidateAdminPanel(inbox.db, params.id, new URL(request.url).searchParams)
    : null;
  return { csrf: session.csrfToken, isAdmin, page, admin };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const intent = String(form.get("intent") ?? "");
  const result = (ADMIN_INTENTS as readonly string[]).includes(intent)
    ? await runCandidateAdminAction(inbox, {
        id: params.id,
        form,
        actorId: session.user.id,
        isAdmin: session.user.role === "admin",
      })
    : await runCandidateAction(inbox.db, {
        id: params.id,
        form,
        actorId: session.user.id,
        mailBudget: inbox.mailBudget,
      });
  if (!result.ok) return data({ ...result, intent }, { status: result.status });
  // A stage move may have queued the candidate's e-mail.
  inbox.onQueued();
  if ("deleted" in result) throw redirect("/inbox/candidates?deleted=1");
  return { ...result, intent, errors: {} as Record<string, string> };
}

export default function CandidatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, csrf, admin } = loaderData;
  return (
    <div className="grid gap-4">
      <CandidateDetailView {...page} csrf={csrf} result={actionData ?? null} />
      {admin ? <CandidateAdminTools panel={admin} csrf={csrf} name={page.candidate.name} /> : null}
    </div>
  );
}
