import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import type { CandidateAdminPanel, CandidateSide } from "../lib/candidate-admin.server";
import { CsrfField } from "./csrf-field";

const ROWS: readonly [keyof CandidateSide, string][] = [
  ["name", "Name"],
  ["email", "E-mail"],
  ["stageLabel", "Stage"],
  ["country", "Country"],
  ["stacks", "Stacks"],
  ["seniority", "Seniority"],
  ["rate", "Rate"],
  ["hoursPerWeek", "Hours a week"],
  ["tags", "Tags"],
  ["applications", "Applications"],
  ["scorecards", "Scorecards"],
  ["createdAt", "In the pool since"],
];

function Comparison({
  panel,
  csrf,
  busy,
}: {
  panel: NonNullable<CandidateAdminPanel["compare"]>;
  csrf: string;
  busy: boolean;
}) {
  const { kept, merged } = panel;
  return (
    <div className="grid gap-3">
      <div className="overflow-x-auto">
        <table className="w-full min-w-0 table-fixed text-sm">
          <caption className="mb-2 text-left font-medium">
            {merged.name} will be merged into {kept.name}
          </caption>
          <thead>
            <tr className="text-left">
              <th scope="col" className="w-1/4 pb-1 pr-2">
                Field
              </th>
              <th scope="col" className="pb-1 pr-2">
                Kept (this candidate)
              </th>
              <th scope="col" className="pb-1">
                Merged, then deleted
              </th>
            </tr>
          </thead>
          <tbody>
            {ROWS.map(([key, label]) => (
              <tr key={key} className="border-t align-top">
                <th scope="row" className="py-1 pr-2 text-left font-medium">
                  {label}
                </th>
                <td className="py-1 pr-2 wrap-anywhere">{String(kept[key]) || "—"}</td>
                <td className="py-1 wrap-anywhere">{String(merged[key]) || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-muted-foreground">
        The merged candidate's applications, résumés, scorecards, stage history, status links and timeline
        move here; tags, stacks, links and notes are joined; this record's empty fields take the other's
        values. The stage kept is the one further along the pipeline. Their address stays with this candidate,
        so a later application from it joins this record.
      </p>
      <Form method="post" className="flex flex-wrap gap-2">
        <CsrfField token={csrf} />
        <input type="hidden" name="mergedId" value={merged.id} />
        <input type="hidden" name="keptUpdatedAt" value={kept.updatedAt} />
        <input type="hidden" name="mergedUpdatedAt" value={merged.updatedAt} />
        <Button type="submit" name="intent" value="merge" variant="destructive" disabled={busy}>
          Merge into this candidate
        </Button>
        <Button asChild variant="outline">
          <Link to=".">Cancel</Link>
        </Button>
      </Form>
    </div>
  );
}

/** The admin's merge and delete tools, in their own section at the end of the candidate page. */
export function CandidateAdminTools({
  panel,
  csrf,
  name,
}: {
  panel: CandidateAdminPanel;
  csrf: string;
  name: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <section
      aria-labelledby="section-admin"
      className="grid gap-4 rounded-xl border border-destructive/30 bg-background p-4"
    >
      <h2 id="section-admin" className="text-lg font-semibold">
        Merge or delete (admins)
      </h2>
      <div className="grid gap-3">
        <h3 className="font-semibold">Merge a duplicate into this candidate</h3>
        <Form method="get" className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
          <div className="grid min-w-0 gap-1">
            <Label htmlFor="merge-search" className="text-xs">
              The other candidate's e-mail, or words of their name, stacks or notes
            </Label>
            <Input id="merge-search" name="merge" defaultValue={panel.search} maxLength={254} required />
          </div>
          <Button type="submit" variant="outline">
            Find
          </Button>
        </Form>
        {panel.searched && panel.matches.length === 0 ? (
          <p className="text-sm text-muted-foreground">No other candidate matches.</p>
        ) : null}
        {panel.matches.length > 0 ? (
          <ul className="grid gap-1 text-sm" aria-label="Candidates found">
            {panel.matches.map((match) => (
              <li key={match.id} className="wrap-anywhere">
                <Link
                  to={`?mergeWith=${match.id}`}
                  className="font-medium text-primary hover:underline"
                  aria-label={`Compare ${match.name} (${match.email})`}
                >
                  {match.name}
                </Link>{" "}
                · {match.email} · {match.stageLabel}
              </li>
            ))}
          </ul>
        ) : null}
        {panel.compare ? <Comparison panel={panel.compare} csrf={csrf} busy={busy} /> : null}
      </div>
      <Form method="post" className="grid gap-2 border-t pt-3">
        <h3 className="font-semibold">Delete this candidate</h3>
        <p className="text-sm text-muted-foreground">
          Erases the person as a privacy request does: their candidate record, applications, résumés,
          scorecards, stage history and status links, every mention of their addresses elsewhere and the
          stored e-mails naming them, in one audited step. This cannot be undone.
        </p>
        <CsrfField token={csrf} />
        <div className="flex items-center gap-2">
          <input
            id="delete-confirm"
            name="confirm"
            type="checkbox"
            value="delete"
            required
            className="size-4"
          />
          <Label htmlFor="delete-confirm">I want {name} deleted for good</Label>
        </div>
        <div>
          <Button type="submit" name="intent" value="delete" variant="destructive" disabled={busy}>
            Delete candidate
          </Button>
        </div>
      </Form>
    </section>
  );
}
