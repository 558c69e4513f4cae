/**
 * The public pages whose main content is a form the visitor came to fill in: the hiring
 * request, the candidate application, the call booking, the pilot request and the savings
 * calculator. A form page
 * may load more JavaScript without interaction than a landing page (`scripts/js-budget.mjs`
 * holds each kind to its own limit), whichever build serves it.
 */
export const formPagePaths: ReadonlySet<string> = new Set([
  "/book-a-call",
  "/hiring-form",
  "/human-data-llm-training/pilot-request",
  "/savings-calculator",
  "/talent-apply",
]);
