/** The rule for chosen passwords, shown on the password page and enforced by the server. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** Line breaks, tabs and other control characters: nobody can type them into the login form. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Why a chosen password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  if (CONTROL_CHARACTER.test(password)) return "Use no line breaks, tabs or other control characters.";
  return null;
}
