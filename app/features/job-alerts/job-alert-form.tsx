/**
 * "Get job alerts": the candidate's address for a weekly e-mail of the new openings matching a
 * filter (the job board's current one, or the candidate page's specialization), in the page's
 * language. An island hydrated when it comes into view; the words come in as props, so no
 * catalogue is loaded for it.
 */
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Field, focusFirstField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import type { JobAlertText } from "~/content/job-alerts";
import { fill } from "~/content/ui/ui-text";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useTypedBeforeHydration } from "~/features/submissions/typed-before-hydration";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import type { Locale } from "~/lib/i18n/locales";
import { JOB_ALERTS_URL, type JobAlertFilter } from "./schema";

export interface JobAlertFormProps {
  locale: Locale;
  filter: JobAlertFilter;
  /** The filter in words of the page's language. */
  filterLabel: string;
  text: JobAlertText["form"];
  /** The heading's level and look: a section of the board, or the offer's title. */
  headingId?: string;
}

export function JobAlertForm({ locale, filter, filterLabel, text, headingId }: JobAlertFormProps) {
  const inputId = React.useId();
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const [failure, setFailure] = React.useState(false);
  const [busy, setBusy] = React.useState(false);
  const [signedUp, setSignedUp] = React.useState<string | null>(null);
  const lead = useLeadForm({ form: "jobAlert", endpoint: JOB_ALERTS_URL, fields: ["email"] });
  useTypedBeforeHydration(inputId, setEmail);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Text typed before hydration is in the DOM only.
    const field = form.elements.namedItem("email");
    const address = (field instanceof HTMLInputElement ? field.value : email).trim();
    if (!address || busy) return;
    setBusy(true);
    setError(undefined);
    setFailure(false);
    const result = await lead.submit({
      email: address,
      locale,
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.stack ? { stack: filter.stack } : {}),
      ...(filter.country ? { country: filter.country } : {}),
    });
    setBusy(false);
    if (result.ok) {
      setEmail("");
      setSignedUp(address);
      return;
    }
    setSignedUp(null);
    setError(result.fieldErrors.email);
    if (result.fieldErrors.email) focusFirstField(form, ["email"]);
    else setFailure(true);
  }

  return (
    <div data-testid="job-alert-form">
      <h2 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{text.intro}</p>
      <p className="mt-2 text-sm font-medium">{filterLabel}</p>
      <form {...lead.formProps} onSubmit={onSubmit} className="relative mt-3 grid gap-3" noValidate={false}>
        <Field id={inputId} label={text.email} error={error}>
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder={text.emailPlaceholder}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <HoneypotInput ref={lead.honeypotRef} />
        <Button type="submit" disabled={busy}>
          {busy ? text.busy : text.submit}
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm empty:hidden" data-testid="job-alert-note">
        {signedUp ? fill(text.success, { email: signedUp }) : failure ? text.failure : null}
      </p>
    </div>
  );
}
