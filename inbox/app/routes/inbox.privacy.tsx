import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { FormMessage } from "../components/auth-card";
import { CsrfField } from "../components/csrf-field";
import { requireInboxMutation, requireInboxSession } from "../lib/auth.server";
import { inboxMeta, requestContext } from "../lib/inbox-meta";
import { type ErasureCounts, erasePerson, PrivacyAddressSchema, previewErasure } from "../lib/privacy.server";
import type { Route } from "./+types/inbox.privacy";

export const meta = () => inboxMeta("Privacy requests");

const ADDRESS_ERROR = "Enter the person's e-mail address.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { inbox } = context.get(requestContext).services;
  const session = await requireInboxSession(request, inbox, { role: "admin" });
  const error = new URL(request.url).searchParams.get("error");
  return { csrf: session.csrfToken, exportError: error === "export-address" ? ADDRESS_ERROR : undefined };
}

type ActionResult =
  | { step: "review"; address: string; counts: ErasureCounts; error?: undefined }
  | { step: "erased"; counts: ErasureCounts; error?: undefined }
  | { step: "error"; error: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { inbox } = context.get(requestContext).services;
  const form = await request.formData();
  const session = await requireInboxMutation(request, inbox, form, { role: "admin" });
  const address = PrivacyAddressSchema.safeParse(String(form.get("email") ?? "").trim());
  if (!address.success) return data<ActionResult>({ step: "error", error: ADDRESS_ERROR }, { status: 400 });
  const intent = form.get("intent");
  if (intent === "review") {
    const counts = await previewErasure(inbox.db, inbox.mailDir, address.data);
    return data<ActionResult>({ step: "review", address: address.data, counts });
  }
  if (intent === "erase") {
    const counts = await erasePerson(inbox.db, {
      actorId: session.user.id,
      address: address.data,
      mailDir: inbox.mailDir,
      secret: inbox.secret,
      files: inbox.files,
    });
    return data<ActionResult>({ step: "erased", counts });
  }
  return data<ActionResult>({ step: "error", error: "Unknown action." }, { status: 400 });
}

function CountList({ counts }: { counts: ErasureCounts }) {
  const leads = Object.entries(counts.leads);
  return (
    <ul className="mt-2 list-disc pl-5">
      {leads.map(([table, count]) => (
        <li key={table}>
          {count} in {table.replace(/_/g, " ")}
        </li>
      ))}
      <li>{counts.relatedRows} timeline entries and notes on those leads</li>
      <li>{counts.outboxRows} notification jobs</li>
      <li>{counts.scrubbedRows} other records that mention the address (the mention is replaced)</li>
      <li>{counts.mailFiles} stored e-mail files</li>
      {counts.mailFoldersNotReached.length > 0 ? (
        <li>
          <strong>Not reached from this instance:</strong> the stored e-mail files of{" "}
          {counts.mailFoldersNotReached.length === 1
            ? "another instance"
            : `${counts.mailFoldersNotReached.length} other instances`}{" "}
          ({counts.mailFoldersNotReached.join(", ")}). Erase the address there too, or send e-mail over
          SMTP_URL so that no instance keeps copies.
        </li>
      ) : null}
    </ul>
  );
}

export default function InboxPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { csrf, exportError } = loaderData;
  const result = actionData as ActionResult | undefined;
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Privacy requests</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Answer a person's request to see or delete their data, found by their e-mail address across every
          kind of lead. Both are recorded in the audit log without the address.
        </p>
      </div>

      <section aria-labelledby="export" className="rounded-xl border bg-background p-4">
        <h2 id="export" className="font-semibold">
          Export a person's data
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          One JSON file with their leads, the timeline and notes on them, their notification jobs and any
          other record that mentions the address.
        </p>
        <Form
          method="post"
          action="/inbox/privacy/export"
          reloadDocument
          className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <CsrfField token={csrf} />
          <div className="grid gap-1.5">
            <Label htmlFor="export-email">E-mail address</Label>
            <Input id="export-email" name="email" type="email" autoComplete="off" required maxLength={254} />
          </div>
          <Button type="submit">Download JSON</Button>
          <div className="sm:col-span-2">
            <FormMessage message={exportError} />
          </div>
        </Form>
      </section>

      <section aria-labelledby="erase" className="rounded-xl border bg-background p-4">
        <h2 id="erase" className="font-semibold">
          Erase a person
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Deletes their leads of every kind with their timeline and notification jobs, removes the address
          (and their name) from notes and jobs on other records, and deletes the stored e-mails that name
          them. This cannot be undone.
        </p>
        {result?.step === "review" ? (
          <div className="mt-3 grid gap-3" role="status">
            <p className="text-sm">
              For <strong className="break-all">{result.address}</strong> this deletes:
            </p>
            <div className="text-sm">
              <CountList counts={result.counts} />
            </div>
            <Form method="post" className="flex flex-wrap gap-2">
              <CsrfField token={csrf} />
              <input type="hidden" name="email" value={result.address} />
              <Button type="submit" name="intent" value="erase" variant="destructive" disabled={busy}>
                Erase permanently
              </Button>
              <Button asChild variant="outline">
                <Link to="/inbox/privacy">Cancel</Link>
              </Button>
            </Form>
          </div>
        ) : (
          <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <CsrfField token={csrf} />
            <div className="grid gap-1.5">
              <Label htmlFor="erase-email">E-mail address</Label>
              <Input id="erase-email" name="email" type="email" autoComplete="off" required maxLength={254} />
            </div>
            <Button type="submit" name="intent" value="review" variant="outline" disabled={busy}>
              Review what will be erased
            </Button>
          </Form>
        )}
        {result?.step === "erased" ? (
          <div className="mt-3 text-sm" role="status">
            <p className="font-semibold">Erased.</p>
            <CountList counts={result.counts} />
          </div>
        ) : null}
        {result?.step === "error" ? (
          <div className="mt-3">
            <FormMessage message={result.error} />
          </div>
        ) : null}
      </section>
    </section>
  );
}
