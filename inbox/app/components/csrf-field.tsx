/** The form field that carries the session's CSRF token (checked by requireInboxMutation). */
export const CSRF_FIELD_NAME = "csrf";

export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD_NAME} value={token} />;
}
