import { ArrowRightIcon, InfoIcon, TriangleAlertIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input, Label } from "~/components/ui/input";
import { SiteLink } from "~/components/ui/site-link";
import { categories, formatSalaryRange } from "~/content/categories";
import { hiringPackages } from "~/content/hiring-packages";
import {
  type CalculatorMethodContent,
  calculatorSettings,
  calculatorText as text,
} from "~/content/savings-calculator";
import { cents, dollars, figuresWith, formatPercent } from "~/content/savings-model/figures";
import {
  type CalculatorState,
  clampOverhead,
  defaultCalculatorState,
  type ScenarioProblem,
  scenarioProblems,
  searchFromState,
  stateFromSearch,
} from "~/content/savings-model/url-state";
import { seniorityLevels } from "~/content/seniority";
import type { WageBenchmark } from "~/content/us-wage-benchmarks";
import { hiringFormHref } from "~/features/hiring-request/hiring-interest";
import { cn } from "~/lib/cn";
import { EstimateEmailSection } from "./estimate-email-section";

/**
 * The calculator: inputs on the left, the result card on the right (stacked on phones).
 * `benchmarks`: each role's U.S. reference, keyed by stack slug (build-time data).
 *
 * An island of its own on the page: the prerendered HTML (and so the first render in the
 * browser) shows the default estimate; once hydrated, the state in the URL takes over, and
 * whatever the visitor changed in the form before that (its native controls work from the first
 * paint) takes precedence over both.
 */
