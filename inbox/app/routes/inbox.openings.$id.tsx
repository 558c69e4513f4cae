import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { getOpeningById } from "~/features/jobs/openings.server";
import { FormMessage } from "../components/auth-card";
import { CsrfField } from "../components/csrf-field";
import { OpeningApplicationsSection } from "../components/opening-applications";
import { OpeningEditor } from "../components/opening-editor";
import { OpeningStatusBadge } from "../components/opening-list-view";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { isUuid } from "../lib/lead-tables.server";
import { openingApplications } from "../lib/opening-applications.server";
import {
  openingFormState,
  runOpeningAction,
  submittedFormState,
  updateOpeningFromForm,
} from "../lib/openings.server";
import type { Route } from "./+types/inbox.openings.$id";

export const meta = ({ loaderData }: Route.MetaArgs) => inboxMeta(loaderData?.opening.title ?? "Opening");

const NOTICES: Record<string, string> = {
  saved: "Saved the draft.",
  copied: "This is the copy, saved as a draft.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox);
  const row = isUuid(params.id) ? await getOpeningById(inbox.db, params.id) : undefined;
  if (!row) throw data({ message: "There is no such opening." }, { status: 404 });
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    csrf: session.csrfToken,
    isAdmin: session.user.role === "admin",
    notice: notice ? (NOTICES[notice] ?? null) : null,
    opening: {
      id: row.id,
      slug: row.slug,
      title: row.title,
      status: row.status,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      closedAt: row.closedAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    },
    form: openingFormState(row),
    applications: await openingApplications(inbox.db, row.slug),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const intent = form.get("intent");
  if (intent === "save") {
    const result = await updateOpeningFromForm(inbox.db, params.id, form, session.user.id);
    // The public pages show the change at once, on every instance (the cache is purged in each).
    if (result.ok) await inbox.onOpeningsChanged();
    if (!result.ok) return data({ ...result, values: submittedFormState(form) }, { status: result.status });
    return { ...result, values: null, errors: {} };
  }
  const result = await runOpeningAction(inbox.db, {
    id: params.id,
    intent,
    actorId: session.user.id,
    role: session.user.role,
  });
  if (result.ok) await inbox.onOpeningsChanged();
  if (!result.ok) return data({ ...result, values: null, errors: {} }, { status: result.status });
  if (intent === "duplicate" && result.id) throw redirect(`/inbox/openings/${result.id}?notice=copied`);
  if (intent === "delete") throw redirect("/inbox/openings?notice=deleted");
  return { ...result, values: null, errors: {} };
}

function ActionButton({
  csrf,
  intent,
  children,
  variant = "outline",
  busy,
}: {
  csrf: string;
  intent: string;
  children: string;
  variant?: "default" | "outline" | "destructive";
  busy: boolean;
}) {
  return (
    <Form method="post">
      <CsrfField token={csrf} />
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy}>
        {children}
      </Button>
    </Form>
  );
}

export default function EditOpening({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { csrf, isAdmin, opening, form, notice, applications } = loaderData;
  const message = actionData?.message ?? notice;
  return (
    <section className="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm">
          <Link to="/inbox/openings" className="text-primary hover:underline">
            All openings
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">{opening.title}</h1>
          <OpeningStatusBadge status={opening.status} />
        </div>
        <p className="text-sm break-all text-muted-foreground">
          Address: /jobs/{opening.slug}
          {opening.publishedAt ? ` · published ${opening.publishedAt.slice(0, 10)}` : ""}
          {opening.closedAt ? ` · closed ${opening.closedAt.slice(0, 10)}` : ""}
        </p>
      </div>

      <div aria-live="polite">
        {message && actionData?.ok !== false ? (
          <p role="status" className="rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
            {message}
          </p>
        ) : null}
        {actionData && !actionData.ok ? <FormMessage message={actionData.message} /> : null}
      </div>

      <div className="flex flex-wrap gap-2">
        <Link
          to={`/inbox/openings/${opening.id}/preview`}
          className="inline-flex h-10 items-center rounded-lg border border-input bg-background px-4 text-sm font-semibold hover:bg-muted"
        >
          Preview
        </Link>
        {opening.status === "draft" ? (
          <ActionButton csrf={csrf} intent="publish" variant="default" busy={busy}>
            Publish
          </ActionButton>
        ) : null}
        {opening.status === "published" ? (
          <ActionButton csrf={csrf} intent="close" busy={busy}>
            Close
          </ActionButton>
        ) : null}
        {opening.status === "closed" ? (
          <ActionButton csrf={csrf} intent="reopen" variant="default" busy={busy}>
            Reopen
          </ActionButton>
        ) : null}
        <ActionButton csrf={csrf} intent="duplicate" busy={busy}>
          Duplicate
        </ActionButton>
      </div>

      <OpeningEditor
        key={opening.id}
        csrf={csrf}
        initial={actionData?.values ?? form}
        errors={actionData?.errors ?? {}}
        busy={busy}
        submitLabel="Save changes"
      />

      <OpeningApplicationsSection data={applications} />

      {isAdmin ? (
        <details className="rounded-xl border border-destructive/30 bg-background p-4">
          <summary className="cursor-pointer font-semibold text-destructive">Delete this opening</summary>
          <p className="mt-2 text-sm text-muted-foreground">
            Deleting cannot be undone. To take an opening down and keep it, close it instead.
          </p>
          <div className="mt-3">
            <ActionButton csrf={csrf} intent="delete" variant="destructive" busy={busy}>
              Delete for good
            </ActionButton>
          </div>
        </details>
      ) : null}
    </section>
  );
}
