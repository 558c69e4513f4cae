import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import type { CandidatePageData } from "../lib/candidate-page.server";
import { FormMessage } from "./auth-card";
import { CsrfField } from "./csrf-field";
import { fileSize } from "./lead-resume";

const selectClass = cn(fieldControlClass, "h-10 bg-background");
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

interface Result {
  ok: boolean;
  message: string;
  intent: string;
  errors: Record<string, string>;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-background p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Select({
  id,
  name,
  value,
  none,
  options,
  error,
}: {
  id: string;
  name: string;
  value: string;
  none: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
}) {
  return (
    <select
      id={id}
      name={name}
      defaultValue={value}
      className={selectClass}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <option value="">{none}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** An application as the page names it: its opening, or the general application. */
function applicationName(application: CandidatePageData["applications"][number]): string {
  return application.jobTitle ?? (application.job ? `/jobs/${application.job}` : "General application");
}

type Props = CandidatePageData & { csrf: string; result: Result | null };

function RecordForm({
  page,
  csrf,
  result,
  busy,
}: {
  page: Props;
  csrf: string;
  result: Result | null;
  busy: boolean;
}) {
  const errors = result?.intent === "save" ? result.errors : {};
  const { record, choices, candidate } = page;
  const text = (name: keyof typeof record, label: string, extra: React.ComponentProps<typeof Input> = {}) => (
    <Field id={`record-${name}`} label={label} error={errors[name]}>
      <Input
        id={`record-${name}`}
        name={name}
        defaultValue={record[name]}
        className="h-10"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `record-${name}-error` : undefined}
        {...extra}
      />
    </Field>
  );
  return (
    <Form method="post" className="grid gap-3" key={candidate.updatedAt}>
      <CsrfField token={csrf} />
      <input type="hidden" name="updatedAt" value={candidate.updatedAt} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field id="record-owner" label="Owner" error={errors.owner}>
          <Select
            id="record-owner"
            name="owner"
            value={record.owner}
            none="Unassigned"
            options={choices.users}
            error={errors.owner}
          />
        </Field>
        <Field id="record-country" label="Country" error={errors.country}>
          <Select
            id="record-country"
            name="country"
            value={record.country}
            none="Not given"
            options={choices.countries}
            error={errors.country}
          />
        </Field>
        {text("timeZone", "Time zone (IANA)", { placeholder: "America/Bogota" })}
        <Field id="record-englishLevel" label="English level (CEFR)" error={errors.englishLevel}>
          <Select
            id="record-englishLevel"
            name="englishLevel"
            value={record.englishLevel}
            none="Not known"
            options={choices.englishLevels}
            error={errors.englishLevel}
          />
        </Field>
        <Field id="record-seniority" label="Seniority" error={errors.seniority}>
          <Select
            id="record-seniority"
            name="seniority"
            value={record.seniority}
            none="Not given"
            options={choices.seniorities}
            error={errors.seniority}
          />
        </Field>
        {text("hourlyRateUsd", "Expected rate (USD an hour)", { inputMode: "decimal" })}
        {text("hoursPerWeek", "Hours a week", { inputMode: "numeric" })}
        {text("earliestStart", "Earliest start", { type: "date" })}
        {text("tags", "Tags (comma-separated)")}
      </div>
      <Field id="record-notes" label="Notes" error={errors.notes}>
        <textarea
          id="record-notes"
          name="notes"
          defaultValue={record.notes}
          rows={4}
          maxLength={page.limits.notes}
          className={cn(fieldControlClass, "bg-background py-2")}
        />
      </Field>
      <div>
        <Button type="submit" name="intent" value="save" disabled={busy}>
          Save the record
        </Button>
      </div>
    </Form>
  );
}

function ScorecardForm({
  page,
  csrf,
  result,
  busy,
}: {
  page: Props;
  csrf: string;
  result: Result | null;
  busy: boolean;
}) {
  const errors = result?.intent === "scorecard" && !result.ok ? result.errors : {};
  const { limits, candidate } = page;
  const ratings = Array.from(
    { length: limits.ratingMax - limits.ratingMin + 1 },
    (_, index) => limits.ratingMin + index,
  );
  return (
    <Form
      method="post"
      className="grid gap-4"
      key={`${candidate.stage}-${result?.ok && result.intent === "scorecard" ? candidate.updatedAt : ""}`}
    >
      <CsrfField token={csrf} />
      <input type="hidden" name="stage" value={candidate.stage} />
      {page.scoring.map((criterion) => (
        <fieldset key={criterion.key} className="grid min-w-0 gap-2 rounded-lg border p-3">
          <legend className="px-1 font-semibold">{criterion.label}</legend>
          <p className="text-sm text-muted-foreground">{criterion.guide}</p>
          <div className="flex flex-wrap gap-3" role="radiogroup" aria-label={`${criterion.label}: rating`}>
            {ratings.map((rating) => (
              <label key={rating} className="flex items-center gap-1.5 text-sm">
                <input type="radio" name={`rating.${criterion.key}`} value={rating} required />
                {rating}
              </label>
            ))}
          </div>
          <Field id={`evidence-${criterion.key}`} label="Evidence" error={errors[criterion.key]}>
            <textarea
              id={`evidence-${criterion.key}`}
              name={`evidence.${criterion.key}`}
              required
              rows={2}
              maxLength={limits.evidence}
              className={cn(fieldControlClass, "bg-background py-2")}
            />
          </Field>
        </fieldset>
      ))}
      <div>
        <Button type="submit" name="intent" value="scorecard" disabled={busy}>
          Add scorecard
        </Button>
      </div>
    </Form>
  );
}

export function CandidateDetailView(props: Props) {
  const busy = useNavigation().state === "submitting";
  const { candidate, csrf, result, choices } = props;
  return (
    <section className="grid gap-4">
      <div className="grid gap-2">
        <p className="text-sm">
          <Link to="/inbox/candidates" className="text-primary hover:underline">
            All candidates
          </Link>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">{candidate.name}</h1>
          <span className="rounded bg-secondary px-2 py-0.5 text-sm font-medium">{candidate.stageLabel}</span>
        </div>
        <p className="text-sm break-all text-muted-foreground">
          {candidate.email} · in {candidate.stageLabel} since {when(candidate.stageChangedAt)} · in the pool
          since {candidate.createdAt.slice(0, 10)}
        </p>
        <p className="text-sm wrap-anywhere">
          {[
            candidate.categoryName,
            candidate.stacks.join(", "),
            candidate.yearsOfExperience === null ? null : `${candidate.yearsOfExperience} years`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {candidate.links.length > 0 ? (
          <ul className="flex flex-wrap gap-x-3 text-sm">
            {candidate.links.map((link) => (
              <li key={link} className="min-w-0 break-all">
                <a
                  href={link}
                  rel="noopener noreferrer nofollow"
                  target="_blank"
                  className="text-primary hover:underline"
                >
                  {link}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div aria-live="polite">
        {result?.ok ? (
          <p role="status" className="rounded-lg bg-secondary px-3 py-2 text-sm font-medium">
            {result.message}
          </p>
        ) : null}
        {result && !result.ok ? <FormMessage message={result.message} /> : null}
      </div>

      <Section title="Vetting">
        {props.next ? (
          <Form method="post" className="flex flex-wrap items-center gap-2">
            <CsrfField token={csrf} />
            <input type="hidden" name="to" value={props.next.stage} />
            <Button type="submit" name="intent" value="move" disabled={busy}>
              Move to {props.next.label}
            </Button>
            {props.scoring.length > 0 ? (
              <span className="text-sm text-muted-foreground">
                after at least one scorecard of {candidate.stageLabel}
              </span>
            ) : null}
          </Form>
        ) : null}
        {props.scoring.length > 0 ? (
          <details className="rounded-lg border p-3" open={result?.intent === "scorecard" && !result.ok}>
            <summary className="cursor-pointer font-semibold">Score {candidate.stageLabel}</summary>
            <div className="mt-3">
              <ScorecardForm page={props} csrf={csrf} result={result} busy={busy} />
            </div>
          </details>
        ) : null}
        {!candidate.closed ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <Form method="post" className="grid gap-2 rounded-lg border p-3">
              <CsrfField token={csrf} />
              <Field id="reject-reason" label="Rejection reason">
                <select id="reject-reason" name="reason" required defaultValue="" className={selectClass}>
                  <option value="" disabled>
                    Choose a reason
                  </option>
                  {choices.reasons.map((reason) => (
                    <option key={reason.value} value={reason.value}>
                      {reason.label}
                    </option>
                  ))}
                </select>
              </Field>
              <details className="text-sm">
                <summary className="cursor-pointer">What the candidate is told</summary>
                <dl className="mt-2 grid gap-2">
                  {choices.reasons.map((reason) => (
                    <div key={reason.value}>
                      <dt className="font-medium">{reason.label}</dt>
                      <dd className="text-muted-foreground">{reason.text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
              <Field id="reject-note" label="Note for the team (optional)">
                <textarea
                  id="reject-note"
                  name="note"
                  rows={2}
                  maxLength={props.limits.note}
                  className={cn(fieldControlClass, "bg-background py-2")}
                />
              </Field>
              <div>
                <Button type="submit" name="intent" value="reject" variant="destructive" disabled={busy}>
                  Reject
                </Button>
              </div>
            </Form>
            <Form method="post" className="grid content-start gap-2 rounded-lg border p-3">
              <CsrfField token={csrf} />
              <p className="text-sm text-muted-foreground">The candidate told us they leave the process.</p>
              <div>
                <Button type="submit" name="intent" value="withdraw" variant="outline" disabled={busy}>
                  Record withdrawal
                </Button>
              </div>
            </Form>
          </div>
        ) : null}
      </Section>

      <Section title="Scorecards">
        {props.scores.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scorecards yet.</p>
        ) : null}
        {props.scores.map((stage) => (
          <div key={stage.stage} className="grid gap-2">
            <h3 className="font-semibold">
              {stage.stageLabel}: average {stage.average.toFixed(2)} of {props.limits.ratingMax} (
              {stage.scorecards.length} {stage.scorecards.length === 1 ? "scorecard" : "scorecards"})
            </h3>
            {stage.scorecards.map((scorecard) => (
              <div key={scorecard.id} className="rounded-lg border p-3 text-sm">
                <p className="font-medium">
                  {scorecard.by}, <time dateTime={scorecard.at}>{when(scorecard.at)}</time>
                </p>
                <dl className="mt-2 grid gap-1">
                  {scorecard.ratings.map((rating) => (
                    <div key={rating.key} className="wrap-anywhere">
                      <dt className="inline font-medium">
                        {rating.label}: {rating.rating}
                      </dt>
                      <dd className="inline text-muted-foreground"> · {rating.evidence}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        ))}
      </Section>

      <Section title="Stage history">
        {props.history.length === 0 ? (
          <p className="text-sm text-muted-foreground">Still in Applied, where every candidate starts.</p>
        ) : (
          <ol className="grid gap-2 text-sm">
            {props.history.map((event) => (
              <li key={event.id} className="wrap-anywhere">
                <span className="font-medium">
                  {event.from} → {event.to}
                </span>{" "}
                by {event.by}, <time dateTime={event.at}>{when(event.at)}</time>
                {event.reason ? <span className="block">Reason: {event.reason}</span> : null}
                {event.note ? <span className="block text-muted-foreground">Note: {event.note}</span> : null}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Record">
        <RecordForm page={props} csrf={csrf} result={result} busy={busy} />
      </Section>

      <Section title="Résumés">
        <ol className="grid gap-2 text-sm">
          {props.resumes.map((resume) => (
            <li key={resume.id} className="grid min-w-0 gap-1 rounded-lg border p-3 wrap-anywhere">
              <p className="flex flex-wrap items-center gap-2">
                <a
                  href={resume.downloadPath}
                  download
                  className="min-w-0 font-medium text-primary hover:underline"
                >
                  {resume.fileName}
                </a>
                {resume.current ? (
                  <span className="rounded bg-secondary px-2 py-0.5 text-xs font-medium">Current</span>
                ) : null}
              </p>
              <p className="text-muted-foreground">
                {resume.kindLabel} · {fileSize(resume.sizeBytes)} · uploaded{" "}
                <time dateTime={resume.uploadedAt}>{when(resume.uploadedAt)}</time> ·{" "}
                {resume.application ? (
                  <>
                    with the application{" "}
                    <Link
                      to={`/inbox/leads/candidate-applications/${resume.application.id}`}
                      className="text-primary underline"
                    >
                      {applicationName(resume.application)}
                    </Link>
                  </>
                ) : (
                  "sent from the status page"
                )}
              </p>
            </li>
          ))}
          {props.resumes.length === 0 ? (
            <li className="text-muted-foreground">
              No résumé yet: none came with an application or from the status page.
            </li>
          ) : null}
        </ol>
      </Section>

      <Section title="Applications">
        <ul className="grid gap-2 text-sm">
          {props.applications.map((application) => (
            <li key={application.id} className="wrap-anywhere">
              <Link
                to={`/inbox/leads/candidate-applications/${application.id}`}
                className="font-medium text-primary hover:underline"
              >
                {applicationName(application)}
              </Link>{" "}
              · <time dateTime={application.receivedAt}>{when(application.receivedAt)}</time> ·{" "}
              {application.status} · in {application.locale}
            </li>
          ))}
          {props.applications.length === 0 ? (
            <li className="text-muted-foreground">No applications kept.</li>
          ) : null}
        </ul>
      </Section>

      <Section title="Timeline">
        <ol className="grid gap-1 text-sm">
          {props.timeline.map((entry) => (
            <li key={entry.seq} className="wrap-anywhere">
              <time dateTime={entry.at}>{when(entry.at)}</time>: {entry.label} by {entry.by}
              {entry.fields.length > 0 ? ` (${entry.fields.join(", ")})` : ""}
            </li>
          ))}
          {props.timeline.length === 0 ? (
            <li className="text-muted-foreground">Nothing recorded yet.</li>
          ) : null}
        </ol>
      </Section>

      <Section title="Status page links">
        <Form method="post" className="grid content-start gap-2">
          <CsrfField token={csrf} />
          <p className="text-sm text-muted-foreground">
            Closes every link to the candidate's status page (a link that leaked, a lost mailbox) and mails
            them one new link, in their language.
          </p>
          <div>
            <Button type="submit" name="intent" value="revoke-links" variant="outline" disabled={busy}>
              Revoke links and mail a new one
            </Button>
          </div>
        </Form>
      </Section>
    </section>
  );
}
