import type { FormKind } from "~/content/forms/form-kinds";
import { FORM_TOKEN_PATH, type FormTokenResponse } from "~/content/forms/form-token";

export function isFormTokenResponse(value: unknown): value is FormTokenResponse {
  if (!value || typeof value !== "object") return false;
  const { token, form, issuedAt, expiresAt } = value as Record<string, unknown>;
  return (
    typeof token === "string" &&
    token.length > 0 &&
    typeof form === "string" &&
    typeof issuedAt === "string" &&
    typeof expiresAt === "string"
  );
}

/**
 * Asks the server for a form token. Resolves with null on any failure: the form stays usable
 * and asks again when it is sent.
 */
export async function fetchFormToken(form: FormKind): Promise<FormTokenResponse | null> {
  try {
    const response = await fetch(`${FORM_TOKEN_PATH}?form=${encodeURIComponent(form)}`, {
      cache: "no-store",
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return isFormTokenResponse(body) && body.form === form ? body : null;
  } catch {
    return null;
  }
}