export function SavingsCalculator({ benchmarks }: { benchmarks: Readonly<Record<string, WageBenchmark>> }) {
  const id = React.useId();
  const formRef = React.useRef<HTMLFormElement>(null);
  const resultRef = React.useRef<HTMLElement>(null);
  // The estimate the page was opened with (its URL), read once hydrated. A change can come before
  // the render that shows it, so the change reads the URL itself (`openedState`), never a stale copy.
  const [fromUrl, setFromUrl] = React.useState(defaultCalculatorState);
  const opened = React.useRef<CalculatorState | null>(null);
  // What the opening link held that the calculator could not use, said above the form until the
  // visitor makes a choice of their own (the address then holds only understood values).
  const [linkProblems, setLinkProblems] = React.useState<readonly ScenarioProblem[]>([]);

  // What the visitor chose on this page. It leads and the URL follows: each change builds on the
  // one before it (a queued state update), so quick changes all count however late the URL
  // catches up. A link to another estimate loads the page afresh (no client-side navigation).
  const [chosen, setChosen] = React.useState<CalculatorState | null>(null);
  const state = chosen ?? fromUrl;
  const update = (patch: Partial<CalculatorState>) =>
    setChosen((previous) => ({ ...(previous ?? openedState(opened)), ...patch }));
  const chosenSearch = chosen ? searchFromState(chosen) : null;
  React.useEffect(() => {
    if (chosenSearch === null) return;
    // Replace, not push: every tweak is not a page the Back button should step through.
    const { hash } = window.location;
    window.history.replaceState(window.history.state, "", `?${chosenSearch}${hash}`);
  }, [chosenSearch]);

  // The overhead field keeps what is typed (even an empty box) until it is a number again.
  const [overheadText, setOverheadText] = React.useState(String(defaultCalculatorState.overheadPercent));

  React.useEffect(() => {
    const atOpening = openedState(opened);
    setFromUrl(atOpening);
    setLinkProblems(scenarioProblems(new URLSearchParams(window.location.search)));
    const early = formRef.current ? changedBeforeHydration(formRef.current) : { patch: {} };
    if (early.overheadText !== undefined) setOverheadText(early.overheadText);
    if (Object.keys(early.patch).length > 0) setChosen({ ...atOpening, ...early.patch });
  }, []);

  // It shows the figure again whenever the figure changes (the URL's, once hydrated).
  const overheadRendered = React.useRef(defaultCalculatorState.overheadPercent);
  React.useEffect(() => {
    if (overheadRendered.current === state.overheadPercent) return;
    overheadRendered.current = state.overheadPercent;
    setOverheadText(String(state.overheadPercent));
  }, [state.overheadPercent]);

  const figures = figuresWith(state, (slug) =>
    Object.hasOwn(benchmarks, slug) ? benchmarks[slug] : undefined,
  );
  const { stack, seniorityLabel } = figures;
  const { latam, us, savings } = figures.result;
  const { savingsPercent } = figures;
  const summary = figures.headline;

  return (
    <div className="relative mx-auto -mt-14 grid max-w-7xl gap-6 px-4 pb-16 sm:-mt-20 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-8 lg:px-8 lg:pb-24">
      <form
        ref={formRef}
        aria-labelledby={`${id}-form-title`}
        // Submitting keeps the visitor on the page: the estimate already follows every change,
        // so the submit button moves to it. Before the page is live the browser submits the form
        // to this page, whose query string carries the same choices (its names are the URL's).
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          setOverheadText(String(state.overheadPercent));
          resultRef.current?.focus();
        }}
        className="flex flex-col gap-7 rounded-2xl border bg-background p-5 shadow-lg shadow-navy-900/5 sm:p-8"
      >
        <h2 id={`${id}-form-title`} className="text-xl font-bold tracking-tight">
          {text.formTitle}
        </h2>

        {chosen === null && linkProblems.length > 0 ? (
          <ScenarioNotice problems={linkProblems} state={fromUrl} stackName={stack.name} />
        ) : null}

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-role`}>{text.role.label}</Label>
          <select
            id={`${id}-role`}
            name="role"
            value={stack.slug}
            onChange={(event) => update({ role: event.target.value })}
            aria-describedby={`${id}-role-hint`}
            className="h-11 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
          >
            {categories.map((category) => (
              <optgroup key={category.slug} label={category.name}>
                {category.stacks.map((option) => (
                  <option key={option.slug} value={option.slug}>
                    {option.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id={`${id}-role-hint`} className="text-sm text-muted-foreground">
            {text.role.hint}
          </p>
        </div>

        <ChoiceGroup
          legend={text.seniority.legend}
          name="seniority"
          value={state.seniority}
          options={seniorityLevels.map((level) => ({
            value: level.value,
            label: level.label,
            detail: level.rule,
          }))}
          onChange={(value) => update({ seniority: value as CalculatorState["seniority"] })}
        />

        <ChoiceGroup
          legend={text.hours.legend}
          name="hours"
          value={String(state.hoursPerWeek)}
          options={hiringPackages.map((item) => ({
            value: String(item.hoursPerWeek),
            label: item.hoursLabel,
            detail: item.name,
          }))}
          onChange={(value) => update({ hoursPerWeek: Number(value) })}
          columns="grid-cols-2 sm:grid-cols-4"
        />

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-overhead`}>{text.overhead.label}</Label>
          <div className="relative max-w-40">
            <Input
              id={`${id}-overhead`}
              name="overhead"
              type="number"
              inputMode="numeric"
              min={calculatorSettings.overhead.min}
              max={calculatorSettings.overhead.max}
              step={1}
              value={overheadText}
              aria-describedby={`${id}-overhead-hint`}
              onChange={(event) => {
                setOverheadText(event.target.value);
                const value = event.target.valueAsNumber;
                if (Number.isFinite(value)) update({ overheadPercent: clampOverhead(value) });
              }}
              onBlur={() => setOverheadText(String(state.overheadPercent))}
              className="pr-9"
            />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
            >
              {text.overhead.suffix}
            </span>
          </div>
          <p id={`${id}-overhead-hint`} className="text-sm text-muted-foreground">
            {text.overhead.hint}
          </p>
        </div>

        <Button type="submit" variant="outline" className="self-start">
          {text.showEstimate}
        </Button>
      </form>

      <section
        ref={resultRef}
        tabIndex={-1}
        aria-labelledby={`${id}-result-title`}
        className="flex flex-col gap-6 rounded-2xl border bg-background p-5 shadow-lg shadow-navy-900/5 sm:p-8 lg:sticky lg:top-24"
        data-testid="savings-result"
      >
        <div>
          <h2
            id={`${id}-result-title`}
            className="text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {text.resultTitle}
          </h2>
          <p className="sr-only" aria-live="polite">
            {summary}
          </p>
          <div aria-hidden="true" className="mt-3 min-h-[4.5rem]">
            {savings ? (
              savingsPercent !== undefined ? (
                <>
                  <p
                    data-testid="savings-headline"
                    className="text-5xl font-extrabold tracking-tight text-accent"
                  >
                    {formatPercent(savingsPercent)}
                  </p>
                  <p className="mt-1 text-lg font-semibold">
                    {text.savingsPerYear(dollars.format(savings.annual))}
                  </p>
                </>
              ) : (
                <p data-testid="savings-headline" className="text-2xl font-bold">
                  {text.noSavings}
                </p>
              )
            ) : (
              <>
                <p className="text-2xl font-bold">{text.noUsFigure}</p>
                <p className="mt-1 text-sm text-muted-foreground">{text.noUsFigureDetail}</p>
              </>
            )}
          </div>
        </div>

        <dl className="divide-y rounded-xl border text-sm">
          <Row label={text.rangeLabel} value={formatSalaryRange(stack.salaryRange)} />
          <Row label={text.rateLabel(seniorityLabel)} value={`${cents.format(latam.hourly)}/hour`} />
          <Row label={text.latamMonthly} value={dollars.format(latam.monthly)} strong />
          <Row label={text.latamAnnual} value={dollars.format(latam.annual)} />
          {us ? (
            <>
              <Row label={text.usMonthly} value={dollars.format(us.monthly)} strong />
              <Row label={text.usAnnual} value={dollars.format(us.annual)} />
              {savings ? (
                <Row label={text.savingsLabel} value={`${dollars.format(savings.monthly)}/month`} />
              ) : null}
            </>
          ) : null}
        </dl>

        {us ? <CostChart latam={latam.annual} us={us.annual} /> : null}

        <div className="space-y-1 text-xs text-muted-foreground">
          <p>{text.rateRule}</p>
          <p>{text.hoursNote(state.hoursPerWeek)}</p>
          {us ? <p>{text.overheadNote(state.overheadPercent)}</p> : null}
        </div>

        {figures.source ? (
          <div className="rounded-xl bg-muted p-4 text-sm" data-testid="us-source">
            <p className="flex items-center gap-2 font-semibold">
              <InfoIcon className="size-4 text-primary" aria-hidden="true" />
              {text.sourceTitle}
            </p>
            <p className="mt-2">{figures.source.occupation}</p>
            {figures.source.note ? <p className="mt-1 text-muted-foreground">{figures.source.note}</p> : null}
            <p className="mt-1 text-muted-foreground">{figures.source.statistic}</p>
            <p className="mt-1 text-muted-foreground">
              <a
                href={figures.source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2 hover:text-foreground"
              >
                {figures.source.credit}
              </a>
            </p>
          </div>
        ) : null}

        <div>
          <Button asChild size="lg" className="w-full">
            <SiteLink
              href={hiringFormHref({
                stackSlug: stack.slug,
                seniority: state.seniority,
                hoursPerWeek: state.hoursPerWeek,
              })}
            >
              {text.shortlistCta}
              <ArrowRightIcon aria-hidden="true" />
            </SiteLink>
          </Button>
          <p className="mt-2 text-center text-xs text-muted-foreground">{text.shortlistNote}</p>
        </div>

        <EstimateEmailSection estimate={state} />
      </section>
    </div>
  );
}

