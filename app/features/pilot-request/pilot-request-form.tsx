import { CheckCircle2Icon } from "lucide-react";
import * as React from "react";
import { type Resolver, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Field, focusFirstField } from "~/components/ui/field";
import { fieldControlClass, Input, Textarea } from "~/components/ui/input";
import { SiteLink } from "~/components/ui/site-link";
import { notify } from "~/components/ui/toast";
import {
  languageOptions,
  localToday,
  PILOT_LIMITS,
  PILOT_REQUEST_FIELDS,
  type PilotRequestField,
  qualityBarOptions,
  startDateBounds,
  taskTypeOptions,
  volumeUnitOptions,
} from "~/content/forms/pilot-request-fields";
import type { PilotRequest } from "~/content/forms/pilot-request-schema";
import { pages } from "~/content/pages";
import { type PilotSummary, pilotSummaryRows, pilotRequestFormText as text } from "~/content/pilot-request";
import { focusHeading } from "~/features/hiring-request/focus-heading";
import { OptionGroup } from "~/features/hiring-request/wizard-fields";
import { FormFooter } from "~/features/submissions/form-footer";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import type { StoredDraft } from "~/features/submissions/lead-draft";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import { cn } from "~/lib/cn";
import { loadOnce } from "~/lib/load-once";
import { PILOT_REQUESTS_URL } from "./endpoint";

/** sessionStorage key of the unsent draft, so a failed send or a reload loses nothing. */
export const PILOT_REQUEST_DRAFT_KEY = "latammatch:pilot-request-draft";

/** What the inputs hold: number inputs may be blank (NaN), choices empty, until the visitor answers. */
interface FormValues {
  name: string;
  email: string;
  company: string;
  annotatorCount: number;
  taskTypes: string[];
  languages: string[];
  volume: number;
  volumeUnit: string;
  qualityBar: string;
  startDate: string;
  notes: string;
}

const FIELDS: readonly PilotRequestField[] = PILOT_REQUEST_FIELDS;
const NUMBER_FIELDS = new Set<string>(["annotatorCount", "volume"]);
const LIST_FIELDS = new Set<string>(["taskTypes", "languages"]);

/** A pilot of 10 annotators, English, tasks a week and the page's own quality figures to start from. */
const defaultValues: FormValues = {
  name: "",
  email: "",
  company: "",
  annotatorCount: PILOT_LIMITS.annotatorCount.pilot,
  taskTypes: [],
  languages: ["English"],
  volume: Number.NaN,
  volumeUnit: volumeUnitOptions[0],
  qualityBar: qualityBarOptions[0],
  startDate: "",
  notes: "",
};

interface PilotDraft extends StoredDraft {
  values: FormValues;
}

/** Keeps only the known fields with the right types, so stored data can never break the form. */
function parseDraft(stored: StoredDraft): PilotDraft | null {
  const source = stored.values;
  if (!source || typeof source !== "object") return null;
  const values: Record<string, unknown> = { ...defaultValues };
  for (const field of FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (NUMBER_FIELDS.has(field)) values[field] = typeof value === "number" ? value : Number.NaN;
    else if (LIST_FIELDS.has(field)) {
      values[field] = Array.isArray(value) ? value.filter((item) => typeof item === "string") : [];
    } else if (typeof value === "string") values[field] = value;
  }
  return { values: values as unknown as FormValues };
}

const loadValidation = loadOnce(() => import("./validation"));

/** The checks, loaded the first time the form validates (they bring zod). */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const { pilotRequestResolver } = await loadValidation();
  return (pilotRequestResolver as unknown as Resolver<FormValues>)(values, context, options);
};

const selectClass = cn(fieldControlClass, "h-11 appearance-auto");

const groupHeading = (label: string) => <span className="text-sm font-medium text-foreground">{label}</span>;

/**
 * The pilot request of /human-data-llm-training/pilot-request: the requester's details and the
 * pilot's annotators, task types, languages, volume, quality bar and start date, sent through
 * the one lead intake. The draft lives in sessionStorage until the request is stored.
 */
