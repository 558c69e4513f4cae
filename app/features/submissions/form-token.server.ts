/**
 * Issues and checks the signed form tokens (see form-token.ts). The token carries the form kind
 * and the time it was issued; the server alone decides how long the visitor took, so a reload
 * cannot restart the clock and a bot cannot claim a long fill time. Each token is good for one
 * stored submission (form-token-uses.server.ts): a replayed one is quarantined.
 */
import { randomBytes } from "node:crypto";
import { MIN_FILL_TIME_MS } from "~/content/forms/envelope";
import { FORM_KINDS, type FormKind } from "~/content/forms/form-kinds";
import type { FormTokenResponse } from "~/content/forms/form-token";
import type { SignedTokens } from "~/lib/signed-token.server";
import type { FormTokenUses } from "./form-token-uses.server";

const FORM_TOKEN_PURPOSE = "form";

/** After this, a token proves nothing more about the visitor (the submission is still stored). */
export const FORM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface FormTokenPayload {
  form: FormKind;
  /** Epoch milliseconds. */
  issuedAt: number;
  /** Random, so that two tokens issued in the same millisecond differ (each is used once). */
  nonce?: string;
}

export type FormTokenCheck =
  | { status: "missing" }
  | { status: "invalid" }
  | { status: "other-form"; form: FormKind }
  | { status: "too-young"; ageMs: number; minimumMs: number }
  | { status: "expired"; ageMs: number; lifetimeMs: number }
  | { status: "valid"; ageMs: number }
  /** A genuine token that already carried a stored submission. */
  | { status: "replayed"; uses: number };

export interface FormTokens {
  issue(form: FormKind): FormTokenResponse;
  /** What the token says by itself (signature, form, age); never "replayed". */
  check(form: FormKind, token: string | undefined): FormTokenCheck;
  /** `check`, then counts the use of a genuine token: one used before answers "replayed". */
  redeem(form: FormKind, token: string | undefined): Promise<FormTokenCheck>;
  /** Gives back the use `redeem` counted, when the submission was not stored after all. */
  giveBack(form: FormKind, token: string | undefined): Promise<void>;
}

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === "string" && (FORM_KINDS as readonly string[]).includes(value);
}

function readPayload(value: unknown): FormTokenPayload | null {
  if (typeof value !== "object" || value === null) return null;
  const { form, issuedAt } = value as Record<string, unknown>;
  if (!isFormKind(form) || typeof issuedAt !== "number" || !Number.isSafeInteger(issuedAt)) return null;
  return { form, issuedAt };
}

/** Statuses of a token we signed for this form: only those are counted as used. */
const GENUINE: ReadonlySet<FormTokenCheck["status"]> = new Set(["too-young", "expired", "valid"]);

export function createFormTokens(options: {
  tokens: SignedTokens;
  lifetimeMs?: number;
  now?: () => number;
  /** One minimum fill time for every form instead of MIN_FILL_TIME_MS (FORM_MIN_FILL_MS; tests set 0). */
  minFillMs?: number;
  /** Where uses are counted; without it tokens are not checked for replays. */
  uses?: FormTokenUses;
}): FormTokens {
  const lifetimeMs = options.lifetimeMs ?? FORM_TOKEN_LIFETIME_MS;
  const now = options.now ?? Date.now;
  const { uses } = options;

  function check(form: FormKind, token: string | undefined): FormTokenCheck {
    if (token === undefined || token.trim() === "") return { status: "missing" };
    const payload = readPayload(options.tokens.verify(FORM_TOKEN_PURPOSE, token.trim()));
    if (!payload) return { status: "invalid" };
    if (payload.form !== form) return { status: "other-form", form: payload.form };
    // A token dated in the future (clocks of two instances apart) counts as just issued.
    const ageMs = Math.max(0, now() - payload.issuedAt);
    const minimumMs = options.minFillMs ?? MIN_FILL_TIME_MS[form];
    if (ageMs < minimumMs) return { status: "too-young", ageMs, minimumMs };
    if (ageMs > lifetimeMs) return { status: "expired", ageMs, lifetimeMs };
    return { status: "valid", ageMs };
  }

  return {
    check,

    issue(form) {
      const issuedAt = now();
      const payload: FormTokenPayload = { form, issuedAt, nonce: randomBytes(9).toString("base64url") };
      return {
        token: options.tokens.sign(FORM_TOKEN_PURPOSE, payload),
        form,
        issuedAt: new Date(issuedAt).toISOString(),
        expiresAt: new Date(issuedAt + lifetimeMs).toISOString(),
      };
    },

    async redeem(form, token) {
      const checked = check(form, token);
      if (!uses || token === undefined || !GENUINE.has(checked.status)) return checked;
      const count = await uses.use(token);
      return count > 1 ? { status: "replayed", uses: count } : checked;
    },

    async giveBack(form, token) {
      // Only a use `redeem` counted: a token of another form was never counted here.
      if (uses && token !== undefined && GENUINE.has(check(form, token).status)) {
        await uses.giveBack(token);
      }
    },
  };
}
