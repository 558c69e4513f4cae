import { HONEYPOT_FIELD, MIN_FILL_TIME_MS } from "./envelope";

export type FormKind = keyof typeof MIN_FILL_TIME_MS;

export type SpamVerdict = { spam: false; reason: null } | { spam: true; reason: string };

/**
 * A filled honeypot or a form sent faster than a person can type marks a submission as spam.
 * A missing fill time is not held against it: clients other than our forms may not measure it,
 * and a real lead must never be hidden from the sales team for that alone.
 */
export function assessSpam(
  form: FormKind,
  envelope: { [HONEYPOT_FIELD]?: string | undefined; fillTimeMs?: number | undefined },
): SpamVerdict {
  const honeypot = envelope[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return { spam: true, reason: `honeypot field "${HONEYPOT_FIELD}" was filled` };
  }
  const minimum = MIN_FILL_TIME_MS[form];
  if (typeof envelope.fillTimeMs === "number" && envelope.fillTimeMs < minimum) {
    return {
      spam: true,
      reason: `sent ${envelope.fillTimeMs} ms after the form opened (minimum ${minimum} ms)`,
    };
  }
  return { spam: false, reason: null };
}
