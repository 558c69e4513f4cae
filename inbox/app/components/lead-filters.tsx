import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { LEAD_KIND_LABELS, LEAD_KINDS, type LeadKind, PIPELINES, SPAM_VERDICTS } from "../lib/pipelines";

export interface ListState {
  kind: LeadKind;
  q: string;
  status: string;
  owner: string;
  from: string;
  to: string;
  spam: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  job: string;
  sort: string;
  page: number;
  per: number;
}

const selectClass = cn(fieldControlClass, "h-10 bg-background");

/** The list's query string, without empty values (so URLs stay short and shareable). */
export function listHref(state: ListState, changes: Partial<ListState> = {}): string {
  const merged = { ...state, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === "" || (key === "page" && value === 1) || (key === "per" && value === 25)) continue;
    if (key === "sort" && value === "newest") continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/inbox?${query}` : "/inbox";
}

export function KindTabs({ state, total }: { state: ListState; total: number }) {
  return (
    <nav aria-label="Lead types" className="flex gap-1 overflow-x-auto border-b">
      {LEAD_KINDS.map((kind) => {
        const current = kind === state.kind;
        return (
          <Link
            key={kind}
            to={listHref({ ...state, status: "", job: "" }, { kind, page: 1 })}
            aria-current={current ? "page" : undefined}
            className={cn(
              "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap",
              current
                ? "border-primary text-primary"
                : "border-transparent text-muted-foreground hover:text-foreground",
            )}
          >
            {LEAD_KIND_LABELS[kind].plural}
            {current ? <span className="ml-1.5 font-normal">({total})</span> : null}
          </Link>
        );
      })}
    </nav>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

/** A GET form: every filter lands in the URL, and works before any script has loaded. */
export function LeadFilters({ state, users }: { state: ListState; users: { id: string; email: string }[] }) {
  const statuses = PIPELINES[state.kind];
  return (
    <Form
      method="get"
      action="/inbox"
      className="mt-4 grid gap-3 rounded-xl border bg-background p-4"
      role="search"
    >
      <input type="hidden" name="kind" value={state.kind} />
      {state.job && state.kind === "candidate-applications" ? (
        <>
          <input type="hidden" name="job" value={state.job} />
          <p className="text-sm break-all text-muted-foreground">
            Sent from the job opening /jobs/{state.job}
          </p>
        </>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field id="filter-q" label="Search name, e-mail, company or any text">
          <Input id="filter-q" name="q" type="search" defaultValue={state.q} className="h-10" />
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">Apply</Button>
          <Button asChild variant="outline">
            <Link
              to={listHref({
                ...state,
                q: "",
                status: "",
                owner: "",
                from: "",
                to: "",
                spam: "",
                utmSource: "",
                utmMedium: "",
                utmCampaign: "",
                job: "",
                page: 1,
              })}
            >
              Clear
            </Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8">
        {statuses.length > 0 ? (
          <Field id="filter-status" label="Status">
            <select id="filter-status" name="status" defaultValue={state.status} className={selectClass}>
              <option value="">Any</option>
              {statuses.map((status) => (
                <option key={status.value} value={status.value}>
                  {status.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <Field id="filter-owner" label="Owner">
          <select id="filter-owner" name="owner" defaultValue={state.owner} className={selectClass}>
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.email}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-spam" label="Spam verdict">
          <select id="filter-spam" name="spam" defaultValue={state.spam} className={selectClass}>
            <option value="">Any</option>
            {SPAM_VERDICTS.map((verdict) => (
              <option key={verdict.value} value={verdict.value}>
                {verdict.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="filter-from" label="From (UTC)">
          <Input id="filter-from" name="from" type="date" defaultValue={state.from} className="h-10" />
        </Field>
        <Field id="filter-to" label="To (UTC)">
          <Input id="filter-to" name="to" type="date" defaultValue={state.to} className="h-10" />
        </Field>
        <Field id="filter-utm-source" label="UTM source">
          <Input id="filter-utm-source" name="utmSource" defaultValue={state.utmSource} className="h-10" />
        </Field>
        <Field id="filter-utm-medium" label="UTM medium">
          <Input id="filter-utm-medium" name="utmMedium" defaultValue={state.utmMedium} className="h-10" />
        </Field>
        <Field id="filter-utm-campaign" label="UTM campaign">
          <Input
            id="filter-utm-campaign"
            name="utmCampaign"
            defaultValue={state.utmCampaign}
            className="h-10"
          />
        </Field>
        <Field id="filter-sort" label="Sort">
          <select id="filter-sort" name="sort" defaultValue={state.sort} className={selectClass}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </Field>
        <Field id="filter-per" label="Per page">
          <select id="filter-per" name="per" defaultValue={String(state.per)} className={selectClass}>
            <option value="25">25</option>
            <option value="50">50</option>
          </select>
        </Field>
      </div>
    </Form>
  );
}
