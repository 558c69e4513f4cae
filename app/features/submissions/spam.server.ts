import { HONEYPOT_FIELD } from "~/content/forms/envelope";
import type { FormKind } from "~/content/forms/form-kinds";
import type { FormTokenCheck } from "./form-token.server";

/**
 * - quarantined (`spam: true`): stored, never announced to sales;
 * - flagged (`spam: false` with a reason): a plausible lead with a timing doubt, stored and
 *   announced with the doubt written on the e-mail;
 * - clean.
 */
export type SpamVerdict = { spam: true; reason: string } | { spam: false; reason: string | null };

const HOURS = 60 * 60 * 1000;

/**
 * Only what a person using our forms never does quarantines a submission: filling the hidden
 * honeypot, or sending no token, a forged one, another form's, or one that already carried a
 * stored submission (the form fetches a new token for each one). Timing alone never hides a
 * lead: a quick typist or an old open tab is still a customer (but see visitorMailHold).
 */
export function assessSpam(
  form: FormKind,
  submission: { [HONEYPOT_FIELD]?: string | undefined; token: FormTokenCheck },
): SpamVerdict {
  const honeypot = submission[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    return { spam: true, reason: `honeypot field "${HONEYPOT_FIELD}" was filled` };
  }
  const { token } = submission;
  switch (token.status) {
    case "missing":
      return { spam: true, reason: "no form token" };
    case "invalid":
      return { spam: true, reason: "forged or malformed form token" };
    case "other-form":
      return { spam: true, reason: `form token issued for another form (${token.form}, not ${form})` };
    case "replayed":
      return {
        spam: true,
        reason: `form token used again (use ${token.uses}; each token carries one submission)`,
      };
    case "too-young":
      return {
        spam: false,
        reason: `sent ${token.ageMs} ms after the form token was issued (minimum ${token.minimumMs} ms)`,
      };
    case "expired":
      return {
        spam: false,
        reason: `form token expired (issued ${Math.floor(token.ageMs / HOURS)} h ago, valid for ${Math.floor(
          token.lifetimeMs / HOURS,
        )} h)`,
      };
    case "valid":
      return { spam: false, reason: null };
  }
}

/**
 * Why a submission gets no e-mail to the address it names, or null. A form sent faster than a
 * person can fill it is still stored and announced to sales, but it is what a script aiming our
 * e-mails at a stranger looks like, so nothing goes to that address.
 */
export function visitorMailHold(token: FormTokenCheck): string | null {
  if (token.status !== "too-young") return null;
  return `the form was sent ${token.ageMs} ms after it was opened (a person needs at least ${token.minimumMs} ms)`;
}
