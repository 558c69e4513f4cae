/**
 * When and where the match report popup opens (app/features/match-report-popup/offer-*.ts). A
 * page Astro builds carries them in its HTML for its script (site/components/Widgets.astro). The
 * popup's copy loads with its form.
 */
export const matchReportPopupSettings = {
  /** Delay from the start of the visit before the popup opens (SPEC section 9). */
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
  /**
   * sessionStorage key whose presence means an offer (this one or the job alerts) has opened in
   * this visit: a visit sees at most one.
   */
  shownThisVisitKey: "latammatch:offer-shown",
  /**
   * What an offer never opens over: a form, or a control drawn as a button (the page's calls to
   * action, `data-slot` of components/ui/button.tsx). It waits until its box is clear of them.
   */
  keepClearOf: 'main form, footer form, main [data-slot="button"]',
} as const;

/** localStorage key whose presence means the candidate closed or used the job alert offer. */
export const JOB_ALERT_DISMISSED_KEY = "latammatch:job-alert-dismissed";
