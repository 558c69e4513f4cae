/** Settings the browser tests' server starts with (playwright.config.ts) that the tests check. */

/** BOOKING_MEETING_URL: where the discovery calls take place. */
export const E2E_MEETING_URL = "https://meet.google.com/e2e-disc-call";
