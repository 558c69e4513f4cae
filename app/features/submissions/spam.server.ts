import { HONEYPOT_FIELD } from "./envelope";
import type { FormKind } from "./form-kinds";
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
 * honeypot, or sending no token, a forged one, or another form's. Timing alone never hides a
 * lead: a quick typist or an old open tab is still a customer.
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
