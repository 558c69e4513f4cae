import * as React from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { notify } from "~/lib/notify";

export const newsletterText = {
  title: "AI Staffing Insights",
  blurb: "Monthly notes on LATAM hiring, salary benchmarks and AI-assisted recruiting. No spam.",
  successTitle: "Success!",
  successDescription: "You've been subscribed to AI Staffing Insights.",
} as const;

/** The footer newsletter block. An empty submit does nothing (the email field is required). */
export function NewsletterForm() {
  const [email, setEmail] = React.useState("");
  const inputId = React.useId();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    void notify("success", newsletterText.successTitle, newsletterText.successDescription);
    setEmail("");
  }

  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{newsletterText.title}</h2>
      <p className="mt-3 text-sm text-white/75">{newsletterText.blurb}</p>
      <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col xl:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
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
        <Button type="submit" variant="inverse">
          Subscribe
        </Button>
      </form>
    </div>
  );
}
