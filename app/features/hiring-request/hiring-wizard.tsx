import { ArrowLeftIcon, ArrowRightIcon, SendIcon } from "lucide-react";
import * as React from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { focusFirstField } from "~/components/ui/field";
import { notify } from "~/components/ui/toast";
import {
  budgetRangeOptions,
  HIRING_FIELDS,
  HIRING_STEP_COUNT,
  HIRING_STEP_FIELDS,
  type HiringField,
  industryOptions,
  primaryGoalOptions,
  roleOptions,
} from "~/content/forms/hiring-request-fields";
import { hiringWizardContent as text } from "~/content/hiring";
import { type HiringInterest, interestAttribution } from "~/features/hiring-request/hiring-interest";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import { cn } from "~/lib/cn";
import { localeFromPath } from "~/lib/i18n/locales";
import { loadOnce } from "~/lib/load-once";
import { DRAFT_STORAGE_KEY, type HiringDraft, parseHiringDraft } from "./draft-storage";
import { focusHeading } from "./focus-heading";
import {
  clampStep,
  emptyHiringFormValues,
  type HiringFormValues,
  toHiringFormValues,
  withInterestRole,
} from "./form-values";
import { type BookingLead, HiringThankYou } from "./hiring-thank-you";
import { OptionGroup, TextAreaField, TextField } from "./wizard-fields";

const HIRING_REQUESTS_URL = "/api/hiring-requests";
/** One toast for the wizard: a success or a new failure replaces the previous failure's toast. */
const NOTIFICATION_ID = "hiring-request";

/**
 * The checks (with zod), loaded when the visitor first uses the form (or a draft past its first
 * step resumes), so a page's first load carries none of them and the first Next does not wait
 * for them. A load that failed is not kept: the next use asks again.
 */
const loadValidation = loadOnce(() => import("./validation"));
const preloadValidation = () => void loadValidation().catch(() => undefined);

const stepAt = (step: number) => HIRING_STEP_FIELDS[clampStep(step) - 1] ?? HIRING_STEP_FIELDS[0];

type Status = "idle" | "submitting" | "submitted";

/** The first step (1-based) that holds one of the fields, or undefined. */
const stepHolding = (fields: Iterable<string>) => {
  const names = new Set(fields);
  const index = HIRING_STEP_FIELDS.findIndex((step) => step.fields.some((field) => names.has(field)));
  return index === -1 ? undefined : index + 1;
};

