/** The endpoint of "E-mail me this estimate" (kept apart from the schema, which brings zod). */
export const ESTIMATE_REQUESTS_URL = "/api/estimate-requests";
