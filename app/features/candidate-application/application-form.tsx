import * as React from "react";
import { type Resolver, type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Field, focusFirstField } from "~/components/ui/field";
import { fieldControlClass, Input, Textarea } from "~/components/ui/input";
import { notify } from "~/components/ui/toast";
import { AVAILABILITIES, CANDIDATE_COUNTRIES, ENGLISH_LEVELS, LIMITS } from "~/content/candidate-application";
import { categories } from "~/content/categories";
import type { CandidateApplicationSchema } from "~/content/forms/candidate-application-schema";
import { applicationFormText } from "~/content/ui/application-form-text";
import type { ApplicationFormCatalogue } from "~/content/ui/catalogue";
import { fill, useLocale, useNames, withUiText } from "~/content/ui/ui-text";
import { RESUME_MAX_SIZE } from "~/features/resumes/limits";
import { RESUME_ACCEPT, resumeFileProblem } from "~/features/resumes/resume-file";
import { FormFooter } from "~/features/submissions/form-footer";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import type { StoredDraft } from "~/features/submissions/lead-draft";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import { cn } from "~/lib/cn";
import type { TranslatedLocale } from "~/lib/i18n/locales";
import { loadOnce } from "~/lib/load-once";
import { revealConfirmation } from "~/lib/reveal-confirmation";
import { APPLICATION_FIELDS } from "./fields";

const APPLICATION_ENDPOINT = "/api/candidate-applications";
/** sessionStorage key of the unsent draft, so a failed send or a reload loses nothing. */
export const APPLICATION_DRAFT_KEY = "latammatch:candidate-application-draft";

/** The form's words on a translated page: a chunk of that language only, fetched once. */
const translatedText: Record<TranslatedLocale, () => Promise<ApplicationFormCatalogue>> = {
  es: () => import("~/content/ui/application-form-es").then((module) => module.applicationFormEs),
  "pt-br": () => import("~/content/ui/application-form-pt-br").then((module) => module.applicationFormPtBr),
};
const loadedText = new Map<TranslatedLocale, Promise<ApplicationFormCatalogue>>();
function formTextOf(locale: TranslatedLocale): Promise<ApplicationFormCatalogue> {
  let text = loadedText.get(locale);
  if (!text) {
    text = translatedText[locale]();
    loadedText.set(locale, text);
  }
  return text;
}

type SelectField = "country" | "category" | "specialization" | "englishLevel" | "availability";
/** The two consents, checkboxes: their defaults differ between the general and a job's application. */
const CONSENT_FIELDS = ["stayInPool", "shareProfile"] as const;
type NumberField = "yearsOfExperience" | "hourlyRate";

/**
 * What the inputs hold: the schema's input, except that selects start empty ("") and number
 * inputs may be blank (NaN) until the visitor picks or types something.
 */
type FormValues = Omit<z.input<typeof CandidateApplicationSchema>, SelectField> & Record<SelectField, string>;
type FieldName = keyof FormValues;

// The locale is the page's and the job the job page's, not inputs.
const FIELDS: readonly FieldName[] = APPLICATION_FIELDS;

/** The résumé's size limit in the page's words, from the one limit the server checks too. */
const withLimit = (message: string) => fill(message, { limit: RESUME_MAX_SIZE });

/**
 * The checks (with zod), loaded the first time the form validates, so a page's first load
 * carries none of them.
 */
const loadValidation = loadOnce(() => import("./validation"));

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
  availability: "",
  note: "",
};

/**
 * The form's first values. Staying in the pool is asked ticked on the general application (the
 * pool is what it applies to) and unticked on a job's (it applies to that role); sharing the full
 * profile with clients is always asked unticked.
 */
const initialValues = (job: ApplicationJob | undefined): FormValues =>
  job
    ? {
        ...emptyValues,
        category: job.category,
        specialization: job.stack,
        stayInPool: false,
        shareProfile: false,
      }
    : { ...emptyValues, stayInPool: true, shareProfile: false };

const numberFields = new Set<FieldName>(["yearsOfExperience", "hourlyRate"] satisfies NumberField[]);

interface ApplicationDraft extends StoredDraft {
  values: FormValues;
  /** The chosen résumé's name: a file cannot be kept in a draft, so the visitor is asked again. */
  resumeName?: string;
}

