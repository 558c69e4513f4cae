/**
 * The résumé upload's limits, shared by the server's body policy (server/request-body.ts), the
 * upload endpoint and, later, the application form's file field.
 */

/**
 * The largest résumé accepted, itself included: 5 MB of 1,048,576 bytes (5,242,880 bytes), as the
 * browser's check, the server's and the inbox's sizes all count them.
 */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** The limit as every message on either side words it. */
export const RESUME_MAX_SIZE = `${RESUME_MAX_BYTES / (1024 * 1024)} MB`;

/** The whole multipart body: the file plus room for its part headers and boundaries. */
export const RESUME_MAX_BODY_BYTES = RESUME_MAX_BYTES + 64 * 1024;

/** The multipart field that carries the file. */
export const RESUME_FIELD = "resume";

/** What is accepted, in the words every refusal uses. */
export const RESUME_ACCEPTED = `a PDF or a Word document (.docx) of at most ${RESUME_MAX_SIZE}`;

/** The answer to a file or a body over the limit, from the body policy and from the route alike. */
export const RESUME_TOO_LARGE = `This file is larger than ${RESUME_MAX_SIZE}: upload ${RESUME_ACCEPTED}.`;

/**
 * The `code` of the error a streamed body ends with once it passes its limit: the server's
 * stream and the route are bundled apart, so the code, not the class, identifies it.
 */
export const BODY_TOO_LARGE_CODE = "LATAMMATCH_BODY_TOO_LARGE";

/** How long an uploaded résumé waits for the application that names it. */
export const RESUME_HOLD_MS = 24 * 60 * 60 * 1000;
