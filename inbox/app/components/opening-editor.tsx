import { useState } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { fieldControlClass, Input, Textarea } from "~/components/ui/input";
import { categories, findStack, formatSalaryRange } from "~/content/categories";
import { SERVED_COUNTRIES } from "~/content/countries";
import {
  JOB_TRANSLATION_LOCALES,
  JOB_TYPES,
  type JobOpeningTexts,
  type JobOpeningTranslations,
  jobTranslationLabels,
} from "~/content/job-openings";
import { seniorityLevels } from "~/content/seniority";
import { MAX_MARKDOWN_LENGTH, MAX_TITLE_LENGTH, rateWarning } from "~/features/jobs/editor-rules";
import { cn } from "~/lib/cn";
import { CsrfField } from "./csrf-field";

const selectClass = cn(fieldControlClass, "h-11 bg-background");

/** What the editor shows: a stored opening, or what was typed when the save was refused. */
export interface OpeningFormState {
  title: string;
  category: string;
  stack: string;
  seniority: string;
  type: string;
  countries: string[];
  rateMin: string;
  rateMax: string;
  rateOverride: boolean;
  description: string;
  responsibilities: string;
  requirements: string;
  benefits: string;
  translations: JobOpeningTranslations;
  validThrough: string;
}

const firstCategory = categories[0];

export const EMPTY_OPENING: OpeningFormState = {
  title: "",
  category: firstCategory.slug,
  stack: firstCategory.stacks[0].slug,
  seniority: "mid",
  type: "Full-Time",
  countries: SERVED_COUNTRIES.map((country) => country.code),
  rateMin: "",
  rateMax: "",
  rateOverride: false,
  description: "",
  responsibilities: "",
  requirements: "",
  benefits: "",
  translations: {},
  validThrough: "",
};

const MARKDOWN_HINT = "Markdown: **bold**, *italic*, lists with - or 1., links as [text](https://…).";

const TEXT_FIELDS: { name: Exclude<keyof JobOpeningTexts, "title">; label: string; rows: number }[] = [
  { name: "description", label: "Description", rows: 5 },
  { name: "responsibilities", label: "Responsibilities", rows: 5 },
  { name: "requirements", label: "Requirements", rows: 5 },
  { name: "benefits", label: "Benefits", rows: 4 },
];

function TextFields({
  prefix,
  language,
  values,
  errors,
  required,
}: {
  prefix: string;
  /** The version's language, named in each label; none for the English texts. */
  language?: string;
  values: Partial<JobOpeningTexts>;
  errors: Record<string, string>;
  required: boolean;
}) {
  const id = (name: string) => `opening-${prefix.replace(/\W/g, "-")}${name}`;
  return (
    <>
      {TEXT_FIELDS.map((field) => (
        <Field
          key={field.name}
          id={id(field.name)}
          label={language ? `${field.label} in ${language}` : field.label}
          description={MARKDOWN_HINT}
          error={errors[`${prefix}${field.name}`]}
        >
          {(control) => (
            <Textarea
              {...control}
              name={`${prefix}${field.name}`}
              rows={field.rows}
              maxLength={MAX_MARKDOWN_LENGTH}
              required={required && field.name === "description"}
              defaultValue={values[field.name] ?? ""}
            />
          )}
        </Field>
      ))}
    </>
  );
}