/** Keeps only the known fields with the right types, so stored data can never break the form. */
function parseDraft(stored: StoredDraft): ApplicationDraft | null {
  const source = stored.values;
  if (!source || typeof source !== "object") return null;
  const values: Record<string, unknown> = { ...emptyValues };
  for (const field of FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (numberFields.has(field)) values[field] = typeof value === "number" ? value : Number.NaN;
    else if (typeof value === "string") values[field] = value;
  }
  // A consent is restored only as it was left: a draft without it keeps the form's default.
  for (const field of CONSENT_FIELDS) {
    const value = (source as Record<string, unknown>)[field];
    if (typeof value === "boolean") values[field] = value;
  }
  const resumeName = typeof stored.resumeName === "string" ? stored.resumeName.slice(0, 200) : undefined;
  return { values: values as FormValues, ...(resumeName ? { resumeName } : {}) };
}

/** The name of the file input; its checks are the form's own, not the schema's. */
const RESUME = "resume";

/** The HTTP status of a failed application, if the server answered. */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The same chosen file: an upload of it can be reused by a retry. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

const selectClass = cn(fieldControlClass, "h-11 appearance-auto");

/** The opening an application from its page is for: sent with it, its category and stack preset. */
export interface ApplicationJob {
  slug: string;
  category: string;
  stack: string;
}

