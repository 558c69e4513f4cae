import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { HoneypotField } from "~/features/subscriptions/honeypot-field";
import { useSubscriptionForm } from "~/features/subscriptions/use-subscription-form";
import { notify } from "~/lib/notify";

export const newsletterText = {
  title: "AI Staffing Insights",
  blurb: "Monthly notes on LATAM hiring, salary benchmarks and AI-assisted recruiting. No spam.",
  emailLabel: "Email address",
  submit: "Subscribe",
  submitting: "Subscribing...",
  successTitle: "Success!",
  successDescription: "You've been subscribed to AI Staffing Insights.",
  errorTitle: "Subscription failed",
  errorDescription: "We couldn't subscribe you right now. Please try again in a moment.",
} as const;

/** The footer newsletter block. An empty submit does nothing (the email field is required). */
export function NewsletterForm() {
  const inputId = React.useId();
  const { email, setEmail, honeypot, setHoneypot, busy, onSubmit } = useSubscriptionForm("newsletter", {
    onSuccess: () => void notify("success", newsletterText.successTitle, newsletterText.successDescription),
    onFailure: (error) => {
      console.warn("Newsletter subscription failed", error);
      void notify("error", newsletterText.errorTitle, newsletterText.errorDescription);
    },
  });

  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{newsletterText.title}</h2>
      <p className="mt-3 text-sm text-white/75">{newsletterText.blurb}</p>
      <form
        onSubmit={onSubmit}
        className="relative mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row"
        data-testid="newsletter-form"
      >
        <label htmlFor={inputId} className="sr-only">
          {newsletterText.emailLabel}
        </label>
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="border-white/20 bg-white/10 text-white placeholder:text-white/60"
        />
        <HoneypotField value={honeypot} onChange={setHoneypot} />
        <Button type="submit" variant="inverse" disabled={busy}>
          {busy ? newsletterText.submitting : newsletterText.submit}
        </Button>
      </form>
    </div>
  );
}