export function PilotRequestForm() {
  const idPrefix = React.useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const [sent, setSent] = React.useState<PilotSummary | null>(null);
  // The date input's bounds are the visitor's today: set in the browser, never at build time.
  const [dateBounds, setDateBounds] = React.useState<{ min: string; max: string } | null>(null);
  React.useEffect(() => setDateBounds({ min: localToday(), max: startDateBounds().latest }), []);

  const {
    register,
    handleSubmit,
    watch,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ resolver, defaultValues, shouldFocusError: false });

  const lead = useLeadForm<PilotDraft>({
    form: "pilotRequest",
    endpoint: PILOT_REQUESTS_URL,
    fields: FIELDS,
    draft: {
      storageKey: PILOT_REQUEST_DRAFT_KEY,
      parse: parseDraft,
      onRestore: (draft) => reset(draft.values),
    },
  });
  const { saveDraft } = lead;
  React.useEffect(() => {
    if (!lead.ready) return;
    const subscription = watch(() => saveDraft({ values: getValues() }));
    return () => subscription.unsubscribe();
  }, [lead.ready, watch, getValues, saveDraft]);

  const onSubmit = handleSubmit(
    async (values) => {
      const request = values as unknown as PilotRequest;
      const result = await lead.submit({ ...request });
      if (result.ok) {
        setSent(request);
        return;
      }
      console.warn("Pilot request failed", result.error);
      const invalid = Object.entries(result.fieldErrors) as [keyof FormValues, string][];
      for (const [name, message] of invalid) setError(name, { type: "server", message });
      focusFirstField(
        formRef.current,
        invalid.map(([name]) => name),
      );
      await notify("error", text.errorTitle, text.errorDescription);
    },
    (fieldErrors) => {
      focusFirstField(formRef.current, Object.keys(fieldErrors));
    },
  );

  if (sent) return <PilotRequestSent pilot={sent} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      {...lead.formProps}
      className="relative flex flex-col gap-8"
      aria-label={text.formLabel}
    >
      <fieldset className="flex min-w-0 flex-col gap-5">
        <legend className="mb-5 text-lg font-semibold">{text.detailsTitle}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={id("name")} label={text.labels.name} error={errors.name?.message}>
            {(control) => <Input autoComplete="name" {...control} {...register("name")} />}
          </Field>
          <Field id={id("email")} label={text.labels.email} error={errors.email?.message}>
            {(control) => <Input type="email" autoComplete="email" {...control} {...register("email")} />}
          </Field>
          <Field
            id={id("company")}
            label={text.labels.company}
            error={errors.company?.message}
            className="sm:col-span-2"
          >
            {(control) => <Input autoComplete="organization" {...control} {...register("company")} />}
          </Field>
        </div>
      </fieldset>

      <fieldset className="flex min-w-0 flex-col gap-6">
        <legend className="mb-5 text-lg font-semibold">{text.pilotTitle}</legend>
        <Field
          id={id("annotatorCount")}
          label={text.labels.annotatorCount}
          description={text.hints.annotatorCount}
          error={errors.annotatorCount?.message}
          className="sm:max-w-xs"
        >
          {(control) => (
            <Input
              type="number"
              inputMode="numeric"
              min={PILOT_LIMITS.annotatorCount.min}
              max={PILOT_LIMITS.annotatorCount.max}
              step={1}
              {...control}
              {...register("annotatorCount", { valueAsNumber: true })}
            />
          )}
        </Field>
        <OptionGroup
          id={id("taskTypes")}
          type="checkbox"
          heading={groupHeading(text.labels.taskTypes)}
          description={text.hints.taskTypes}
          options={taskTypeOptions}
          error={errors.taskTypes?.message}
          registration={register("taskTypes")}
        />
        <OptionGroup
          id={id("languages")}
          type="checkbox"
          heading={groupHeading(text.labels.languages)}
          description={text.hints.languages}
          options={languageOptions}
          error={errors.languages?.message}
          registration={register("languages")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id={id("volume")}
            label={text.labels.volume}
            description={text.hints.volume}
            error={errors.volume?.message}
          >
            {(control) => (
              <Input
                type="number"
                inputMode="numeric"
                min={PILOT_LIMITS.volume.min}
                max={PILOT_LIMITS.volume.max}
                step={1}
                {...control}
                {...register("volume", { valueAsNumber: true })}
              />
            )}
          </Field>
          <Field id={id("volumeUnit")} label={text.labels.volumeUnit} error={errors.volumeUnit?.message}>
            {(control) => (
              <select className={selectClass} {...control} {...register("volumeUnit")}>
                {volumeUnitOptions.map((unit) => (
                  <option key={unit} value={unit}>
                    {unit}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <OptionGroup
          id={id("qualityBar")}
          type="radio"
          heading={groupHeading(text.labels.qualityBar)}
          description={text.hints.qualityBar}
          options={qualityBarOptions}
          error={errors.qualityBar?.message}
          registration={register("qualityBar")}
        />
        <Field
          id={id("startDate")}
          label={text.labels.startDate}
          error={errors.startDate?.message}
          className="sm:max-w-xs"
        >
          {(control) => (
            <Input
              type="date"
              {...(dateBounds ? { min: dateBounds.min, max: dateBounds.max } : {})}
              {...control}
              {...register("startDate")}
            />
          )}
        </Field>
        <Field
          id={id("notes")}
          label={text.labels.notes}
          description={text.hints.notes}
          error={errors.notes?.message}
        >
          {(control) => <Textarea maxLength={PILOT_LIMITS.notes.max} {...control} {...register("notes")} />}
        </Field>
      </fieldset>

      <HoneypotInput ref={lead.honeypotRef} />
      <FormFooter text={text} isSubmitting={isSubmitting} />
    </form>
  );
}

/** The form as its page shows it: in a card, which the confirmation replaces the form in. */
export function PilotRequestCard() {
  return (
    <div className="mt-8 rounded-2xl border bg-background p-5 shadow-sm sm:p-10">
      <PilotRequestForm />
    </div>
  );
}

/** Replaces the form once the request is stored; scrolled to and focused, so the change is announced. */
function PilotRequestSent({ pilot }: { pilot: PilotSummary }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    focusHeading(heading);
    heading.scrollIntoView({ block: "center" });
  }, []);
  return (
    <section role="status" className="flex flex-col items-start gap-4" data-testid="pilot-request-sent">
      <CheckCircle2Icon className="size-12 text-accent" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
        {text.confirmationTitle}
      </h2>
      <p className="text-muted-foreground">{text.confirmationDescription}</p>
      <h3 className="mt-2 text-base font-semibold">{text.confirmationSummary}</h3>
      <dl className="grid w-full gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {pilotSummaryRows(pilot).map(([label, value]) => (
          <React.Fragment key={label}>
            <dt className="font-medium text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      <Button asChild variant="outline" className="mt-2">
        <SiteLink href={pages.llmTraining.path}>{text.backToPage}</SiteLink>
      </Button>
    </section>
  );
}