/** The candidate application, used in the apply dialog, on /talent-apply and on a job's page. */
export function ApplicationForm({
  onDone,
  doneLabel,
  job,
}: {
  onDone?: () => void;
  doneLabel?: string;
  job?: ApplicationJob;
}) {
  const idPrefix = React.useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const formRef = React.useRef<HTMLFormElement>(null);
  const [submittedId, setSubmittedId] = React.useState<string | null>(null);
  const confirmationRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (submittedId !== null) revealConfirmation(confirmationRef.current);
  }, [submittedId]);
  const resumeRef = React.useRef<HTMLInputElement>(null);
  /** The upload of the chosen file, reused when the application is sent again. */
  const uploadedRef = React.useRef<{ file: File; id: string } | null>(null);
  const [resumeError, setResumeError] = React.useState<string | undefined>();
  const [restoredResumeName, setRestoredResumeName] = React.useState<string | null>(null);
  const locale = useLocale();
  // Suspends (inside the form's lazy boundary) until a translated page's words have arrived.
  const text: ApplicationFormCatalogue =
    locale === "en" ? applicationFormText : React.use(formTextOf(locale));
  const names = useNames();
  // The same rules as the server's schema, with the messages in the page's language.
  const resolver = React.useCallback<Resolver<FormValues>>(
    async (values, context, options) => {
      const { applicationResolver } = await loadValidation();
      // The inputs allow empty selects; the schema decides what is valid.
      const check = applicationResolver(text.messages) as unknown as Resolver<FormValues>;
      return check(values, context, options);
    },
    [text],
  );

  const form = useForm<FormValues>({
    resolver,
    defaultValues: initialValues(job),
    // Focus goes to the first invalid field in reading order, not in registration order.
    shouldFocusError: false,
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

  const lead = useLeadForm<ApplicationDraft>({
    form: "candidateApplication",
    endpoint: APPLICATION_ENDPOINT,
    fields: FIELDS,
    draft: {
      storageKey: job ? `${APPLICATION_DRAFT_KEY}:${job.slug}` : APPLICATION_DRAFT_KEY,
      parse: parseDraft,
      onRestore: (draft) => {
        reset({ ...initialValues(job), ...draft.values });
        setRestoredResumeName(draft.resumeName ?? null);
      },
    },
  });
  const { saveDraft } = lead;

  const draftOf = React.useCallback((): ApplicationDraft => {
    const resumeName = resumeRef.current?.files?.[0]?.name;
    return { values: getValues(), ...(resumeName ? { resumeName } : {}) };
  }, [getValues]);

  React.useEffect(() => {
    if (!lead.ready) return;
    const subscription = watch(() => saveDraft(draftOf()));
    return () => subscription.unsubscribe();
  }, [lead.ready, watch, draftOf, saveDraft]);

  /** Checks a chosen file at once: choosing is a finished answer, unlike typing. */
  const onResumeChange = () => {
    const file = resumeRef.current?.files?.[0];
    uploadedRef.current = null;
    setRestoredResumeName(null);
    const problem = file ? resumeFileProblem(file) : null;
    setResumeError(problem ? withLimit(text.resume[problem]) : undefined);
    if (lead.ready) saveDraft(draftOf());
  };

  /** The chosen file's id on the server: the earlier upload of the same file, or a new upload. */
  const uploadResumeOf = async (file: File, again: boolean): Promise<string | null> => {
    const kept = uploadedRef.current;
    if (!again && kept && sameFile(kept.file, file)) return kept.id;
    const { uploadResume } = await import("~/features/resumes/upload-resume");
    const result = await uploadResume(file);
    if (result.ok) {
      uploadedRef.current = { file, id: result.id };
      return result.id;
    }
    uploadedRef.current = null;
    console.warn("Résumé upload failed", result.status);
    // The server's content check is the authority: its refusals are shown in the page's language.
    setResumeError(
      withLimit(
        result.status === 413
          ? text.resume.tooLarge
          : result.status === 415
            ? text.resume.unsupported
            : text.resume.failed,
      ),
    );
    return null;
  };

  const refuseResume = async () => {
    focusFirstField(formRef.current, [RESUME]);
    await notify("error", text.errorTitle, text.errorDescription);
  };

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

  const onSubmit = handleSubmit(
    async (values) => {
      const file = resumeRef.current?.files?.[0];
      const problem = file ? resumeFileProblem(file) : null;
      if (problem) {
        setResumeError(withLimit(text.resume[problem]));
        return refuseResume();
      }
      // The file goes first; the application then names it by its id.
      const resumeId = file ? await uploadResumeOf(file, false) : null;
      if (file && !resumeId) return refuseResume();
      const application = {
        ...values,
        note: values.note?.trim() ? values.note : undefined,
        availability: values.availability || undefined,
        locale,
        ...(job ? { job: job.slug } : {}),
      };
      let result = await lead.submit(resumeId ? { ...application, resumeId } : application);
      // An upload past its hold (or lost) is uploaded once more.
      if (!result.ok && file && statusOf(result.error) === 410) {
        const again = await uploadResumeOf(file, true);
        if (!again) return refuseResume();
        result = await lead.submit({ ...application, resumeId: again });
      }
      if (result.ok) {
        uploadedRef.current = null;
        setSubmittedId(result.id);
        await notify("success", text.successTitle, text.successDescription);
        return;
      }
      console.warn("Candidate application failed", result.error);
      const invalid = Object.entries(result.fieldErrors) as [FieldName, string][];
      for (const [name, message] of invalid) setError(name, { type: "server", message });
      focusFirstField(
        formRef.current,
        invalid.map(([name]) => name),
      );
      await notify("error", text.errorTitle, text.errorDescription);
    },
    (fieldErrors) => {
      const file = resumeRef.current?.files?.[0];
      const problem = file ? resumeFileProblem(file) : null;
      if (problem) setResumeError(withLimit(text.resume[problem]));
      focusFirstField(formRef.current, [...Object.keys(fieldErrors), ...(problem ? [RESUME] : [])]);
    },
  );

  if (submittedId !== null) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 py-4">
        <h3 ref={confirmationRef} tabIndex={-1} className="text-xl font-bold outline-none">
          {text.confirmationTitle}
        </h3>
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
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      {...lead.formProps}
      className="relative flex flex-col gap-5"
      aria-label={text.formLabel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id("fullName")} label={text.labels.fullName} error={errors.fullName?.message}>
          {(control) => <Input autoComplete="name" {...control} {...register("fullName")} />}
        </Field>
        <Field id={id("email")} label={text.labels.email} error={errors.email?.message}>
          {(control) => <Input type="email" autoComplete="email" {...control} {...register("email")} />}
        </Field>
        <Field id={id("country")} label={text.labels.country} error={errors.country?.message}>
          {(control) => (
            <select className={selectClass} autoComplete="country-name" {...control} {...register("country")}>
              <option value="">{text.placeholders.country}</option>
              {CANDIDATE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {text.countries[country]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id("englishLevel")} label={text.labels.englishLevel} error={errors.englishLevel?.message}>
          {(control) => (
            <select className={selectClass} {...control} {...register("englishLevel")}>
              <option value="">{text.placeholders.englishLevel}</option>
              {ENGLISH_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {text.englishLevels[level]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id("category")} label={text.labels.category} error={errors.category?.message}>
          {(control) => (
            // The job page's HTML shows the job's category before the island is live.
            <select className={selectClass} defaultValue={job?.category} {...control} {...categoryField}>
              <option value="">{text.placeholders.category}</option>
              {categories.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {names.category(entry.slug, entry.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={id("specialization")}
          label={text.labels.specialization}
          error={errors.specialization?.message}
        >
          {(control) => (
            <select
              className={selectClass}
              defaultValue={job?.stack}
              {...control}
              {...register("specialization")}
            >
              <option value="">
                {stacks.length ? text.placeholders.specialization : text.placeholders.categoryFirst}
              </option>
              {stacks.map((stack) => (
                <option key={stack.slug} value={stack.slug}>
                  {names.stack(category, stack.slug, stack.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={id("yearsOfExperience")}
          label={text.labels.yearsOfExperience}
          error={errors.yearsOfExperience?.message}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="numeric"
              min={LIMITS.yearsOfExperience.min}
              max={LIMITS.yearsOfExperience.max}
              step={1}
              {...control}
              {...register("yearsOfExperience", { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field
          id={id("hourlyRate")}
          label={text.labels.hourlyRate}
          description={text.hints.hourlyRate}
          error={errors.hourlyRate?.message}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="decimal"
              min={LIMITS.hourlyRate.min}
              max={LIMITS.hourlyRate.max}
              step="any"
              {...control}
              {...register("hourlyRate", { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <Field id={id("availability")} label={text.labels.availability} error={errors.availability?.message}>
        {(control) => (
          <select className={selectClass} {...control} {...register("availability")}>
            <option value="">{text.placeholders.availability}</option>
            {AVAILABILITIES.map((choice) => (
              <option key={choice} value={choice}>
                {text.availabilities[choice]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id={id("profileUrl")}
        label={text.labels.profileUrl}
        description={text.hints.profileUrl}
        error={errors.profileUrl?.message}
      >
        {(control) => (
          <Input type="url" inputMode="url" placeholder="https://" {...control} {...register("profileUrl")} />
        )}
      </Field>
      <Field
        id={id(RESUME)}
        label={text.resume.label}
        description={
          <>
            {withLimit(text.resume.hint)}
            {restoredResumeName ? (
              <>
                {" "}
                <strong className="font-semibold text-foreground">
                  {fill(text.resume.chooseAgain, { name: restoredResumeName })}
                </strong>
              </>
            ) : null}
          </>
        }
        error={resumeError}
      >
        {(control) => (
          <input
            ref={resumeRef}
            type="file"
            name={RESUME}
            accept={RESUME_ACCEPT}
            onChange={onResumeChange}
            className={cn(
              fieldControlClass,
              "min-h-11 py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground",
            )}
            {...control}
          />
        )}
      </Field>
      <Field
        id={id("note")}
        label={text.labels.note}
        description={text.hints.note}
        error={errors.note?.message}
      >
        {(control) => <Textarea maxLength={LIMITS.note.max} {...control} {...register("note")} />}
      </Field>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold">{text.consents.legend}</legend>
        <ConsentBox
          id={id("stayInPool")}
          label={text.consents.stayInPool}
          hint={job ? text.consents.stayInPoolJob : text.consents.stayInPoolGeneral}
          registration={register("stayInPool")}
        />
        <ConsentBox
          id={id("shareProfile")}
          label={text.consents.shareProfile}
          hint={text.consents.shareProfileHint}
          registration={register("shareProfile")}
        />
        <p className="text-xs text-muted-foreground">{text.consents.changeLater}</p>
      </fieldset>
      <HoneypotInput ref={lead.honeypotRef} />
      <FormFooter text={text} isSubmitting={isSubmitting} />
    </form>
  );
}

/** One consent: a checkbox with its label and what ticking it means. */
function ConsentBox({
  id,
  label,
  hint,
  registration,
}: {
  id: string;
  label: string;
  hint: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-primary"
        aria-describedby={`${id}-hint`}
        {...registration}
      />
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={id} className="break-words text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="break-words text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

/** The form as the island of a translated /talent-apply page Astro builds, in the page's language. */
export const TranslatedApplicationForm = /* @__PURE__ */ withUiText(ApplicationForm);
