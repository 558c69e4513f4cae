import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, Textarea } from "~/components/ui/input";
import type { ShortlistSectionData } from "../lib/shortlist.server";
import { CsrfField } from "./csrf-field";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** The hidden fields every form of the section carries: the session's token, the intent, the revision. */
function ShortlistFields({ csrf, intent, revision }: { csrf: string; intent: string; revision: number }) {
  return (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="revision" value={revision} />
    </>
  );
}

/**
 * A hiring request's shortlist: the 48-hour clock, the brief, the candidates in order with their
 * pitches, and the ranked pool to add from. Plain forms: each change reloads the page.
 */
export function ShortlistSection({
  data,
  csrf,
  result,
}: {
  data: ShortlistSectionData;
  csrf: string;
  result: { ok: boolean; message?: string; revision?: number } | null;
}) {
  // The action's answer shows before the page's data is read again (measured in the browser: for
  // about a second after the message, every form still held the revision from before the change,
  // and a form sent then was refused as stale, 409). The revision the action answered is the
  // newer one then; revisions only grow, so the larger of the two is the current one.
  const revision = Math.max(data.revision, result?.ok ? (result.revision ?? 0) : 0);
  return (
    <section
      aria-labelledby="shortlist-title"
      className="grid min-w-0 gap-4 rounded-xl border bg-background p-4 wrap-anywhere"
    >
      <header className="grid gap-1">
        <h2 id="shortlist-title" className="text-lg font-semibold">
          Shortlist
        </h2>
        <p className="text-sm" data-testid="shortlist-due">
          Due {when(data.dueAt)}
          {data.overdue ? <strong className="ml-2 text-destructive">Overdue</strong> : null}
          {data.readyAt ? <span className="ml-2">· ready {when(data.readyAt)}</span> : null}
          {data.sentAt ? <span className="ml-2">· sent {when(data.sentAt)}</span> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          Status: {data.status === "ready" ? "Ready" : data.status === "sent" ? "Sent" : "Draft"} · version{" "}
          {data.version}
          {data.sentVersion !== null && data.sentVersion !== data.version
            ? ` (the client sees version ${data.sentVersion} until you send this one)`
            : ""}{" "}
          · {data.entries.length} of 3–5 candidates
        </p>
      </header>
      {result?.message ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={result.ok ? "text-sm" : "text-sm font-medium text-destructive"}
        >
          {result.message}
        </p>
      ) : null}

      <Form method="post" className="grid gap-2 sm:grid-cols-2">
        <ShortlistFields csrf={csrf} intent="shortlist-brief" revision={revision} />
        <h3 className="font-medium sm:col-span-2">Brief from the discovery call</h3>
        <div className="grid gap-1">
          <Label htmlFor="brief-stacks">Stacks (comma-separated slugs)</Label>
          <Input id="brief-stacks" name="stacks" defaultValue={data.brief.stacks} maxLength={400} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="brief-seniority">Seniority</Label>
          <select
            id="brief-seniority"
            name="seniority"
            defaultValue={data.brief.seniority}
            className="h-11 rounded-lg border border-input bg-background px-3 text-sm"
          >
            <option value="">Any</option>
            <option value="junior">Junior</option>
            <option value="mid">Mid-level</option>
            <option value="senior">Senior</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="brief-zone">Client's time zone (IANA)</Label>
          <Input
            id="brief-zone"
            name="timeZone"
            defaultValue={data.brief.timeZone}
            placeholder="America/New_York"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="brief-rate">Max rate (USD an hour)</Label>
          <Input id="brief-rate" name="maxRateUsd" inputMode="decimal" defaultValue={data.brief.maxRateUsd} />
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" variant="outline">
            Save brief
          </Button>
        </div>
      </Form>

      <div className="grid gap-2">
        <h3 className="font-medium">On the shortlist</h3>
        {data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody yet: add from the pool below.</p>
        ) : null}
        <ol className="grid gap-3">
          {data.entries.map((entry, index) => (
            <li key={entry.candidateId} className="grid gap-2 rounded-lg border p-3">
              <p className="font-medium">
                {entry.position}. {entry.name}
                {entry.stage !== "vetted" ? (
                  <span className="ml-2 text-sm text-destructive">({entry.stage})</span>
                ) : null}
              </p>
              <Form method="post" className="grid gap-1">
                <ShortlistFields csrf={csrf} intent="shortlist-pitch" revision={revision} />
                <input type="hidden" name="candidateId" value={entry.candidateId} />
                <Label htmlFor={`pitch-${entry.candidateId}`}>Pitch for {entry.name}</Label>
                <Textarea
                  id={`pitch-${entry.candidateId}`}
                  name="pitch"
                  defaultValue={entry.pitch}
                  maxLength={data.pitchMaxChars}
                  className="min-h-20"
                />
                <div>
                  <Button type="submit" variant="outline" size="sm">
                    Save pitch
                  </Button>
                </div>
              </Form>
              <div className="flex flex-wrap gap-2">
                {(
                  [
                    ["shortlist-move", "up", "Move up", index > 0],
                    ["shortlist-move", "down", "Move down", index < data.entries.length - 1],
                    ["shortlist-remove", "", "Remove", true],
                  ] as const
                )
                  .filter(([, , , shown]) => shown)
                  .map(([intent, direction, label]) => (
                    <Form method="post" key={label}>
                      <ShortlistFields csrf={csrf} intent={intent} revision={revision} />
                      <input type="hidden" name="candidateId" value={entry.candidateId} />
                      {direction ? <input type="hidden" name="direction" value={direction} /> : null}
                      <Button type="submit" variant="ghost" size="sm" aria-label={`${label}: ${entry.name}`}>
                        {label}
                      </Button>
                    </Form>
                  ))}
              </div>
            </li>
          ))}
        </ol>
        {data.status === "draft" ? (
          <Form method="post">
            <ShortlistFields csrf={csrf} intent="shortlist-ready" revision={revision} />
            <Button type="submit">Mark ready</Button>
          </Form>
        ) : null}
      </div>

      <ShortlistLinks data={data} csrf={csrf} revision={revision} />

      <div className="grid gap-2">
        <h3 className="font-medium">Ranked pool (vetted, consenting)</h3>
        {data.pool.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other vetted candidate in the pool.</p>
        ) : null}
        <ol className="grid gap-2">
          {data.pool.map((candidate) => (
            <li
              key={candidate.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
            >
              <div className="min-w-0">
                <p className="font-medium">
                  {candidate.name}{" "}
                  <span className="text-sm text-muted-foreground">· score {candidate.score}</span>
                </p>
                <p className="text-sm text-muted-foreground">{candidate.reasons.join(", ")}</p>
              </div>
              <Form method="post">
                <ShortlistFields csrf={csrf} intent="shortlist-add" revision={revision} />
                <input type="hidden" name="candidateId" value={candidate.id} />
                <Button type="submit" variant="outline" size="sm" aria-label={`Add ${candidate.name}`}>
                  Add
                </Button>
              </Form>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/**
 * Sending to the client: "Send to client" once ready ("Send again" once sent: a new link, the
 * earlier ones working until revoked), and every link with its state and a "Revoke link".
 */
function ShortlistLinks({
  data,
  csrf,
  revision,
}: {
  data: ShortlistSectionData;
  csrf: string;
  revision: number;
}) {
  const sendable = data.status === "ready" || data.status === "sent";
  const again = data.status === "sent";
  return (
    <div className="grid gap-2" data-testid="shortlist-links">
      <h3 className="font-medium">Client links</h3>
      {sendable ? (
        <Form method="post">
          <ShortlistFields csrf={csrf} intent="shortlist-send" revision={revision} />
          <Button type="submit">{again ? "Send again" : "Send to client"}</Button>
        </Form>
      ) : (
        <p className="text-sm text-muted-foreground">
          {data.sentVersion === null
            ? "Mark the shortlist ready to send it to the request's contact."
            : "Mark this version ready to send it; the client's links show the version they were sent."}
        </p>
      )}
      {data.links.length === 0 ? null : (
        <ul className="grid gap-2">
          {data.links.map((link) => (
            <li
              key={link.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium">
                  Version {link.version} · sent {when(link.sentAt)}
                  {link.sentBy ? ` by ${link.sentBy}` : ""}
                </p>
                <p className="text-muted-foreground">
                  {link.state === "revoked" && link.revokedAt
                    ? `Revoked ${when(link.revokedAt)}`
                    : link.state === "expired"
                      ? `Expired ${when(link.expiresAt)}`
                      : `Open until ${when(link.expiresAt)}`}
                  {link.firstViewedAt ? ` · first opened ${when(link.firstViewedAt)}` : " · not opened yet"}
                </p>
              </div>
              {link.state === "open" ? (
                <Form method="post">
                  <CsrfField token={csrf} />
                  <input type="hidden" name="intent" value="shortlist-revoke" />
                  <input type="hidden" name="linkId" value={link.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke link of version ${link.version} sent ${when(link.sentAt)}`}
                  >
                    Revoke link
                  </Button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
