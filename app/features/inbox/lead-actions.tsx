import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Label, Textarea } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { CsrfField } from "./csrf-field";
import type { StatusOption } from "./pipelines";

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
 * Status and owner are plain forms (they work without scripts); with scripts they post through a
 * fetcher and show the chosen value at once, before the server has answered.
 */
export function StatusForm({
  csrf,
  status,
  options,
}: {
  csrf: string;
  status: string;
  options: readonly StatusOption[];
}) {
  const fetcher = useFetcher();
  const shown = (fetcher.formData?.get("status") as string | null) ?? status;
  return (
    <fetcher.Form method="post" className="grid gap-1.5">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="status" />
      <Label htmlFor="lead-status">Status</Label>
      <div className="flex gap-2">
        <select
          id="lead-status"
          name="status"
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

export function OwnerForm({
  csrf,
  ownerId,
  users,
}: {
  csrf: string;
  ownerId: string | null;
  users: { id: string; email: string }[];
}) {
  const fetcher = useFetcher();
  const shown = (fetcher.formData?.get("owner") as string | null) ?? ownerId ?? "";
  return (
    <fetcher.Form method="post" className="grid gap-1.5">
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="owner" />
      <Label htmlFor="lead-owner">Owner</Label>
      <div className="flex gap-2">
        <select
          id="lead-owner"
          name="owner"
          value={shown}
          className={selectClass}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
        >
          <option value="">Unassigned</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email}
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
