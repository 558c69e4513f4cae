/**
 * The form token: issued and signed by the server when a visitor starts a form, kept with the
 * form's draft (so it survives reloads) and sent back with the submission. The server reads the
 * time the form was started from it, so the fill-time check cannot be skipped or restarted by
 * the client. Shared by the browser and the server.
 */
import type { FormKind } from "./form-kinds";

/** Envelope field that carries the token in every form submission. */
export const FORM_TOKEN_FIELD = "formToken";

/** `GET /api/form-token?form=<FormKind>` answers a FormTokenResponse (never cached). */
export const FORM_TOKEN_PATH = "/api/form-token";

export interface FormTokenResponse {
  token: string;
  form: FormKind;
  /** ISO time the token was issued (the form's start). */
  issuedAt: string;
  /** ISO time after which the token no longer proves anything (the submission is still stored). */
  expiresAt: string;
}
