/**
 * The résumé upload's limits, shared by the server's body policy (server/request-body.ts), the
 * upload endpoint and, later, the application form's file field.
 */

/** The largest résumé accepted: 5 MB. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The whole multipart body: the file plus room for its part headers and boundaries. */
export const RESUME_MAX_BODY_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** The multipart field that carries the file. */
export const RESUME_FIELD = "resume";

/** What is accepted, in the words every refusal uses. */
export const RESUME_ACCEPTED = "a PDF or a Word document (.docx) of at most 5 MB";

/** The answer to a file or a body over the limit, from the body policy and from the route alike. */
export const RESUME_TOO_LARGE = `The résumé is too large: upload ${RESUME_ACCEPTED}.`;

/**
 * The `code` of the error a streamed body ends with once it passes its limit: the server's
 * stream and the route are bundled apart, so the code, not the class, identifies it.
 */
export const BODY_TOO_LARGE_CODE = "LATAMMATCH_BODY_TOO_LARGE";

/** How long an uploaded résumé waits for the application that names it. */
export const RESUME_HOLD_MS = 24 * 60 * 60 * 1000;