/** What a link got wrong, part by part, and what the calculator shows instead of each. */
function ScenarioNotice({
  problems,
  state,
  stackName,
}: {
  problems: readonly ScenarioProblem[];
  state: CalculatorState;
  stackName: string;
}) {
  const notice = text.scenarioNotice;
  const shown: Record<ScenarioProblem["param"], string> = {
    role: stackName,
    seniority: seniorityLevels.find((level) => level.value === state.seniority)?.label ?? state.seniority,
    hours:
      hiringPackages.find((item) => item.hoursPerWeek === state.hoursPerWeek)?.hoursLabel ??
      String(state.hoursPerWeek),
    overhead: `${state.overheadPercent}%`,
  };
  const given = (value: string) => {
    const trimmed = value.trim();
    if (trimmed === "") return notice.empty;
    return trimmed.length > notice.maxGivenLength ? `${trimmed.slice(0, notice.maxGivenLength)}…` : trimmed;
  };
  return (
    <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="flex items-center gap-2 font-semibold">
        <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
        {notice.title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.param}>
            {notice[problem.kind](notice.params[problem.param], given(problem.given), shown[problem.param])}
          </li>
        ))}
      </ul>
      <p className="mt-2">{notice.kept}</p>
    </div>
  );
}

/** The estimate in the page's address when it was opened, read once and kept in `ref`. */
function openedState(ref: React.RefObject<CalculatorState | null>): CalculatorState {
  ref.current ??= stateFromSearch(new URLSearchParams(window.location.search));
  return ref.current;
}

