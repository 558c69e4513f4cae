import { pageCategoryScope } from "~/content/categories";
import { unlocalizedPath } from "~/lib/i18n/locales";
import type { Audience } from "~/lib/page-audience";
import type { JobAlertFilter } from "./schema";

/** Where a candidate is converting or already has the alert form: the offer never opens there. */
const EXCLUDED_PATHS = ["/talent-apply", "/jobs", "/job-alerts", "/unsubscribe"];

/**
 * Whether a page offers job alerts: the candidate pages' counterpart of the companies' match
 * report (isMatchReportOffered), in every language, with the same delay and dismissal, and not
 * where the candidate applies or the job board shows its own form.
 */
export function isJobAlertOffered(audience: Audience | undefined, pathname: string): boolean {
  if (audience !== "candidates") return false;
  const path = unlocalizedPath(pathname);
  return !EXCLUDED_PATHS.some((excluded) => path === excluded || path.startsWith(`${excluded}/`));
}

/** The alert a candidate page suggests: its category and stack (`/candidates/{category}/{stack}`). */
export function jobAlertFilterOf(pathname: string): JobAlertFilter {
  return pageCategoryScope(pathname);
}