/** The six-step hiring request, on /hiring-form and in the global modal. */
export function HiringWizard({
  onReturnHome,
  onSubmitted,
  inDialog = false,
  interest,
}: {
  onReturnHome?: () => void;
  /**
   * Called once the request is stored. A container that passes it shows the confirmation in its
   * own header (and moves focus there); the thank-you card below then leaves out its title.
   */
  onSubmitted?: () => void;
  /** The role and package named in /hiring-form's link (from the savings calculator). */
  interest?: HiringInterest;
  /** In the modal the step buttons stay pinned to the bottom of its scrolling body. */
  inDialog?: boolean;
}) {
  const idPrefix = React.useId();
  const [step, setStep] = React.useState(1);
  const [status, setStatus] = React.useState<Status>("idle");
  // The sent request, for the call booking offered on the thank-you card (no retyping).
  const [sentLead, setSentLead] = React.useState<BookingLead | null>(null);
  const [announcement, setAnnouncement] = React.useState("");
  const stepRef = React.useRef(step);
  stepRef.current = step;
  const movedRef = React.useRef(false);
  // Each step renders a new heading; once the visitor has moved, it takes focus so the new
  // question is read out. A restored draft or the first render leave focus where it is.
  const headingRef = React.useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && movedRef.current) focusHeading(heading);
  }, []);
  const formRef = React.useRef<HTMLFormElement>(null);
  const busyRef = React.useRef(false);
  // The server's field errors wait here until the step that holds them is on screen.
  const [serverErrors, setServerErrors] = React.useState<Record<string, string> | null>(null);
  // Kept with the draft, so it survives a reload or the modal, and sent with the lead; a new
  // link's interest replaces a stored one.
  const interestRef = React.useRef(interest);
  if (interest) interestRef.current = interest;

  const form = useForm<HiringFormValues>({
    // The first step shows none of it, so the prerendered page and hydration agree.
    defaultValues: withInterestRole(emptyHiringFormValues, interest),
    // The step's own checks, of the step shown when the check began.
    resolver: async (values, context, options) => {
      const step = stepRef.current;
      return (await loadValidation()).resolverFor(step)(values, context, options);
    },
    // Focus goes to the first invalid field in reading order (see announceErrors).
    shouldFocusError: false,
  });
  const { register, formState } = form;
  const errors = formState.errors;

  // Until the wizard is hydrated the buttons stay disabled: a native submit of the prerendered
  // form would put the visitor's details in the URL.
  const lead = useLeadForm<HiringDraft>({
    form: "hiringRequest",
    endpoint: HIRING_REQUESTS_URL,
    fields: HIRING_FIELDS,
    draft: {
      storageKey: DRAFT_STORAGE_KEY,
      parse: parseHiringDraft,
      onRestore: (draft) => {
        interestRef.current ??= draft.interest;
        form.reset(withInterestRole(draft.values, interestRef.current), { keepDefaultValues: true });
        // A draft past the first step resumes no further than its first step that does not
        // validate, which takes the checks: the first step shows until they have loaded.
        if (draft.step > 1)
          void loadValidation().then(({ resumeStep }) => setStep(resumeStep(draft.values, draft.step)));
      },
    },
  });
  const saveLeadDraft = lead.saveDraft;
  const saveDraft = React.useCallback(
    (draft: HiringDraft) =>
      saveLeadDraft(interestRef.current ? { ...draft, interest: interestRef.current } : draft),
    [saveLeadDraft],
  );

  // Every change is saved with the step it was made on; the first one starts the draft.
  React.useEffect(() => {
    if (!lead.ready || status === "submitted") return;
    const subscription = form.watch((values) =>
      saveDraft({ step: stepRef.current, values: toHiringFormValues(values) }),
    );
    return () => subscription.unsubscribe();
  }, [lead.ready, status, form, saveDraft]);

  // Each step starts fresh: validation waits for its first Next, then follows every change.
  const moveTo = React.useCallback(
    (next: number) => {
      form.reset(form.getValues(), { keepDefaultValues: true });
      setAnnouncement("");
      movedRef.current = true;
      setStep(next);
      saveDraft({ step: next, values: form.getValues() });
    },
    [form, saveDraft],
  );

  const announce = (messages: string[]) => {
    const [first] = messages;
    // A repeated summary gets a no-break space toggled at its end: screen readers announce
    // only changed text, and a second failed attempt should be heard too.
    if (first)
      setAnnouncement((previous) => {
        const summary = text.errorSummary(messages.length, first);
        return previous === summary ? `${summary}\u00a0` : summary;
      });
  };

  const stepMessages = (step: number, messageOf: (field: HiringField) => unknown) =>
    stepAt(step).fields.flatMap((field: HiringField) => {
      const message = messageOf(field);
      return typeof message === "string" && message ? [message] : [];
    });

  const announceErrors = (fieldErrors: FieldErrors<HiringFormValues>) => {
    announce(stepMessages(stepRef.current, (field) => fieldErrors[field]?.message));
    focusFirstField(formRef.current, Object.keys(fieldErrors));
  };

  // The server rejected fields the browser accepted: go back to the step that holds the first
  // of them (keeping the submitted state, so each change checks again), show the messages
  // under the fields and focus the first one.
  const showServerErrors = (fieldErrors: Record<string, string>) => {
    const target = stepHolding(Object.keys(fieldErrors));
    if (target === undefined) return;
    if (target !== stepRef.current) {
      movedRef.current = true;
      setStep(target);
    }
    setServerErrors(fieldErrors);
  };

  React.useEffect(() => {
    if (!serverErrors) return;
    for (const field of HIRING_FIELDS) {
      const message = serverErrors[field];
      if (message) form.setError(field, { type: "server", message });
    }
    announce(stepMessages(step, (field) => serverErrors[field]));
    focusFirstField(formRef.current, Object.keys(serverErrors));
    setServerErrors(null);
  });

  const goNext = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    const from = stepRef.current;
    let valid = false;
    try {
      await form.handleSubmit(() => {
        valid = true;
      }, announceErrors)();
    } finally {
      busyRef.current = false;
    }
    if (valid && stepRef.current === from && from < HIRING_STEP_COUNT) moveTo(from + 1);
  };

  const sendRequest = async () => {
    const { HiringRequestSchema, firstInvalidStep } = await loadValidation();
    const parsed = HiringRequestSchema.safeParse(form.getValues());
    if (!parsed.success) {
      // Only a stale or edited draft gets here: send the visitor to the step that needs fixing.
      moveTo(firstInvalidStep(form.getValues()) ?? 1);
      return;
    }
    setStatus("submitting");
    // The page's language (the modal opens on translated pages too): the acknowledgment's.
    const locale = localeFromPath(window.location.pathname);
    const result = await lead.submit({ ...parsed.data, locale }, interestAttribution(interestRef.current));
    if (result.ok) {
      const { name, email, company } = parsed.data;
      setSentLead({ id: result.id, name, email, company });
      setStatus("submitted");
      onSubmitted?.();
      // On a phone the thank-you card's booking panel fills the lower half of the screen, where a
      // toast spans the whole width (the toast library's breakpoint is 600 px): it shows at the top.
      const phone = window.matchMedia?.("(max-width: 639px)").matches ?? false;
      void notify(
        "success",
        text.success.title,
        text.success.description,
        NOTIFICATION_ID,
        ...(phone ? [{ position: "top-center" as const }] : []),
      );
      return;
    }
    console.error("Hiring request submission failed", result.error);
    setStatus("idle");
    showServerErrors(result.fieldErrors);
    void notify("error", text.failure.title, text.failure.description, NOTIFICATION_ID);
  };

  const submit = async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    try {
      await form.handleSubmit(sendRequest, announceErrors)();
    } finally {
      busyRef.current = false;
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stepRef.current < HIRING_STEP_COUNT) void goNext();
    else void submit();
  };

  // Enter in a field moves on a step (steps 1-5) and never sends the request; Enter on a
  // button keeps its own meaning and the textarea keeps its new lines.
  const onKeyDown = (event: React.KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    if (stepRef.current < HIRING_STEP_COUNT) void goNext();
  };

  if (status === "submitted")
    return (
      <HiringThankYou onReturnHome={onReturnHome} lead={sentLead ?? undefined} headless={!!onSubmitted} />
    );

  const stepInfo = stepAt(step);
  const stepText = text.steps[stepInfo.id];
  const percent = Math.round((step / HIRING_STEP_COUNT) * 100);
  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const heading = (
    <h2
      ref={headingRef}
      tabIndex={-1}
      className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
    >
      {stepText.title}
    </h2>
  );
  const submitting = status === "submitting";

  return (
    <div className="flex flex-col gap-6">
      <div>
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span className="font-semibold text-foreground">{text.progress(step, HIRING_STEP_COUNT)}</span>
          <span className="text-muted-foreground">{text.percentComplete(percent)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={text.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${text.progress(step, HIRING_STEP_COUNT)}, ${text.percentComplete(percent)}`}
          className="mt-2 h-2 overflow-hidden rounded-full bg-primary-soft"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${percent}%` }}
          />
        </div>
      </div>

      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        {...lead.formProps}
        onFocus={() => {
          lead.formProps.onFocus();
          preloadValidation();
        }}
        className="relative flex flex-col gap-8"
      >
        {stepInfo.id === "details" ? (
          <div>
            {heading}
            <p className="mt-1 text-sm text-muted-foreground">{stepText.description}</p>
            <div className="mt-5 grid gap-5 sm:grid-cols-2">
              {(["name", "email", "phone", "company"] as const).map((name) => (
                <TextField
                  key={name}
                  id={fieldId(name)}
                  label={text.fields[name].label}
                  placeholder={text.fields[name].placeholder}
                  autoComplete={text.fields[name].autoComplete}
                  type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                  error={errors[name]?.message}
                  registration={register(name)}
                />
              ))}
            </div>
          </div>
        ) : stepInfo.id === "additionalInfo" ? (
          <div>
            {heading}
            <p className="mt-1 text-sm text-muted-foreground">{stepText.description}</p>
            <div className="mt-5">
              <TextAreaField
                id={fieldId("additionalInfo")}
                label={text.fields.additionalInfo.label}
                placeholder={text.fields.additionalInfo.placeholder}
                rows={6}
                error={errors.additionalInfo?.message}
                registration={register("additionalInfo")}
              />
            </div>
          </div>
        ) : (
          <OptionGroup
            key={stepInfo.id}
            id={fieldId(stepInfo.id)}
            type={stepInfo.id === "roles" || stepInfo.id === "industries" ? "checkbox" : "radio"}
            heading={heading}
            description={
              stepInfo.id === "roles" && interestRef.current
                ? `${stepText.description} ${text.steps.roles.interest(interestRef.current.role)}`
                : stepText.description
            }
            options={optionsByStep[stepInfo.id]}
            error={errors[stepInfo.id]?.message}
            registration={register(stepInfo.id)}
          />
        )}

        <HoneypotInput ref={lead.honeypotRef} />

        <div
          className={cn(
            "flex flex-wrap items-center gap-3 border-t pt-5",
            inDialog && "sticky bottom-0 z-10 -mx-1 bg-background px-1 pb-1",
          )}
          data-pinned-actions={inDialog ? "" : undefined}
        >
          {step > 1 ? (
            <Button
              key="previous"
              variant="outline"
              size="lg"
              onClick={() => moveTo(step - 1)}
              disabled={submitting}
            >
              <ArrowLeftIcon aria-hidden="true" />
              {text.previous}
            </Button>
          ) : null}
          {step < HIRING_STEP_COUNT ? (
            <Button key="next" type="submit" size="lg" className="ml-auto" disabled={!lead.ready}>
              {text.next}
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          ) : (
            <Button
              key="submit"
              type="submit"
              size="lg"
              variant="accent"
              className="ml-auto"
              disabled={submitting || !lead.ready}
            >
              {submitting ? (
                <span
                  className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent motion-reduce:animate-none"
                  aria-hidden="true"
                />
              ) : (
                <SendIcon aria-hidden="true" />
              )}
              {submitting ? text.submitting : text.submit}
            </Button>
          )}
        </div>
      </form>

      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
    </div>
  );
}

const optionsByStep = {
  roles: roleOptions,
  primaryGoal: primaryGoalOptions,
  budgetRange: budgetRangeOptions,
  industries: industryOptions,
} as const;
