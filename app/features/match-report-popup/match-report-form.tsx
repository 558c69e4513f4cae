import { CheckIcon } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input, Label } from "~/components/ui/input";
import { notify } from "~/components/ui/toast";
import { categories } from "~/content/categories";
import { matchReportText as text } from "~/content/match-report-popup";
import { HoneypotInput } from "~/features/submissions/honeypot-input";
import { useSubscriptionForm } from "~/features/subscriptions/use-subscription-form";

/**
 * Set on a box around the form (the dialog) by the script of a page Astro builds when the visitor
 * sent the form before it was hydrated: the script held the submit back, and the form sends it
 * once it is live. Not on the form itself, whose attributes are React's.
 */
export const HELD_SUBMIT_ATTRIBUTE = "data-held-submit";

/** Marks the "No thanks" button, which the script of a page Astro builds also answers. */
export const DISMISS_ATTRIBUTE = "data-match-report-dismiss";

type TextComponent = React.ComponentType<{ className?: string; children: React.ReactNode }>;

/**
 * The AI Talent Match Report offer's content, in whichever dialog shows it (`Title` and
 * `Description` are that dialog's). A successful submit or "No thanks" calls `onDismiss`; a failed
 * submit keeps it open with what the visitor typed.
 */
export function MatchReportForm({
  onDismiss,
  Title,
  Description,
}: {
  onDismiss: () => void;
  Title: TextComponent;
  Description: TextComponent;
}) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const inputId = React.useId();
  const roleId = React.useId();
  const [role, setRole] = React.useState("");
  const [resubmit, setResubmit] = React.useState(false);
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

  // The form mounts when the offer opens, or on a page Astro builds when the visitor first uses
  // its static HTML: the form starts then (its token's clock runs from here), and whatever the
  // visitor typed, picked or sent before is in the DOM only until it is taken over here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  React.useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    formProps.onFocus();
    const typed = form.elements.namedItem("email");
    if (typed instanceof HTMLInputElement && typed.value) setEmail(typed.value);
    const picked = form.elements.namedItem("role");
    if (picked instanceof HTMLSelectElement && picked.value) setRole(picked.value);
    const held = form.closest(`[${HELD_SUBMIT_ATTRIBUTE}]`);
    if (held) {
      held.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
      setResubmit(true);
    }
  }, []);

  // Sent once the state above has rendered, so the submit handler sees the picked role.
  React.useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit]);

  return (
    <form
      ref={formRef}
      {...formProps}
      className="relative flex min-h-0 flex-col gap-3 overflow-y-auto p-5 pt-6 sm:gap-4 sm:p-6 sm:pt-7"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase max-sm:hidden">
        {text.eyebrow}
      </p>
      <Title className="pr-8 text-xl sm:-mt-2 sm:text-2xl">{text.title}</Title>
      <Description className="text-sm sm:text-base">{text.description}</Description>
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
      {/* On a phone's bottom sheet the button stays in sight while the sheet scrolls. */}
      <div className="max-sm:sticky max-sm:-bottom-5 max-sm:-mx-5 max-sm:bg-background max-sm:px-5 max-sm:py-2">
        <Button type="submit" size="lg" disabled={busy} className="w-full">
          {busy ? text.submitting : text.submit}
        </Button>
      </div>
      <Button type="button" variant="ghost" onClick={onDismiss} {...{ [DISMISS_ATTRIBUTE]: "" }}>
        {text.decline}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{text.privacy}</p>
    </form>
  );
}
