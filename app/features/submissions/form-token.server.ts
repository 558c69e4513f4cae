/**
 * Issues and checks the signed form tokens (see form-token.ts). The token carries the form kind
 * and the time it was issued; the server alone decides how long the visitor took, so a reload
 * cannot restart the clock and a bot cannot claim a long fill time.
 */
import { MIN_FILL_TIME_MS } from "./envelope";
import { FORM_KINDS, type FormKind } from "./form-kinds";
import type { FormTokenResponse } from "./form-token";
import type { SignedTokens } from "./signed-token.server";

const FORM_TOKEN_PURPOSE = "form";

/** After this, a token proves nothing more about the visitor (the submission is still stored). */
export const FORM_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

interface FormTokenPayload {
  form: FormKind;
  /** Epoch milliseconds. */
  issuedAt: number;
}

export type FormTokenCheck =
  | { status: "missing" }
  | { status: "invalid" }
  | { status: "other-form"; form: FormKind }
  | { status: "too-young"; ageMs: number; minimumMs: number }
  | { status: "expired"; ageMs: number; lifetimeMs: number }
  | { status: "valid"; ageMs: number };

export interface FormTokens {
  issue(form: FormKind): FormTokenResponse;
  check(form: FormKind, token: string | undefined): FormTokenCheck;
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

export function createFormTokens(options: {
  tokens: SignedTokens;
  lifetimeMs?: number;
  now?: () => number;
}): FormTokens {
  const lifetimeMs = options.lifetimeMs ?? FORM_TOKEN_LIFETIME_MS;
  const now = options.now ?? Date.now;

  return {
    issue(form) {
      const issuedAt = now();
      const payload: FormTokenPayload = { form, issuedAt };
      return {
        token: options.tokens.sign(FORM_TOKEN_PURPOSE, payload),
        form,
        issuedAt: new Date(issuedAt).toISOString(),
        expiresAt: new Date(issuedAt + lifetimeMs).toISOString(),
      };
    },

    check(form, token) {
      if (token === undefined || token.trim() === "") return { status: "missing" };
      const payload = readPayload(options.tokens.verify(FORM_TOKEN_PURPOSE, token.trim()));
      if (!payload) return { status: "invalid" };
      if (payload.form !== form) return { status: "other-form", form: payload.form };
      // A token dated in the future (clocks of two instances apart) counts as just issued.
      const ageMs = Math.max(0, now() - payload.issuedAt);
      const minimumMs = MIN_FILL_TIME_MS[form];
      if (ageMs < minimumMs) return { status: "too-young", ageMs, minimumMs };
      if (ageMs > lifetimeMs) return { status: "expired", ageMs, lifetimeMs };
      return { status: "valid", ageMs };
    },
  };
}
