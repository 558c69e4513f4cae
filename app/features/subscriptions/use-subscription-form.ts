import type * as React from "react";
import { useState } from "react";
import { focusFirstField } from "~/components/ui/field";
import type { SubscriptionSource } from "~/content/forms/subscription-schema";
import { useLeadForm } from "~/features/submissions/use-lead-form";

const SUBSCRIPTIONS_URL = "/api/subscriptions";

/**
 * State and submit handler of an e-mail subscription form (footer newsletter, match report
 * popup) on the shared lead-form hook, without a draft. The footer form is on every page, so
 * this stays free of react-hook-form and zod: the one e-mail input is checked by the browser
 * (`type="email"`, `required`) and by the server, whose message is shown under the field.
 */
export function useSubscriptionForm(
  source: SubscriptionSource,
  {
    onSuccess,
    onFailure,
    role,
  }: {
    /** Called with the address that was sent. */
    onSuccess: (address: string) => void;
    onFailure: (error: unknown) => void;
    /** The match report's optional role (a stack slug); empty or absent for none. */
    role?: string;
  },
) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const lead = useLeadForm({ form: "subscription", endpoint: SUBSCRIPTIONS_URL, fields: ["email"] });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    // The field itself is the truth: text typed before the page was hydrated is in the DOM only.
    const field = formElement.elements.namedItem("email");
    const address = (field instanceof HTMLInputElement ? field.value : email).trim();
    if (!address || busy) return;
    setBusy(true);
    setError(undefined);
    const result = await lead.submit({ email: address, source, ...(role ? { role } : {}) });
    setBusy(false);
    if (result.ok) {
      setEmail("");
      onSuccess(address);
      return;
    }
    setError(result.fieldErrors.email);
    if (result.fieldErrors.email) focusFirstField(formElement, ["email"]);
    onFailure(result.error);
  }

  return {
    email,
    setEmail: (value: string) => {
      setEmail(value);
      setError(undefined);
    },
    error,
    busy,
    honeypotRef: lead.honeypotRef,
    formProps: { ...lead.formProps, onSubmit },
  };
}
