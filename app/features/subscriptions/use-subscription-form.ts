import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import type { SubscriptionSource } from "./schema";

/**
 * State and submit handler of an e-mail subscription form (footer newsletter, match report
 * popup). The request code is loaded on submit, keeping it out of the first load; one
 * idempotency key is used per address, so a retry after a lost answer is stored once.
 */
export function useSubscriptionForm(
  source: SubscriptionSource,
  { onSuccess, onFailure }: { onSuccess: () => void; onFailure: (error: unknown) => void },
) {
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [busy, setBusy] = useState(false);
  // Fill time counts from hydration: the form is on screen from then.
  const openedAt = useRef(0);
  const idempotency = useRef({ email: "", key: "" });

  useEffect(() => {
    openedAt.current = Date.now();
  }, []);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!address || busy) return;
    setBusy(true);
    try {
      const { subscribe, newIdempotencyKey } = await import("./subscribe");
      if (idempotency.current.email !== address) {
        idempotency.current = { email: address, key: newIdempotencyKey() };
      }
      await subscribe({
        email: address,
        source,
        honeypot,
        openedAt: openedAt.current,
        idempotencyKey: idempotency.current.key,
      });
      setEmail("");
      onSuccess();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, honeypot, setHoneypot, busy, onSubmit };
}
