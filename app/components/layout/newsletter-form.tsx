import * as React from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { notify } from "~/components/ui/toast";
import { layoutText } from "~/content/ui/layout-text";
import { fill, useUiText, withUiText } from "~/content/ui/ui-text";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useTypedBeforeHydration } from "~/features/submissions/typed-before-hydration";
import { useSubscriptionForm } from "~/features/subscriptions/use-subscription-form";

/** The footer newsletter block. An empty submit does nothing (the email field is required). */
export function NewsletterForm() {
  const newsletterText = useUiText("layout", layoutText).newsletter;
  const inputId = React.useId();
  // The address last signed up: the subscription starts only once its confirmation link is
  // clicked (double opt-in), which the note beside the form says.
  const [signedUp, setSignedUp] = React.useState<string | null>(null);
  const { email, setEmail, error, busy, honeypotRef, formProps } = useSubscriptionForm("newsletter", {
    onSuccess: (address) => {
      setSignedUp(address);
      void notify("success", newsletterText.successTitle, newsletterText.successDescription);
    },
    onFailure: (error) => {
      setSignedUp(null);
      console.warn("Newsletter subscription failed", error);
      void notify("error", newsletterText.errorTitle, newsletterText.errorDescription);
    },
  });
  useTypedBeforeHydration(inputId, setEmail);

  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{newsletterText.title}</h2>
      <p className="mt-3 text-sm text-white/75">{newsletterText.blurb}</p>
      <form
        {...formProps}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row sm:items-start lg:flex-col lg:items-stretch xl:flex-row xl:items-start"
        data-testid="newsletter-form"
      >
        <Field
          id={inputId}
          label={newsletterText.emailLabel}
          labelClassName="sr-only"
          error={error}
          tone="inverse"
          className="flex-1"
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              name="email"
              required
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className="border-white/20 bg-white/10 text-white placeholder:text-white/60"
            />
          )}
        </Field>
        <HoneypotInput ref={honeypotRef} />
        <Button type="submit" variant="inverse" disabled={busy}>
          {busy ? newsletterText.submitting : newsletterText.submit}
        </Button>
      </form>
      <p role="status" className="mt-3 text-sm text-white/85 empty:hidden" data-testid="newsletter-note">
        {signedUp ? fill(newsletterText.confirmationNote, { email: signedUp }) : null}
      </p>
    </div>
  );
}

/** The form as the island of a translated page Astro builds, in the page's language. */
export const TranslatedNewsletterForm = /* @__PURE__ */ withUiText(NewsletterForm);
