import * as React from "react";
import { Button } from "~/components/ui/button";
import { Field, focusFirstField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { SiteLink } from "~/components/ui/site-link";
import { notify } from "~/components/ui/toast";
import { estimateEmailFormText as text } from "~/content/savings-calculator";
import type { CalculatorState } from "~/content/savings-model/url-state";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useLeadForm } from "~/features/submissions/use-lead-form";
import { ESTIMATE_REQUESTS_URL } from "./estimate-request-endpoint";

/**
 * "E-mail me this estimate": sends the calculator's current inputs with a work e-mail; the
 * server recomputes the figures and e-mails them. Loaded only when the visitor asks for it.
 */
export default function EstimateEmailForm({ estimate }: { estimate: CalculatorState }) {
  const inputId = React.useId();
  const consentId = React.useId();
  const [email, setEmail] = React.useState("");
  const [error, setError] = React.useState<string | undefined>();
  const [busy, setBusy] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  // Opened by a click on "E-mail me this estimate": the address is what comes next.
  React.useEffect(() => inputRef.current?.focus(), []);
  const lead = useLeadForm({ form: "estimateRequest", endpoint: ESTIMATE_REQUESTS_URL, fields: ["email"] });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const address = email.trim();
    if (!address || busy) return;
    setBusy(true);
    setError(undefined);
    const result = await lead.submit({ email: address, ...estimate });
    setBusy(false);
    if (result.ok) {
      setSentTo(address);
      void notify("success", text.successTitle, text.sent(address));
      return;
    }
    setError(result.fieldErrors.email);
    if (result.fieldErrors.email) focusFirstField(formElement, ["email"]);
    else void notify("error", text.errorTitle, text.errorDescription);
  }

  if (sentTo) {
    return (
      <p role="status" className="rounded-lg bg-accent-soft p-3 text-sm" data-testid="estimate-email-sent">
        {text.sent(sentTo)}
      </p>
    );
  }

  return (
    <form
      {...lead.formProps}
      onSubmit={onSubmit}
      className="relative flex flex-col gap-3"
      data-testid="estimate-email-form"
      aria-describedby={consentId}
    >
      <Field id={inputId} label={text.emailLabel} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={inputRef}
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
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? text.submitting : text.submit}
      </Button>
      <p id={consentId} className="text-xs text-muted-foreground">
        {text.consent}{" "}
        <SiteLink href="/privacy" className="underline underline-offset-2 hover:text-foreground">
          {text.privacyLink}
        </SiteLink>
      </p>
    </form>
  );
}
