import { CheckIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input, Label } from "~/components/ui/input";
import { notify } from "~/components/ui/toast";
import { categories } from "~/content/categories";
import { matchReportText as text } from "~/content/match-report-popup";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useSubscriptionForm } from "~/features/subscriptions/use-subscription-form";

/**
 * The AI Talent Match Report offer. Closing it in any way, or a successful submit, dismisses
 * it for good (`onDismiss`); a failed submit keeps it open with what the visitor typed.
 */
export default function MatchReportDialog({ open, onDismiss }: { open: boolean; onDismiss: () => void }) {
  const inputId = React.useId();
  const roleId = React.useId();
  const [role, setRole] = React.useState("");
  const { email, setEmail, error, busy, honeypotRef, formProps } = useSubscriptionForm("match-report", {
    role,
    onSuccess: () => {
      onDismiss();
      void notify("success", text.successTitle);
    },
    onFailure: (error) => {
      console.warn("Match report subscription failed", error);
      void notify("error", text.errorTitle, text.errorDescription);
    },
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <DialogContent
        closeLabel={text.close}
        // On phones a bottom sheet of at most 40% of the screen, not a full-screen interstitial.
        className="max-w-md max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[40vh] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none"
        data-testid="match-report-popup"
      >
        <form
          {...formProps}
          className="relative flex min-h-0 flex-col gap-3 overflow-y-auto p-5 pt-6 sm:gap-4 sm:p-6 sm:pt-7"
        >
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{text.eyebrow}</p>
          <DialogTitle className="-mt-2 pr-8 text-xl sm:text-2xl">{text.title}</DialogTitle>
          <DialogDescription className="text-sm sm:text-base">{text.description}</DialogDescription>
          <ul className="space-y-2 max-sm:hidden">
            {text.highlights.map((highlight) => (
              <li key={highlight} className="flex items-center gap-2 text-sm">
                <CheckIcon className="size-4 shrink-0 text-accent" aria-hidden="true" />
                {highlight}
              </li>
            ))}
          </ul>
          <Field id={inputId} label={text.emailLabel} error={error}>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder={text.emailPlaceholder}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-col gap-2">
            <Label htmlFor={roleId}>{text.roleLabel}</Label>
            <select
              id={roleId}
              name="role"
              value={role}
              onChange={(event) => setRole(event.target.value)}
              className="h-11 w-full min-w-0 rounded-lg border border-input bg-background px-3 text-base text-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm"
            >
              <option value="">{text.roleAny}</option>
              {categories.map((category) => (
                <optgroup key={category.slug} label={category.name}>
                  {category.stacks.map((stack) => (
                    <option key={stack.slug} value={stack.slug}>
                      {stack.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          <HoneypotInput ref={honeypotRef} />
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? text.submitting : text.submit}
          </Button>
          <Button type="button" variant="ghost" onClick={onDismiss}>
            {text.decline}
          </Button>
          <p className="text-center text-xs text-muted-foreground">{text.privacy}</p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
