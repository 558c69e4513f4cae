import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { HoneypotField } from "~/features/match-report-popup/honeypot-field";
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
  const [email, setEmail] = React.useState("");
  const [honeypot, setHoneypot] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  // The form is in every page's footer: its fill time counts from hydration, not from a focus.
  const openedAt = React.useRef(0);
  const idempotency = React.useRef({ email: "", key: "" });
  const inputId = React.useId();

  React.useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || busy) return;
    setBusy(true);
    try {
      // Loaded on submit: the request code (and the schema it shares) stays out of every page's first load.
      const { subscribe, newIdempotencyKey } = await import("~/features/match-report-popup/subscribe");
      if (idempotency.current.email !== address) {
        idempotency.current = { email: address, key: newIdempotencyKey() };
      }
      await subscribe({
        email: address,
        source: "newsletter",
        honeypot,
        openedAt: openedAt.current,
        idempotencyKey: idempotency.current.key,
      });
      setEmail("");
      void notify("success", newsletterText.successTitle, newsletterText.successDescription);
    } catch (error) {
      console.warn("Newsletter subscription failed", error);
      void notify("error", newsletterText.errorTitle, newsletterText.errorDescription);
    } finally {
      setBusy(false);
    }
  }

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
