import { data, Link } from "react-router";
import { leadCalls } from "~/features/booking/lead-calls.server";
import { NoteForm, NotSpamForm, OwnerForm, StatusForm } from "../components/lead-actions";
import { CallSection, DuplicateList, FieldList, Timeline } from "../components/lead-detail-view";
import { ResumeSection } from "../components/lead-resume";
import { ShortlistSection } from "../components/shortlist-section";
import { SpamBadge } from "../components/spam-badge";
import { TrialSection } from "../components/trial-section";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { addNote, assignOwner, changeStatus, releaseFromQuarantine } from "../lib/lead-changes.server";
import { findDuplicates, getLeadDetail, leadTimeline } from "../lib/lead-detail.server";
import { leadResume } from "../lib/lead-resume.server";
import { isLeadKind, LEAD_KIND_LABELS, PIPELINES, statusLabel } from "../lib/pipelines";
import { isShortlistIntent, runShortlistAction, shortlistSection } from "../lib/shortlist.server";
import { isTrialIntent, runTrialAction, trialSection } from "../lib/trials.server";
import { listInboxUsers } from "../lib/users.server";
import type { Route } from "./+types/inbox.leads.$kind.$id";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  inboxMeta(loaderData ? (loaderData.lead.name ?? loaderData.lead.email) : "Lead");

function kindOf(params: { kind: string }) {
  if (!isLeadKind(params.kind)) throw data({ message: "Not found" }, { status: 404 });
  return params.kind;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const kind = kindOf(params);
  const lead = await getLeadDetail(inbox.db, kind, params.id);
  if (!lead) throw data({ message: "Not found" }, { status: 404 });
  const users = await listInboxUsers(inbox.db);
  const emails = new Map(users.map((user) => [user.id, user.email]));
  const [duplicates, timeline] = await Promise.all([
    findDuplicates(inbox.db, lead),
    leadTimeline(inbox.db, lead, {
      statusLabel: (status) => statusLabel(kind, status),
      userEmail: (id) => (typeof id === "string" ? (emails.get(id) ?? "a former user") : "nobody"),
    }),
  ]);
  return {
    csrf: session.csrfToken,
    lead,
    duplicates,
    timeline,
    calls: kind === "hiring-requests" ? await leadCalls(inbox.db, lead.id) : null,
    shortlist: kind === "hiring-requests" ? await shortlistSection(inbox.db, lead.id) : null,
    trials: kind === "hiring-requests" ? await trialSection(inbox.db, lead.id) : null,
    resume: kind === "candidate-applications" ? await leadResume(inbox, lead.id) : null,
    users: users
      .filter((user) => user.disabledAt === null)
      .map((user) => ({ id: user.id, email: user.email })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const kind = kindOf(params);
  const target = { kind, id: params.id, actorId: session.user.id };
  const intent = form.get("intent");
  if (kind === "hiring-requests" && isShortlistIntent(intent)) {
    const outcome = await runShortlistAction(inbox.db, {
      hiringRequestId: params.id,
      actorId: session.user.id,
      form,
      mailBudget: inbox.mailBudget,
      linkDays: inbox.shortlistLinkDays,
      onQueued: inbox.onQueued,
    });
    return data(
      { ok: outcome.ok, error: outcome.ok ? undefined : outcome.message, shortlist: outcome },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  if (kind === "hiring-requests" && isTrialIntent(intent)) {
    const outcome = await runTrialAction(inbox, {
      hiringRequestId: params.id,
      actorId: session.user.id,
      intent,
      form,
    });
    return data(
      { ok: outcome.ok, error: outcome.ok ? undefined : outcome.message, trial: outcome },
      { status: outcome.ok ? 200 : outcome.status },
    );
  }
  const result =
    intent === "status"
      ? await changeStatus(inbox.db, { ...target, status: form.get("status") })
      : intent === "owner"
        ? await assignOwner(inbox.db, { ...target, ownerId: form.get("owner") })
        : intent === "note"
          ? await addNote(inbox.db, { ...target, text: form.get("note") })
          : intent === "not-spam"
            ? await releaseFromQuarantine(inbox, target)
            : ({ ok: false, status: 400, message: "Unknown action." } as const);
  if (!result.ok) return data({ ok: false, error: result.message }, { status: result.status });
  return { ok: true, error: undefined };
}

export default function InboxLead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, csrf, duplicates, timeline, users, calls, resume, shortlist, trials } = loaderData;
  const shortlistResult = actionData && "shortlist" in actionData ? (actionData.shortlist ?? null) : null;
  const trialResult = actionData && "trial" in actionData ? (actionData.trial ?? null) : null;
  const pipeline = PIPELINES[lead.kind];
  return (
    <article className="min-w-0 wrap-anywhere">
      <Link to={`/inbox?kind=${lead.kind}`} className="text-sm font-medium text-primary hover:underline">
        ← {LEAD_KIND_LABELS[lead.kind].plural}
      </Link>
      <header className="mt-2 flex flex-wrap items-center gap-2">
        <h1 className="min-w-0 text-2xl font-bold tracking-tight">{lead.name ?? lead.email}</h1>
        <SpamBadge lead={lead} />
      </header>
      <p className="text-sm text-muted-foreground">
        {LEAD_KIND_LABELS[lead.kind].singular}
        {lead.company ? ` · ${lead.company}` : ""}
      </p>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-4">
          <FieldList title="Details" fields={lead.fields} />
          {lead.kind === "candidate-applications" ? <ResumeSection resume={resume} /> : null}
          {calls ? <CallSection calls={calls} /> : null}
          {shortlist ? <ShortlistSection data={shortlist} csrf={csrf} result={shortlistResult} /> : null}
          {trials ? <TrialSection data={trials} csrf={csrf} result={trialResult} /> : null}
          <FieldList title="Attribution" fields={lead.attribution} />
          <FieldList
            title="Spam check"
            fields={[
              {
                label: "Verdict",
                value: lead.spam ? "Quarantined" : lead.spamReason ? "Possible spam" : "Clean",
              },
              { label: "Reason", value: lead.spamReason ?? "—" },
              { label: "Client IP", value: lead.clientIp ?? "—" },
              { label: "User agent", value: lead.userAgent ?? "—" },
            ]}
          />
          <DuplicateList duplicates={duplicates} />
        </div>
        <div className="grid min-w-0 content-start gap-4">
          <section className="grid gap-4 rounded-xl border bg-background p-4" aria-label="Work this lead">
            {lead.spam ? (
              <div className="grid gap-2 rounded-lg bg-destructive/10 p-3 text-sm">
                <p>
                  Quarantined: <strong>{lead.spamReason ?? "spam"}</strong>. It was not announced to the team.
                </p>
                <NotSpamForm csrf={csrf} />
              </div>
            ) : null}
            {pipeline.length > 0 && lead.status ? (
              <StatusForm csrf={csrf} status={lead.status} options={pipeline} />
            ) : null}
            <OwnerForm csrf={csrf} ownerId={lead.ownerId} users={users} />
            <NoteForm csrf={csrf} />
          </section>
          <Timeline items={timeline} />
        </div>
      </div>
    </article>
  );
}
