import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import { seniorityLevels } from "~/content/seniority";
import { cn } from "~/lib/cn";
import type {
  CandidateFilterOptions,
  CandidateListQuery,
  CandidateSummary,
} from "../lib/candidate-list.server";
import { PageLinks } from "./page-links";

const selectClass = cn(fieldControlClass, "h-10 bg-background");

/** The list's query string, without empty values (so URLs stay short and shareable). */
export function candidateListHref(
  state: CandidateListQuery,
  changes: Partial<CandidateListQuery> = {},
  path = "/inbox/candidates",
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...state, ...changes })) {
    if (value === "" || (key === "page" && value === 1) || (key === "sort" && value === "newest")) continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

function Choice({
  id,
  name,
  label,
  value,
  any,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  any: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <select id={id} name={name} defaultValue={value} className={selectClass}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

const EMPTY: Partial<CandidateListQuery> = {
  q: "",
  stack: "",
  category: "",
  seniority: "",
  country: "",
  maxRate: "",
  english: "",
  minHours: "",
  stage: "",
  owner: "",
  vettedSince: "",
  page: 1,
};

/** A GET form: every filter lands in the URL, and works before any script has loaded. */
export function CandidateFilters({
  state,
  users,
  options,
}: {
  state: CandidateListQuery;
  users: { id: string; email: string }[];
  options: CandidateFilterOptions;
}) {
  return (
    <Form
      method="get"
      action="/inbox/candidates"
      className="mt-4 grid gap-3 rounded-xl border bg-background p-4"
      role="search"
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field id="candidate-q" label="Search name, stacks, notes and résumés">
          <Input id="candidate-q" name="q" type="search" defaultValue={state.q} className="h-10" />
        </Field>
        <div className="flex items-end gap-2">
          <Button type="submit">Apply</Button>
          <Button asChild variant="outline">
            <Link to={candidateListHref(state, EMPTY)}>Clear</Link>
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-6">
        <Field id="candidate-stack" label="Stack">
          <select id="candidate-stack" name="stack" defaultValue={state.stack} className={selectClass}>
            <option value="">Any</option>
            {categories.map((category) => (
              <optgroup key={category.slug} label={category.name}>
                {category.stacks.map((stack) => (
                  <option key={`${category.slug}-${stack.slug}`} value={stack.slug}>
                    {stack.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <Choice
          id="candidate-category"
          name="category"
          label="Category"
          value={state.category}
          any="Any"
          options={categories.map((category) => ({ value: category.slug, label: category.name }))}
        />
        <Choice
          id="candidate-seniority"
          name="seniority"
          label="Seniority"
          value={state.seniority}
          any="Any"
          options={seniorityLevels}
        />
        <Choice
          id="candidate-country"
          name="country"
          label="Country"
          value={state.country}
          any="Any"
          options={SERVED_COUNTRIES.map((country) => ({ value: country.code, label: country.name }))}
        />
        <Field id="candidate-max-rate" label="Maximum rate (USD an hour)">
          <Input
            id="candidate-max-rate"
            name="maxRate"
            type="number"
            min={1}
            inputMode="numeric"
            defaultValue={state.maxRate}
            className="h-10"
          />
        </Field>
        <Choice
          id="candidate-english"
          name="english"
          label="English at least"
          value={state.english}
          any="Any"
          options={options.englishLevels}
        />
        <Field id="candidate-min-hours" label="Hours a week at least">
          <Input
            id="candidate-min-hours"
            name="minHours"
            type="number"
            min={1}
            max={168}
            inputMode="numeric"
            defaultValue={state.minHours}
            className="h-10"
          />
        </Field>
        <Choice
          id="candidate-stage"
          name="stage"
          label="Stage"
          value={state.stage}
          any="Any"
          options={options.stages}
        />
        <Choice
          id="candidate-owner"
          name="owner"
          label="Owner"
          value={state.owner}
          any="Anyone"
          options={[
            { value: "none", label: "Unassigned" },
            ...users.map((user) => ({ value: user.id, label: user.email })),
          ]}
        />
        <Field id="candidate-vetted-since" label="Vetted since (UTC)">
          <Input
            id="candidate-vetted-since"
            name="vettedSince"
            type="date"
            defaultValue={state.vettedSince}
            className="h-10"
          />
        </Field>
        <Field id="candidate-sort" label="Sort">
          <select id="candidate-sort" name="sort" defaultValue={state.sort} className={selectClass}>
            {options.sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </Form>
  );
}

const day = (iso: string) => iso.slice(0, 10);

/** One candidate per row: a card on phones, a table row from md up. */
export function CandidateListView({ candidates }: { candidates: CandidateSummary[] }) {
  if (candidates.length === 0) {
    return (
      <p className="mt-6 rounded-xl border bg-background p-6 text-center text-muted-foreground">
        No candidates match.
      </p>
    );
  }
  return (
    <ul className="mt-4 grid gap-2 md:gap-0 md:divide-y md:rounded-xl md:border md:bg-background wrap-anywhere">
      {candidates.map((candidate) => (
        <li
          key={candidate.id}
          className="grid gap-1 rounded-xl border bg-background p-4 text-sm md:grid-cols-[2fr_2fr_1fr_1fr_1.2fr] md:items-center md:gap-4 md:rounded-none md:border-0 md:px-4 md:py-3"
        >
          <div className="min-w-0">
            <Link
              to={`/inbox/candidates/${candidate.id}`}
              className="font-semibold text-primary hover:underline"
            >
              {candidate.name}
            </Link>
            <p className="truncate text-muted-foreground">{candidate.email}</p>
          </div>
          <p className="min-w-0">
            {candidate.stacks.join(", ") || "No stack"}
            <span className="block text-muted-foreground">
              {[
                candidate.seniority,
                candidate.country,
                candidate.englishLevel && `English ${candidate.englishLevel}`,
              ]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </p>
          <p>
            {candidate.hourlyRateUsd === null ? "Rate not given" : `$${candidate.hourlyRateUsd}/h`}
            {candidate.hoursPerWeek === null ? null : (
              <span className="block text-muted-foreground">{candidate.hoursPerWeek} h a week</span>
            )}
          </p>
          <p>
            <span className="rounded bg-secondary px-2 py-0.5">{candidate.stageLabel}</span>
            <span className="block text-muted-foreground">
              since <time dateTime={candidate.stageChangedAt}>{day(candidate.stageChangedAt)}</time>
            </span>
          </p>
          <p className="truncate text-muted-foreground">{candidate.ownerEmail ?? "Unassigned"}</p>
        </li>
      ))}
    </ul>
  );
}

export function CandidatePagination({ state, pageCount }: { state: CandidateListQuery; pageCount: number }) {
  return (
    <PageLinks
      page={state.page}
      pageCount={pageCount}
      hrefFor={(page) => candidateListHref(state, { page })}
    />
  );
}