export function OpeningEditor({
  csrf,
  initial,
  errors,
  busy,
  submitLabel,
}: {
  csrf: string;
  initial: OpeningFormState;
  errors: Record<string, string>;
  busy: boolean;
  submitLabel: string;
}) {
  const [category, setCategory] = useState(initial.category);
  const [stack, setStack] = useState(initial.stack);
  const [rateMin, setRateMin] = useState(initial.rateMin);
  const [rateMax, setRateMax] = useState(initial.rateMax);
  const [override, setOverride] = useState(initial.rateOverride);
  const chosen = findStack(category, stack);
  const warning =
    rateMin && rateMax
      ? rateWarning({ category, stack, rateMin: Number(rateMin), rateMax: Number(rateMax) })
      : null;

  return (
    <Form method="post" className="grid gap-6" noValidate>
      <CsrfField token={csrf} />
      <input type="hidden" name="intent" value="save" />
      {errors.form ? <p className="text-sm font-medium text-destructive">{errors.form}</p> : null}

      <section aria-labelledby="opening-basics" className="grid gap-4 rounded-xl border bg-background p-4">
        <h2 id="opening-basics" className="font-semibold">
          The role
        </h2>
        <Field id="opening-title" label="Title" error={errors.title}>
          {(control) => (
            <Input
              {...control}
              name="title"
              required
              maxLength={MAX_TITLE_LENGTH}
              defaultValue={initial.title}
              autoComplete="off"
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="opening-category" label="Category" error={errors.category}>
            {(control) => (
              <select
                {...control}
                name="category"
                className={selectClass}
                value={category}
                onChange={(event) => {
                  const next = categories.find((each) => each.slug === event.target.value);
                  setCategory(event.target.value);
                  if (next && !next.stacks.some((each) => each.slug === stack)) setStack(next.stacks[0].slug);
                }}
              >
                {categories.map((each) => (
                  <option key={each.slug} value={each.slug}>
                    {each.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="opening-stack" label="Stack" error={errors.stack}>
            {(control) => (
              <select
                {...control}
                name="stack"
                className={selectClass}
                value={stack}
                onChange={(event) => {
                  const next = categories.find((each) =>
                    each.stacks.some((option) => option.slug === event.target.value),
                  );
                  setStack(event.target.value);
                  if (next) setCategory(next.slug);
                }}
              >
                {categories.map((each) => (
                  <optgroup key={each.slug} label={each.name}>
                    {each.stacks.map((option) => (
                      <option key={option.slug} value={option.slug}>
                        {option.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
          </Field>
          <Field id="opening-seniority" label="Seniority" error={errors.seniority}>
            {(control) => (
              <select {...control} name="seniority" className={selectClass} defaultValue={initial.seniority}>
                {seniorityLevels.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="opening-type" label="Type" error={errors.type}>
            {(control) => (
              <select {...control} name="type" className={selectClass} defaultValue={initial.type}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className="text-sm text-muted-foreground">Location: Remote.</p>
      </section>

      <section aria-labelledby="opening-rate" className="grid gap-4 rounded-xl border bg-background p-4">
        <h2 id="opening-rate" className="font-semibold">
          Hourly rate (USD)
        </h2>
        <p id="opening-rate-range" className="text-sm text-muted-foreground">
          {chosen
            ? `${chosen.stack.name}s usually earn ${formatSalaryRange(chosen.stack.salaryRange)}.`
            : "Choose a stack to see its usual range."}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="opening-rate-min" label="From ($/hour)" error={errors.rateMin}>
            {(control) => (
              <Input
                {...control}
                name="rateMin"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                value={rateMin}
                onChange={(event) => setRateMin(event.target.value)}
              />
            )}
          </Field>
          <Field id="opening-rate-max" label="To ($/hour)" error={errors.rateMax}>
            {(control) => (
              <Input
                {...control}
                name="rateMax"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                required
                value={rateMax}
                onChange={(event) => setRateMax(event.target.value)}
              />
            )}
          </Field>
        </div>
        {warning ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
            {warning}
          </p>
        ) : null}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="rateOverride"
            className="mt-0.5 size-4 shrink-0"
            checked={override}
            onChange={(event) => setOverride(event.target.checked)}
          />
          <span>Use this range anyway, even outside the stack's usual range</span>
        </label>
      </section>

      <fieldset
        aria-describedby={errors.countries ? "opening-countries-error" : undefined}
        className="grid gap-3 rounded-xl border bg-background p-4"
      >
        <legend className="px-1 font-semibold">Candidates may apply from</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {SERVED_COUNTRIES.map((country) => (
            <label key={country.code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="countries"
                value={country.code}
                className="size-4 shrink-0"
                defaultChecked={initial.countries.includes(country.code)}
              />
              {country.name}
            </label>
          ))}
        </div>
        {errors.countries ? (
          <p id="opening-countries-error" className="text-sm font-medium text-destructive">
            {errors.countries}
          </p>
        ) : null}
      </fieldset>

      <section aria-labelledby="opening-texts" className="grid gap-4 rounded-xl border bg-background p-4">
        <h2 id="opening-texts" className="font-semibold">
          Texts
        </h2>
        <TextFields prefix="" values={initial} errors={errors} required />
        <Field
          id="opening-valid-through"
          label="Valid through (optional)"
          description="The last day candidates see the opening."
          error={errors.validThrough}
          className="sm:max-w-64"
        >
          {(control) => (
            <Input {...control} name="validThrough" type="date" defaultValue={initial.validThrough} />
          )}
        </Field>
      </section>

      {JOB_TRANSLATION_LOCALES.map((locale) => {
        const values: Partial<JobOpeningTexts> = initial.translations[locale] ?? {};
        const hasErrors = Object.keys(errors).some((key) => key.startsWith(`${locale}.`));
        const language = jobTranslationLabels[locale];
        return (
          <details
            key={locale}
            open={hasErrors || Object.values(values).some(Boolean)}
            className="rounded-xl border bg-background p-4"
          >
            <summary className="cursor-pointer font-semibold">{language} version (optional)</summary>
            <div className="mt-4 grid gap-4">
              <p className="text-sm text-muted-foreground">
                Listed for {language}-speaking candidates only when it has at least a title and a description.
              </p>
              <Field
                id={`opening-${locale}-title`}
                label={`Title in ${language}`}
                error={errors[`${locale}.title`]}
              >
                {(control) => (
                  <Input
                    {...control}
                    name={`${locale}.title`}
                    maxLength={MAX_TITLE_LENGTH}
                    defaultValue={values.title ?? ""}
                    autoComplete="off"
                  />
                )}
              </Field>
              <TextFields
                prefix={`${locale}.`}
                language={language}
                values={values}
                errors={errors}
                required={false}
              />
            </div>
          </details>
        );
      })}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
