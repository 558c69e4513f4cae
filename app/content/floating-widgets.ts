/**
 * The settings the always-loaded part of the floating widgets needs. The
 * chat panel and the popup load their own copy with their code.
 */
export const matchReportPopupSettings = {
  /** Delay after page load before the popup opens (SPEC section 9). */
  delayMs: 5000,
  /** localStorage key whose presence means the visitor closed or submitted the popup. */
  dismissedKey: "latammatch:match-report-dismissed",
  /**
   * Pages where a visitor is already converting (a form, a booking, a result) or working: the
   * popup never opens there, nor below them.
   */
  excludedPaths: [
    "/hiring-form",
    "/talent-apply",
    "/thank-you",
    "/book-a-call",
    "/savings-calculator",
    "/unsubscribe",
    "/subscriptions/confirm",
    "/inbox",
  ],
  /** When the delay has passed while another dialog is open or a field has focus, check again after this. */
  retryMs: 1000,
} as const;
