import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label, Textarea } from "~/components/ui/input";
import type { TrialMailState, TrialSectionData, TrialView } from "../lib/trials.server";
import { CsrfField } from "./csrf-field";

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

const STATUS_LABELS: Readonly<Record<TrialView["status"], string>> = {
  running: "Trial running",
  placed: "Placement confirmed",
  replacement: "Replacement asked",
};

function mailText(mail: TrialMailState): string {
  if (mail.state === "sent") return `sent ${when(mail.at)}`;
  if (mail.state === "due") return `due ${when(mail.at)}`;
  if (mail.state === "held") return `held back: ${mail.reason}`;
  if (mail.state === "failed") return `failed: ${mail.reason}`;
  return "not needed";
}

function TrialFields({ csrf, intent }: { csrf: string; intent: string }) {
  return (
    <>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

function TrialCard({ trial, csrf, noteMaxChars }: { trial: TrialView; csrf: string; noteMaxChars: number }) {
  const prefix = `trial-${trial.id}`;
  return (
    <li className="grid gap-2 rounded-lg border p-3" data-testid="trial">
      <p className="font-medium">
        <a href={`/inbox/candidates/${trial.candidateId}`} className="text-primary underline">
          {trial.candidateName}
        </a>{" "}
        <span className="text-sm" data-testid="trial-status">
          · {STATUS_LABELS[trial.status]}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Trial</dt>
        <dd data-testid="trial-dates">
          {trial.startsOn} to {trial.lastDay} (ends {trial.endsOn})
        </dd>
        <dt className="text-muted-foreground">Hired by</dt>
        <dd>
          {trial.hiredBy === "client" ? "the client" : "the team, for the client"} · {trial.clientTimeZone}
        </dd>
        <dt className="text-muted-foreground">Start e-mail</dt>
        <dd>{mailText(trial.started)}</dd>
        {trial.checkIns.map((checkIn) => (
          <div key={checkIn.day} className="contents">
            <dt className="text-muted-foreground">Day {checkIn.day} check-in</dt>
            <dd data-testid={`trial-check-in-${checkIn.day}`}>{mailText(checkIn.mail)}</dd>
          </div>
        ))}
        <dt className="text-muted-foreground">End e-mail</dt>
        <dd>{mailText(trial.ending)}</dd>
        {trial.outcome ? (
          <>
            <dt className="text-muted-foreground">Outcome</dt>
            <dd>
              {when(trial.outcome.at)}, recorded by{" "}
              {trial.outcome.by === "client" ? "the client" : "the team"}
              {trial.outcome.note ? `: ${trial.outcome.note}` : ""}
            </dd>
          </>
        ) : null}
      </dl>
      {trial.status === "running" ? (
        <Form method="post" className="grid gap-2">
          <TrialFields csrf={csrf} intent="trial-outcome" />
          <input type="hidden" name="trialId" value={trial.id} />
          <fieldset className="grid gap-1">
            <legend className="text-sm font-medium">What the client answered</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="outcome" value="placed" required /> Confirmed the placement
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" name="outcome" value="replacement" /> Asked for a replacement
            </label>
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor={`${prefix}-note`}>Note (the reason, for a replacement)</Label>
            <Textarea id={`${prefix}-note`} name="note" maxLength={noteMaxChars} className="min-h-16" />
          </div>
          <div>
            <Button type="submit" variant="outline" size="sm">
              Record the outcome
            </Button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}

/**
 * A hiring request's hires and their paid trials, with the forms the team uses when the client
 * answered by e-mail: record a hire from the shortlist, record a trial's outcome.
 */
export function TrialSection({
  data,
  csrf,
  result,
}: {
  data: TrialSectionData;
  csrf: string;
  result: { ok: boolean; message?: string } | null;
}) {
  return (
    <section
      aria-labelledby="trial-title"
      className="grid min-w-0 gap-4 rounded-xl border bg-background p-4 wrap-anywhere"
    >
      <h2 id="trial-title" className="text-lg font-semibold">
        Hire and trial
      </h2>
      {result?.message ? (
        <p
          role={result.ok ? "status" : "alert"}
          className={result.ok ? "text-sm" : "text-sm font-medium text-destructive"}
        >
          {result.message}
        </p>
      ) : null}
      {data.trials.length === 0 ? (
        <p className="text-sm text-muted-foreground">No hire yet.</p>
      ) : (
        <ol className="grid gap-3">
          {data.trials.map((trial) => (
            <TrialCard key={trial.id} trial={trial} csrf={csrf} noteMaxChars={data.noteMaxChars} />
          ))}
        </ol>
      )}
      {data.hireable.length > 0 ? (
        <Form method="post" className="grid gap-2 sm:grid-cols-2">
          <TrialFields csrf={csrf} intent="trial-hire" />
          <h3 className="font-medium sm:col-span-2">Record a hire the client asked for by e-mail</h3>
          <div className="grid gap-1">
            <Label htmlFor="trial-candidate">Candidate</Label>
            <select
              id="trial-candidate"
              name="candidateId"
              required
              className="h-11 rounded-lg border border-input bg-background px-3 text-sm"
            >
              {data.hireable.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="trial-start">Trial start (within {data.startHorizonDays} days)</Label>
            <Input id="trial-start" name="startsOn" type="date" required />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="trial-zone">Client's time zone (IANA)</Label>
            <Input
              id="trial-zone"
              name="timeZone"
              required
              defaultValue={data.defaultTimeZone}
              placeholder="America/New_York"
            />
          </div>
          <div className="self-end">
            <Button type="submit">Record the hire</Button>
          </div>
        </Form>
      ) : data.shortlistStatus === "draft" ? (
        <p className="text-sm text-muted-foreground">
          A hire is recorded from a shortlist that is ready or sent.
        </p>
      ) : null}
    </section>
  );
}