/**
 * What the visitor changed in the calculator's form before React took it over: its controls are
 * native, so they work in the prerendered HTML, which shows the default estimate. Each control
 * that no longer shows its default counts; the overhead box also keeps its text as typed.
 */
function changedBeforeHydration(form: HTMLFormElement): {
  patch: Partial<CalculatorState>;
  overheadText?: string;
} {
  const defaults = defaultCalculatorState;
  const patch: Partial<CalculatorState> = {};
  const field = (name: string) => form.elements.namedItem(name);
  const checked = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`)?.value;

  const role = field("role");
  if (role instanceof HTMLSelectElement && role.value && role.value !== defaults.role)
    patch.role = role.value;
  const seniority = seniorityLevels.find((level) => level.value === checked("seniority"))?.value;
  if (seniority && seniority !== defaults.seniority) patch.seniority = seniority;
  const hours = Number(checked("hours"));
  if (hiringPackages.some((item) => item.hoursPerWeek === hours) && hours !== defaults.hoursPerWeek) {
    patch.hoursPerWeek = hours;
  }
  const overhead = field("overhead");
  if (!(overhead instanceof HTMLInputElement) || overhead.value === String(defaults.overheadPercent)) {
    return { patch };
  }
  const value = overhead.valueAsNumber;
  if (Number.isFinite(value)) patch.overheadPercent = clampOverhead(value);
  return { patch, overheadText: overhead.value };
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-4 py-2.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={cn("text-right tabular-nums", strong ? "text-base font-bold" : "font-semibold")}>
        {value}
      </dd>
    </div>
  );
}

/** A radio group drawn as cards; the native inputs keep keyboard and screen-reader behaviour. */
function ChoiceGroup({
  legend,
  name,
  value,
  options,
  onChange,
  columns = "grid-cols-3",
}: {
  legend: string;
  name: string;
  value: string;
  options: readonly { value: string; label: string; detail: string }[];
  onChange: (value: string) => void;
  columns?: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{legend}</legend>
      <div className={cn("grid gap-2", columns)}>
        {options.map((option) => (
          <label
            key={option.value}
            className="relative flex cursor-pointer flex-col rounded-lg border px-3 py-2.5 transition-colors hover:border-primary/50 has-checked:border-primary has-checked:bg-primary-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span className="text-sm font-semibold">{option.label}</span>
            <span className="text-xs text-muted-foreground">{option.detail}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Two bars on one scale. The figures are in the list above, so the drawing is hidden from assistive tech. */
function CostChart({ latam, us }: { latam: number; us: number }) {
  const max = Math.max(latam, us);
  const bars = [
    { label: text.chartLatam, value: latam, className: "fill-accent" },
    { label: text.chartUs, value: us, className: "fill-navy-900/70" },
  ];
  return (
    <div aria-hidden="true" className="flex flex-col gap-3" data-testid="cost-chart">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{text.chartTitle}</p>
      {bars.map((bar) => (
        <div key={bar.label}>
          <div className="mb-1 flex justify-between text-xs">
            <span>{bar.label}</span>
            <span className="tabular-nums">{dollars.format(bar.value)}</span>
          </div>
          <svg
            aria-hidden="true"
            viewBox="0 0 100 6"
            preserveAspectRatio="none"
            className="block h-3 w-full overflow-hidden rounded-full"
          >
            <rect width="100" height="6" className="fill-muted" />
            <rect width={max > 0 ? (bar.value / max) * 100 : 0} height="6" className={bar.className} />
          </svg>
        </div>
      ))}
    </div>
  );
}

/** The method and the source, below the calculator (loader data). */
export function CalculatorMethod({ content }: { content: CalculatorMethodContent }) {
  return (
    <section aria-labelledby="calculator-method-title" className="bg-muted py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="calculator-method-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {content.title}
        </h2>
        <p className="mt-3 text-sm">
          <SiteLink
            href={content.pricingLink.href}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
          >
            {content.pricingLink.label}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </SiteLink>
        </p>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {content.method.map((item) => (
            <li key={item.title} className="rounded-2xl border bg-background p-6">
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-sm text-muted-foreground">{content.disclaimer}</p>
      </div>
    </section>
  );
}
