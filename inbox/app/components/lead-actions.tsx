import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { StatusOption } from "../lib/pipelines";
import { CsrfField } from "./csrf-field";

const selectClass = cn(fieldControlClass, "h-10 bg-background");

function ActionError({ fetcher }: { fetcher: { data?: unknown } }) {
  const error = (fetcher.data as { error?: string } | undefined)?.error;
  return error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

/**
 * A select that saves itself: a plain form (it works without scripts, with a Save button), which
 * with scripts posts through a fetcher on change and shows the chosen value at once, before the
 * server has answered.
 */
function SelectActionForm({
  csrf,
  intent,
  label,
  value,
  options,
}: {
  csrf: string;
  intent: "status" | "owner";
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  const fetcher = useFetcher();
  const shown = (fetcher.formData?.get(intent) as string | null) ?? value;
  const id = `lead-${intent}`;
  return (
    <fetcher.Form method="post" className="grid gap-1.5">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <select
          id={id}
          name={intent}
          value={shown}
          className={selectClass}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <Button type="submit" variant="outline">
            Save
          </Button>
        </noscript>
      </div>
      <ActionError fetcher={fetcher} />
    </fetcher.Form>
  );
}

export function StatusForm({
  csrf,
  status,
  options,
}: {
  csrf: string;
  status: string;
  options: readonly StatusOption[];
}) {
  return <SelectActionForm csrf={csrf} intent="status" label="Status" value={status} options={options} />;
}

export function OwnerForm({
  csrf,
  ownerId,
  users,
}: {
  csrf: string;
  ownerId: string | null;
  users: { id: string; email: string }[];
}) {
  const options = [
    { value: "", label: "Unassigned" },
    ...users.map((user) => ({ value: user.id, label: user.email })),
  ];
  return (
    <SelectActionForm csrf={csrf} intent="owner" label="Owner" value={ownerId ?? ""} options={options} />
  );
}

export function NoteForm({ csrf }: { csrf: string }) {
  const fetcher = useFetcher<{ ok?: boolean; error?: string }>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) form.current?.reset();
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post" ref={form} className="grid gap-1.5">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="note" />
      <Label htmlFor="lead-note">Add a note</Label>
      <Textarea id="lead-note" name="note" required maxLength={5000} className="min-h-20" />
      <ActionError fetcher={fetcher} />
      <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
        {busy ? "Adding…" : "Add note"}
      </Button>
    </fetcher.Form>
  );
}

export function NotSpamForm({ csrf }: { csrf: string }) {
  const fetcher = useFetcher();
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="not-spam" />
      <Button
        type="submit"
        variant="accent"
        disabled={fetcher.state !== "idle"}
        className="justify-self-start"
      >
        Not spam
      </Button>
      <ActionError fetcher={fetcher} />
    </fetcher.Form>
  );
}
