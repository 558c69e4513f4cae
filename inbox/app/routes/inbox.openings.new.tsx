import { data, redirect, useNavigation } from "react-router";
import { FormMessage } from "../components/auth-card";
import { EMPTY_OPENING, OpeningEditor } from "../components/opening-editor";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { createOpeningFromForm, submittedFormState } from "../lib/openings.server";
import type { Route } from "./+types/inbox.openings.new";

export const meta = () => inboxMeta("New opening");

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireInboxSession(request, context.get(requestContext).services.inbox);
  return { csrf: session.csrfToken };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form);
  const result = await createOpeningFromForm(inbox.db, form, session.user.id);
  if (!result.ok) return data({ ...result, values: submittedFormState(form) }, { status: result.status });
  throw redirect(`/inbox/openings/${result.id}?notice=saved`);
}

export default function NewOpening({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <section className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">New opening</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          It is saved as a draft: publish it from its page.
        </p>
      </div>
      <div aria-live="polite">
        {actionData && !actionData.ok ? <FormMessage message={actionData.message} /> : null}
      </div>
      <OpeningEditor
        csrf={loaderData.csrf}
        initial={actionData?.values ?? EMPTY_OPENING}
        errors={actionData && !actionData.ok ? actionData.errors : {}}
        busy={busy}
        submitLabel="Save draft"
      />
    </section>
  );
}
