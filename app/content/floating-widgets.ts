/**
 * The little copy and the settings the always-loaded part of the floating widgets needs. The
 * chat panel and the popup load their own copy with their code.
 */
export const chatLauncherText = {
  open: "Open AI Talent Matcher chat",
} as const;

export const matchReportPopupSettings = {
  /** Delay after page load before the popup opens (SPEC section 9). */
  delayMs: 5000,
  /** localStorage key whose presence means the visitor closed or submitted the popup. */
  dismissedKey: "latammatch:match-report-dismissed",
} as const;
