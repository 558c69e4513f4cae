import { zodResolver } from "@hookform/resolvers/zod";
import * as React from "react";
import { type FieldPath, type Resolver, type UseFormRegisterReturn, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { fieldControlClass, Input, Label, Textarea } from "~/components/ui/input";
import { categories } from "~/content/categories";
import { readAttribution, safeSessionStorage } from "~/features/attribution/attribution";
import { HONEYPOT_FIELD } from "~/features/submissions/envelope";
import { newIdempotencyKey, SubmitError, submitJson } from "~/features/submissions/submit";
import { cn } from "~/lib/cn";
import { notify } from "~/lib/notify";
import { applicationFormText as text } from "./form-text";
import {
  CANDIDATE_COUNTRIES,
  type CandidateApplication,
  CandidateApplicationSchema,
  ENGLISH_LEVELS,
  LIMITS,
} from "./schema";

export const APPLICATION_ENDPOINT = "/api/candidate-applications";
/** sessionStorage key of the unsent draft, so a failed send or a reload loses nothing. */
export const APPLICATION_DRAFT_KEY = "latammatch:candidate-application-draft";

/** What the inputs hold: selects start empty and number inputs may be blank (NaN). */
type FormValues = Omit<CandidateApplication, "country" | "category" | "specialization" | "englishLevel"> & {
  country: string;
  category: string;
  specialization: string;
  englishLevel: string;
};

const emptyValues: FormValues = {
  fullName: "",
  email: "",
  country: "",
  category: "",
  specialization: "",
  yearsOfExperience: Number.NaN,
  englishLevel: "",
  profileUrl: "",
  hourlyRate: Number.NaN,
  note: "",
};

function readDraft(): Partial<FormValues> | undefined {
  try {
    const raw = safeSessionStorage()?.getItem(APPLICATION_DRAFT_KEY);
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const draft: Partial<Record<keyof FormValues, unknown>> = {};
    for (const key of Object.keys(emptyValues) as (keyof FormValues)[]) {
      const value = parsed[key];
      if (typeof emptyValues[key] === "number") draft[key] = typeof value === "number" ? value : Number.NaN;
      else if (typeof value === "string") draft[key] = value;
    }
    return draft as Partial<FormValues>;
  } catch {
    return undefined;
  }
}

function writeDraft(values: Partial<FormValues>) {
  try {
    safeSessionStorage()?.setItem(APPLICATION_DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is a convenience, the form keeps working.
  }
}

function clearDraft() {
  try {
    safeSessionStorage()?.removeItem(APPLICATION_DRAFT_KEY);
  } catch {
    // See writeDraft.
  }
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const selectClass = cn(fieldControlClass, "h-11 appearance-auto");

/** The candidate application, used in the apply dialog and on /talent-apply. */
export function ApplicationForm({ onDone, doneLabel }: { onDone?: () => void; doneLabel?: string }) {
  const idPrefix = React.useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const openedAt = React.useRef(Date.now());
  const idempotencyKey = React.useRef(newIdempotencyKey());
  const honeypot = React.useRef<HTMLInputElement>(null);
  const [submittedId, setSubmittedId] = React.useState<string | null>(null);

  const form = useForm<FormValues>({
    // The inputs allow empty selects; the schema decides what is valid.
    resolver: zodResolver(CandidateApplicationSchema) as unknown as Resolver<FormValues>,
    defaultValues: emptyValues,
  });
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  React.useEffect(() => {
    const draft = readDraft();
    if (draft) reset({ ...emptyValues, ...draft });
  }, [reset]);

  React.useEffect(() => {
    const subscription = watch((values) => writeDraft(values as Partial<FormValues>));
    return () => subscription.unsubscribe();
  }, [watch]);

  const category = watch("category");
  const stacks = categories.find((entry) => entry.slug === category)?.stacks ?? [];

  const categoryField = register("category", {
    onChange: () => {
      const current = getValues("specialization");
      const next = categories.find((entry) => entry.slug === getValues("category"));
      if (current && !next?.stacks.some((stack) => stack.slug === current)) {
        setValue("specialization", "");
      }
    },
  });

  const control = (name: FieldPath<FormValues>, registration: UseFormRegisterReturn, hint?: boolean) => ({
    id: id(name),
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? id(`${name}-error`) : hint ? id(`${name}-hint`) : undefined,
    ...registration,
  });

  const onSubmit = handleSubmit(async (values) => {
    const attribution = readAttribution();
    const body = {
      ...values,
      note: values.note?.trim() ? values.note : undefined,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      fillTimeMs: Date.now() - openedAt.current,
      ...(attribution ? { attribution } : {}),
    };
    try {
      const { id: applicationId } = await submitJson(APPLICATION_ENDPOINT, body, idempotencyKey.current);
      clearDraft();
      idempotencyKey.current = newIdempotencyKey();
      setSubmittedId(applicationId);
      await notify("success", text.successTitle, text.successDescription);
    } catch (error) {
      console.warn("Candidate application failed", error);
      const fieldErrors =
        error instanceof SubmitError && error.status === 400
          ? (error.body as { fieldErrors?: Record<string, string[] | string> } | null)?.fieldErrors
          : undefined;
      for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
        if (name in emptyValues) {
          const message = Array.isArray(messages) ? messages[0] : messages;
          if (message) setError(name as keyof FormValues, { message });
        }
      }
      await notify("error", text.errorTitle, text.errorDescription);
    }
  });

  if (submittedId !== null) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 py-4">
        <h3 className="text-xl font-bold">{text.confirmationTitle}</h3>
        <p className="text-muted-foreground">{text.confirmationDescription}</p>
        {onDone ? (
          <Button onClick={onDone}>{doneLabel ?? text.doneLabel}</Button>
        ) : (
          <Button variant="outline" onClick={() => setSubmittedId(null)}>
            {text.anotherLabel}
          </Button>
        )}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label={text.formLabel}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("fullName")} label={text.labels.fullName} error={errors.fullName?.message}>
          <Input autoComplete="name" {...control("fullName", register("fullName"))} />
        </Field>
        <Field id={id("email")} label={text.labels.email} error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...control("email", register("email"))} />
        </Field>
        <Field id={id("country")} label={text.labels.country} error={errors.country?.message}>
          <select
            className={selectClass}
            autoComplete="country-name"
            {...control("country", register("country"))}
          >
            <option value="">{text.placeholders.country}</option>
            {CANDIDATE_COUNTRIES.map((country) => (
              <option key={country} value={country}>
                {country}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("englishLevel")} label={text.labels.englishLevel} error={errors.englishLevel?.message}>
          <select className={selectClass} {...control("englishLevel", register("englishLevel"))}>
            <option value="">{text.placeholders.englishLevel}</option>
            {ENGLISH_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id("category")} label={text.labels.category} error={errors.category?.message}>
          <select className={selectClass} {...control("category", categoryField)}>
            <option value="">{text.placeholders.category}</option>
            {categories.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("specialization")}
          label={text.labels.specialization}
          error={errors.specialization?.message}
        >
          <select className={selectClass} {...control("specialization", register("specialization"))}>
            <option value="">
              {stacks.length ? text.placeholders.specialization : text.placeholders.categoryFirst}
            </option>
            {stacks.map((stack) => (
              <option key={stack.slug} value={stack.slug}>
                {stack.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={id("yearsOfExperience")}
          label={text.labels.yearsOfExperience}
          error={errors.yearsOfExperience?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={LIMITS.yearsOfExperience.min}
            max={LIMITS.yearsOfExperience.max}
            step={1}
            {...control("yearsOfExperience", register("yearsOfExperience", { valueAsNumber: true }))}
          />
        </Field>
        <Field
          id={id("hourlyRate")}
          label={text.labels.hourlyRate}
          hint={text.hints.hourlyRate}
          error={errors.hourlyRate?.message}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={LIMITS.hourlyRate.min}
            max={LIMITS.hourlyRate.max}
            step="any"
            {...control("hourlyRate", register("hourlyRate", { valueAsNumber: true }), true)}
          />
        </Field>
      </div>
      <Field
        id={id("profileUrl")}
        label={text.labels.profileUrl}
        hint={text.hints.profileUrl}
        error={errors.profileUrl?.message}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          {...control("profileUrl", register("profileUrl"), true)}
        />
      </Field>
      <Field id={id("note")} label={text.labels.note} hint={text.hints.note} error={errors.note?.message}>
        <Textarea maxLength={LIMITS.note.max} {...control("note", register("note"), true)} />
      </Field>
      {/* Hidden from people and assistive technology; bots that fill every field reveal themselves. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Website</label>
        <input
          ref={honeypot}
          id={id(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {text.privacyBefore}
        <a
          href="/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-primary underline underline-offset-4"
        >
          {text.privacyLink}
        </a>
        {text.privacyAfter}
      </p>
      <Button type="submit" size="lg" disabled={isSubmitting} className="self-start">
        {isSubmitting ? text.submitting : text.submit}
      </Button>
    </form>
  );
}
