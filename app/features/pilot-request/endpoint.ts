/** The endpoint of the pilot request (kept apart from the schema, which brings zod). */
export const PILOT_REQUESTS_URL = "/api/pilot-requests";
